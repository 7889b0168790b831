import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { dashboardFor, isAdmin, isPending } from "~/features/auth/access";
import { getOptionalUser } from "~/features/auth/guards.server";
import { roleMessages } from "~/features/auth/role-messages";
import { signInMessages } from "~/features/auth/sign-in-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { combineMessages } from "~/i18n/messages/define-messages";
import { ButtonLink } from "~/ui/button-link";
import { MessagePage } from "~/ui/message-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "login.title", "login.description", signInMessages);

/** The page's texts, and the role a signed-in person is shown as. */
const loginMessages = combineMessages(signInMessages, roleMessages);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser({ request, context });
  return {
    user,
    dashboard: user ? dashboardFor(user) : null,
    failed: new URL(request.url).searchParams.get("error") === "signin",
    localSignIn: context.auth.config.provider.kind === "local",
    // The local provider stands in for Google, and the page says so.
    providerName: context.auth.config.provider.kind === "oidc" ? context.auth.config.provider.name : "Google",
  };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT(loginMessages);
  const navigation = useNavigation();
  const { user, dashboard, failed, localSignIn, providerName } = loaderData;

  if (user && isPending(user)) {
    return (
      <MessagePage title={t("login.accessPending")} actions={<ButtonLink to="/pending">{t("pending.title")}</ButtonLink>}>
        <p>{t("login.accessPendingText")}</p>
      </MessagePage>
    );
  }

  if (user && dashboard) {
    return (
      <MessagePage
        title={t("login.welcomeBack")}
        actions={
          <ButtonLink to={dashboard} primary>
            {t("login.goToDashboard")}
          </ButtonLink>
        }
      >
        <p>{t("login.signedInAs", { name: user.displayName, role: t(isAdmin(user) ? "role.admin" : "role.staff") })}</p>
      </MessagePage>
    );
  }

  return (
    <div className="page page-narrow">
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro", { provider: providerName })}</p>
      {failed && (
        <p className="error-banner" role="alert">
          {t("login.failed")}
        </p>
      )}
      {localSignIn && <p className="notice">{t("login.localNotice")}</p>}
      <Form method="post" action="/auth/login" reloadDocument>
        <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
          {t("login.button", { provider: providerName })}
        </button>
      </Form>
    </div>
  );
}
