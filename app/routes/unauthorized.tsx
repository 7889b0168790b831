import { data, Link } from "react-router";
import type { Route } from "./+types/unauthorized";
import { signInMessages } from "~/features/auth/sign-in-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "unauthorized.title", "unauthorized.text", signInMessages);

export function loader() {
  return data(null, { status: 403 });
}

export default function UnauthorizedPage() {
  const t = useT(signInMessages);
  return (
    <div className="page page-narrow">
      <h1>{t("unauthorized.title")}</h1>
      <p>{t("unauthorized.text")}</p>
      <p>
        <Link to="/home" className="button">
          {t("site.goHome")}
        </Link>
      </p>
    </div>
  );
}
