import { Link } from "react-router";
import { useT } from "~/i18n/language-context";

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page page-narrow">
      <h1>{t("site.notFoundTitle")}</h1>
      <p>{t("site.notFoundDescription")}</p>
      <p>
        <Link to="/" className="button">
          {t("site.goHome")}
        </Link>
      </p>
    </div>
  );
}
