import type { Route } from "./+types/events";
import { getPublicEvents } from "~/features/events/public-events.server";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "events.title", "events.description");

export async function loader({ context }: Route.LoaderArgs) {
  const events = await getPublicEvents(context.db, "events");
  // Embeds are rendered once the events manager stores them sanitised; until then, captions only.
  return { events: events.map(({ id, caption }) => ({ id, caption })) };
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page events-page">
      <h1>{t("events.title")}</h1>
      <p>{t("events.intro")}</p>
      {loaderData.events.length === 0 ? (
        <p className="empty-state">{t("events.empty")}</p>
      ) : (
        <ul className="event-grid">
          {loaderData.events.map((event) => (
            <li key={event.id} className="event-card">
              <p>{event.caption}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
