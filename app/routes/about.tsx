import type { Route } from "./+types/about";
import { aboutMessages } from "~/features/site/about-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "about.title", "about.description", aboutMessages);

export default function AboutPage() {
  const t = useT(aboutMessages);
  return (
    <div className="page page-narrow about">
      <h1>{t("about.title")}</h1>
      <img src="/images/restaurant.svg" alt={t("about.imageAlt")} width="800" height="450" className="about-image" />
      <p>{t("about.story1")}</p>
      <p>{t("about.story2")}</p>
    </div>
  );
}
