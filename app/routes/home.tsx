import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ContactLinks } from "~/features/site/components/contact-links";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home.title", "home.description");

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
