import type { Route } from "./+types/qr";
import { QR_PNG_SIZE, type QrTargetId } from "~/features/qr/qr-codes";
import { renderQrCodes } from "~/features/qr/qr-codes.server";
import { qrMessages } from "~/features/qr/qr-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import type { FeatureMessageKey } from "~/i18n/translate";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "qr.title", "qr.description", qrMessages);

const CAPTIONS: Record<QrTargetId, FeatureMessageKey<typeof qrMessages>> = { home: "qr.home", menu: "qr.menu", events: "qr.events" };

// The codes get printed and stay on the tables, so they point at the site's configured public
// address, never at the host the page happens to be browsed from.
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.auth.config.publicUrl;
  return { origin, codes: await renderQrCodes(origin) };
}

export default function QrPage({ loaderData }: Route.ComponentProps) {
  const t = useT(qrMessages);
  return (
    <div className="page qr-page">
      <h1>{t("qr.title")}</h1>
      <p>{t("qr.description")}</p>
      <p>{t("qr.opensSite", { origin: loaderData.origin })}</p>
      <ul className="qr-grid">
        {loaderData.codes.map((code) => {
          const caption = t(CAPTIONS[code.id]);
          const captionId = `qr-caption-${code.id}`;
          return (
            <li key={code.id} className="qr-card">
              <h2 id={captionId}>{caption}</h2>
              <img src={code.pngDataUrl} width={QR_PNG_SIZE} height={QR_PNG_SIZE} alt={t("qr.imageAlt", { page: caption })} />
              <p className="qr-url">{code.url}</p>
              <p className="qr-downloads">
                <a className="button button-primary" href={code.pngDataUrl} download={code.pngFileName} aria-describedby={captionId}>
                  {t("qr.downloadPng")}
                </a>
                <a className="button" href={code.svgDataUrl} download={code.svgFileName} aria-describedby={captionId}>
                  {t("qr.downloadSvg")}
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="qr-how-to" className="card qr-how-to">
        <h2 id="qr-how-to">{t("qr.howToTitle")}</h2>
        <ul>
          <li>{t("qr.howToSize")}</li>
          <li>{t("qr.howToFormat")}</li>
          <li>{t("qr.howToTest")}</li>
          <li>{t("qr.howToPlace")}</li>
          <li>{t("qr.howToMargin")}</li>
        </ul>
      </section>
    </div>
  );
}
