import type { Route } from "./+types/contact";
import { ContactMessageForm } from "~/features/contact/components/contact-message-form";
import { WhatsappCard } from "~/features/contact/components/whatsapp-card";
import { OpeningHours } from "~/features/site/components/opening-hours";
import { pageMeta } from "~/features/site/page-meta";
import { telHref, whatsAppChatUrl } from "~/lib/phone-links";
import { useT } from "~/i18n/language-context";
import { useSiteSettings } from "~/features/site/use-site-settings";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "contact.title", "contact.description");

export default function ContactPage() {
  const t = useT();
  const settings = useSiteSettings();
  return (
    <div className="page page-narrow contact-page">
      <h1>{t("contact.title")}</h1>
      <section aria-labelledby="visit-us" className="card">
        <h2 id="visit-us">{t("contact.visitUs")}</h2>
        <dl className="facts">
          <dt>{t("contact.location")}</dt>
          <dd>
            <address>{settings.address}</address>
            <a href={settings.directionsUrl} rel="noopener" target="_blank">
              {t("contact.viewOnMaps")}
            </a>
          </dd>
          <dt>{t("footer.phone")}</dt>
          <dd>
            {settings.phones.map((phone, index) => (
              // The two numbers may be the same one: the place in the list tells them apart.
              <a key={index} href={telHref(phone)} className="fact-line">
                {phone}
              </a>
            ))}
          </dd>
          <dt>{t("contact.email")}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
          <dt>{t("contact.whatsapp")}</dt>
          <dd>
            <a href={whatsAppChatUrl(settings.whatsappNumber)} rel="noopener" target="_blank">
              {settings.whatsappNumber}
            </a>
          </dd>
          <dt>{t("contact.hours")}</dt>
          <dd>
            <OpeningHours hours={settings.openingHours} />
          </dd>
        </dl>
      </section>
      <ContactMessageForm restaurantEmail={settings.email} />
      <WhatsappCard whatsappNumber={settings.whatsappNumber} />
    </div>
  );
}
