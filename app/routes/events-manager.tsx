import type { Route } from "./+types/events-manager";
import { requireAdmin } from "~/features/auth/guards.server";
import { EVENTS_MODAL_PARAMS, EventsScreen } from "~/features/events/components/events-screen";
import { eventDeleteSchema, eventSchema, eventToggleSchema, eventUpdateSchema } from "~/features/events/events";
import { createEvent, deleteEvent, listEvents, setEventActive, updateEvent } from "~/features/events/events.server";
import { eventsManagerMessages } from "~/features/events/events-manager-messages";
import { loadHistory } from "~/db/history.server";
import { pageMeta } from "~/features/site/page-meta";
import { backOfficeAction } from "~/ui/form-action.server";
import { modalClosed } from "~/ui/url-modal";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "eventsManager.title", "events.description", eventsManagerMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  try {
    const editId = new URL(args.request.url).searchParams.get("edit");
    const [events, history] = await Promise.all([listEvents(args.context.db), editId ? loadHistory(args.context.db, "events", editId) : []]);
    return { events, history };
  } catch (error) {
    console.error("Failed to load events", error);
    return { events: null, history: [] };
  }
}

// After a save the modal closes and the list, reloaded, shows the change.
const closeModal = modalClosed(EVENTS_MODAL_PARAMS);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireAdmin, {
    create: {
      schema: eventSchema,
      run: (input, { db, user, back }) => createEvent(db, user.id, input).then(() => back(closeModal)),
      failed: "eventsManager.saveFailed",
    },
    update: {
      schema: eventUpdateSchema,
      run: ({ id, version, ...input }, { db, user, back }) => updateEvent(db, user.id, { id, version, input }).then(() => back(closeModal)),
      failed: "eventsManager.saveFailed",
    },
    toggle: {
      schema: eventToggleSchema,
      run: (change, { db, user, back }) => setEventActive(db, user.id, change).then(() => back(closeModal)),
      failed: "eventsManager.toggleFailed",
    },
    delete: {
      schema: eventDeleteSchema,
      run: (target, { db, user, back }) => deleteEvent(db, user.id, target).then(() => back(closeModal)),
      failed: "eventsManager.deleteFailed",
    },
  });

export default function EventsManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EventsScreen {...loaderData} reply={actionData} />;
}
