import { Link, redirect } from "react-router";
import { dashboardFor, isAdmin, isStaff } from "~/features/auth/access";
import { getOptionalUser } from "~/features/auth/guards.server";
import type { Route } from "./+types/home";
import { ContactLinks } from "~/features/site/components/contact-links";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home.title", "home.description");

/** On "/", a signed-in admin goes to /admin and staff to /inventory-manager; /home is always the home page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).pathname !== "/") return null;
  const user = await getOptionalUser({ request, context });
  if (user && (isAdmin(user) || isStaff(user))) throw redirect(dashboardFor(user) ?? "/");
  return null;
}

export default function HomePage() {
  const t = useT();
  return (
    <div className="page home">
      <section className="hero">
        <img src="/logo.svg" alt="" width="120" height="120" className="hero-logo" />
        <h1>{t("home.title")}</h1>
        <p>{t("home.intro1")}</p>
        <p>{t("home.intro2")}</p>
        <p className="hero-actions">
          <Link to="/menu" className="button button-primary">
            {t("home.menuButton")}
          </Link>
          <Link to="/about" className="button">
            {t("home.aboutButton")}
          </Link>
        </p>
      </section>
      <ContactLinks />
    </div>
  );
}
