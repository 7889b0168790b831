import type { Route } from "./+types/events-manager";
import { requireAdmin } from "~/features/auth/guards.server";
import { listAllEvents } from "~/features/events/events.server";
import { eventsManagerMessages } from "~/features/events/events-manager-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { BackOfficePage } from "~/ui/back-office-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "eventsManager.title", "events.description", eventsManagerMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { events: await listAllEvents(args.context.db) };
}

export default function EventsManagerPage({ loaderData }: Route.ComponentProps) {
  const t = useT(eventsManagerMessages);
  return (
    <BackOfficePage title={t("eventsManager.title")}>
      {loaderData.events.length === 0 ? (
        <p className="empty-state">{t("eventsManager.empty")}</p>
      ) : (
        <ul className="plain-list">
          {loaderData.events.map((event) => (
            <li key={event.id}>{event.caption}</li>
          ))}
        </ul>
      )}
    </BackOfficePage>
  );
}
