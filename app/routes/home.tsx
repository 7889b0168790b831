import { redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { dashboardFor, isAdmin, isStaff } from "~/features/auth/access";
import { getOptionalUser } from "~/features/auth/guards.server";
import { EventCard } from "~/features/events/components/event-card";
import { eventsMessages } from "~/features/events/events-messages";
import { getPublicEvents } from "~/features/events/public-events.server";
import { JsonLd } from "~/features/seo/components/json-ld";
import { restaurantJsonLdText } from "~/features/seo/restaurant-json-ld";
import { ContactLinks } from "~/features/site/components/contact-links";
import { InstagramCaptions } from "~/features/site/components/instagram-captions";
import { homeMessages } from "~/features/site/home-messages";
import { pageMeta, type RootData } from "~/features/site/page-meta";
import { markDegraded } from "~/features/site/response-storage.server";
import { logFallback, requestAt } from "~/lib/log.server";
import { useT } from "~/i18n/language-context";
import { isLanguage } from "~/i18n/localize";
import { combineMessages } from "~/i18n/messages/define-messages";
import { ButtonLink } from "~/ui/button-link";

/** The page's texts, and the title of the events it lists. */
const homePageMessages = combineMessages(homeMessages, eventsMessages);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home.title", "home.description", homeMessages);

/**
 * On "/", a signed-in admin goes to /admin and staff to /inventory-manager, in the language the
 * address asked for (`?lang=`, which that screen then remembers); /home is always the home page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/") {
    const user = await getOptionalUser({ request, context });
    const asked = url.searchParams.get("lang");
    if (user && (isAdmin(user) || isStaff(user))) throw redirect(`${dashboardFor(user) ?? "/"}${isLanguage(asked) ? `?lang=${asked}` : ""}`);
  }
  // The home page stands without its events (the failure is logged, as the brief asks), but such a
  // page is degraded: it must not be kept in place of the whole one.
  const events = await getPublicEvents(context.db, "home").catch((error: unknown) => {
    logFallback("Failed to load events", error, requestAt({ request, context }));
    markDegraded(context);
    return [];
  });
  return { events };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT(homePageMessages);
  const root = useRouteLoaderData<RootData>("root");
  return (
    <div className="page home">
      <section className="hero">
        <img src="/logo.svg" alt="" width="120" height="120" className="hero-logo" />
        <h1>{t("home.title")}</h1>
        <p>{t("home.intro1")}</p>
        <p>{t("home.intro2")}</p>
        <p className="hero-actions">
          <ButtonLink to="/menu" primary>
            {t("home.menuButton")}
          </ButtonLink>
          <ButtonLink to="/about">{t("home.aboutButton")}</ButtonLink>
        </p>
      </section>
      <ContactLinks />
      {loaderData.events.length > 0 && (
        <section aria-labelledby="home-events" className="home-events">
          <h2 id="home-events">{t("events.title")}</h2>
          <ul className="event-grid">
            {loaderData.events.map((event) => (
              <EventCard key={event.id} caption={event.caption} embed={event.embed} />
            ))}
          </ul>
        </section>
      )}
      <InstagramCaptions />
      {root && (
        <JsonLd json={import.meta.env.SSR ? restaurantJsonLdText({ settings: root.settings, language: root.language, origin: root.origin }) : undefined} />
      )}
    </div>
  );
}
