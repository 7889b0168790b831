import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/unauthorized";
import { adminMessages } from "~/features/admin/admin-messages";
import { signInMessages } from "~/features/auth/sign-in-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { ButtonLink } from "~/ui/button-link";
import { MessagePage } from "~/ui/message-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "unauthorized.title", "unauthorized.text", signInMessages);

export function loader() {
  return data(null, { status: 403 });
}

export default function UnauthorizedPage() {
  const t = useT(signInMessages);
  const tAdmin = useT(adminMessages);
  // The admin dashboard sends a non-admin here with the reason, so the page can say what was refused.
  const [searchParams] = useSearchParams();
  return (
    <MessagePage title={t("unauthorized.title")} actions={<ButtonLink to="/home">{t("site.goHome")}</ButtonLink>}>
      {searchParams.get("reason") === "admin" && <p>{tAdmin("admin.accessDenied")}</p>}
      <p>{t("unauthorized.text")}</p>
    </MessagePage>
  );
}
