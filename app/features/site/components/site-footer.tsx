import { useT } from "~/i18n/language-context";
import { telHref, whatsAppChatUrl } from "~/lib/phone-links";
import { instagramProfile, type SiteSettings } from "../site-settings";

/**
 * The guests' footer. `year` is the restaurant's year in Istanbul when the page was rendered (the
 * root's data): worked out by the server, with the clock the page cache keeps pages by, so that a
 * kept page is stale when it turns, and a browser hydrating the page finds the year it was sent.
 */
export function SiteFooter({ settings, year }: { settings: SiteSettings; year: string }) {
  const t = useT();
  const [phone] = settings.phones;
  const instagram = instagramProfile(settings);
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footer.address")}</h2>
          <address>
            <a href={settings.mapsUrl} rel="noopener" target="_blank">
              {settings.address}
            </a>
          </address>
        </section>
        <section aria-labelledby="footer-phone">
          <h2 id="footer-phone">{t("footer.phone")}</h2>
          <a href={telHref(phone)}>{phone}</a>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t("footer.followUs")}</h2>
          <ul className="footer-social">
            <li>
              <a href={instagram.url} rel="noopener" target="_blank">
                {t("contact.instagram")} {instagram.handle}
              </a>
            </li>
            <li>
              <a href={whatsAppChatUrl(settings.whatsappNumber)} rel="noopener" target="_blank">
                {t("contact.whatsapp")}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer-copyright">{t("footer.copyright", { year, name: settings.restaurantName })}</p>
      <p className="footer-powered">{t("footer.poweredBy")}</p>
    </footer>
  );
}
