import { Form, redirect } from "react-router";
import type { Route } from "./+types/pending";
import { dashboardFor, isPending } from "~/features/auth/access";
import { requireSignedIn } from "~/features/auth/guards.server";
import { signInMessages } from "~/features/auth/sign-in-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { ButtonLink } from "~/ui/button-link";
import { UserAvatar } from "~/ui/user-avatar";
import { useSiteSettings } from "~/features/site/use-site-settings";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pending.title", "pending.explanation", signInMessages);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireSignedIn(args);
  if (!isPending(user)) throw redirect(dashboardFor(user) ?? "/unauthorized");
  return { user };
}

export default function PendingPage({ loaderData }: Route.ComponentProps) {
  const t = useT(signInMessages);
  const settings = useSiteSettings();
  const { user } = loaderData;
  return (
    <div className="page page-narrow pending-page">
      <h1>{t("pending.title")}</h1>
      <div className="profile">
        <UserAvatar name={user.displayName} photoUrl={user.photoUrl} size={64} />
        <div>
          <p className="profile-name">{user.displayName}</p>
          <p className="profile-email">{user.email}</p>
        </div>
      </div>
      <p>{t("pending.explanation")}</p>
      <div className="actions">
        <ButtonLink to="/home">{t("pending.goHome")}</ButtonLink>
        <Form method="post" action="/logout">
          <button type="submit" className="button">
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
      <p>{t("pending.support", { email: settings.supportEmail })}</p>
    </div>
  );
}
