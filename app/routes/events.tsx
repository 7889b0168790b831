import type { Route } from "./+types/events";
import { EventCard } from "~/features/events/components/event-card";
import { eventsMessages } from "~/features/events/events-messages";
import { getPublicEvents } from "~/features/events/public-events.server";
import { pageMeta } from "~/features/site/page-meta";
import { reservationPhone } from "~/features/site/site-settings";
import { telHref } from "~/lib/phone-links";
import { useT } from "~/i18n/language-context";
import { LoadError } from "~/ui/load-error";
import { useSiteSettings } from "~/features/site/use-site-settings";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "events.title", "events.description", eventsMessages);

export async function loader({ context }: Route.LoaderArgs) {
  return { events: await getPublicEvents(context.db, "events") };
}

function Reservations() {
  const t = useT(eventsMessages);
  const settings = useSiteSettings();
  const phone = reservationPhone(settings);
  return (
    <section aria-labelledby="reservations" className="card reservations">
      <h2 id="reservations">{t("events.reservationsTitle")}</h2>
      <p>
        {t("events.reservationsText")} <a href={telHref(phone)}>{phone}</a>
      </p>
    </section>
  );
}

function EventsHeader() {
  const t = useT(eventsMessages);
  return (
    <>
      <h1>{t("events.title")}</h1>
      <p>{t("events.intro")}</p>
    </>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(eventsMessages);
  return (
    <div className="page events-page">
      <EventsHeader />
      {loaderData.events.length === 0 ? (
        <p className="empty-state">{t("events.empty")}</p>
      ) : (
        <ul className="event-grid">
          {loaderData.events.map((event) => (
            <EventCard key={event.id} caption={event.caption} embed={event.embed} />
          ))}
        </ul>
      )}
      <Reservations />
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT(eventsMessages);
  return (
    <div className="page events-page">
      <EventsHeader />
      <LoadError message={t("events.error")} tryAgain={t("site.tryAgain")} attemptLabel={(count) => t("menu.attempt", { count })} />
      <Reservations />
    </div>
  );
}
