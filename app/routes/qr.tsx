import type { Route } from "./+types/qr";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "qr.title", "qr.description");

export default function QrPage() {
  const t = useT();
  return (
    <div className="page page-narrow">
      <h1>{t("qr.title")}</h1>
      <p>{t("qr.description")}</p>
    </div>
  );
}
