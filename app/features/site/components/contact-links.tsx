import { useT } from "~/i18n/language-context";
import { telHref, whatsAppChatUrl } from "~/lib/phone-links";
import { instagramProfile } from "../site-settings";
import { useSiteSettings } from "../use-site-settings";

/** Phone, Instagram, WhatsApp and maps, as large tap targets. */
export function ContactLinks() {
  const t = useT();
  const settings = useSiteSettings();
  const [phone] = settings.phones;
  const instagram = instagramProfile(settings);
  return (
    <ul className="contact-links">
      <li>
        <a href={telHref(phone)}>
          <span className="contact-links-label">{t("footer.phone")}</span> {phone}
        </a>
      </li>
      <li>
        <a href={instagram.url} rel="noopener" target="_blank">
          <span className="contact-links-label">{t("contact.instagram")}</span> {instagram.handle}
        </a>
      </li>
      <li>
        <a href={whatsAppChatUrl(settings.whatsappNumber)} rel="noopener" target="_blank">
          <span className="contact-links-label">{t("contact.whatsapp")}</span> {settings.whatsappNumber}
        </a>
      </li>
      <li>
        <a href={settings.mapsUrl} rel="noopener" target="_blank">
          <span className="contact-links-label">{t("contact.maps")}</span> {settings.address}
        </a>
      </li>
    </ul>
  );
}
