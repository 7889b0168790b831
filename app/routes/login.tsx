import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { dashboardFor, isAdmin, isPending } from "~/features/auth/access";
import { getOptionalUser } from "~/features/auth/guards.server";
import { signInMessages } from "~/features/auth/sign-in-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "login.title", "login.description", signInMessages);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser({ request, context });
  return {
    user,
    dashboard: user ? dashboardFor(user) : null,
    failed: new URL(request.url).searchParams.get("error") === "signin",
    localSignIn: context.auth.config.provider.kind === "local",
  };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT(signInMessages);
  const navigation = useNavigation();
  const { user, dashboard, failed, localSignIn } = loaderData;

  if (user && isPending(user)) {
    return (
      <div className="page page-narrow">
        <h1>{t("login.accessPending")}</h1>
        <p>{t("login.accessPendingText")}</p>
        <p>
          <Link to="/pending" className="button">
            {t("pending.title")}
          </Link>
        </p>
      </div>
    );
  }

  if (user && dashboard) {
    return (
      <div className="page page-narrow">
        <h1>{t("login.welcomeBack")}</h1>
        <p>{t("login.signedInAs", { name: user.displayName, role: t(isAdmin(user) ? "role.admin" : "role.staff") })}</p>
        <p>
          <Link to={dashboard} className="button button-primary">
            {t("login.goToDashboard")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page-narrow">
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      {failed && (
        <p className="error-banner" role="alert">
          {t("login.failed")}
        </p>
      )}
      {localSignIn && <p className="notice">{t("login.localNotice")}</p>}
      <Form method="post" action="/auth/login" reloadDocument>
        <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
          {t("login.googleButton")}
        </button>
      </Form>
    </div>
  );
}
