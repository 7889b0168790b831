import type { Route } from "./+types/events-manager";
import { requireAdmin } from "~/features/auth/guards.server";
import { EVENTS_MODAL_PARAMS, EventsScreen } from "~/features/events/components/events-screen";
import { eventTitleId } from "~/features/events/components/events-manager-list";
import { eventDeleteSchema, eventRestoreSchema, eventSchema, eventToggleSchema, eventUpdateSchema } from "~/features/events/events";
import { createEvent, deleteEvent, listEvents, restoreEvent, setEventActive, updateEvent } from "~/features/events/events.server";
import { eventsManagerScreenMessages } from "~/features/events/events-manager-texts";
import { loadHistory } from "~/db/history.server";
import { historyShown, NO_HISTORY } from "~/db/history";
import { rowIdInAddress } from "~/lib/row-reference";
import { pageMeta } from "~/features/site/page-meta";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { modalClosed } from "~/ui/url-modal";
import backOfficeStyles from "~/styles/back-office.css?url";
import { useLocation } from "react-router";
import { useAnnounceWrites } from "~/ui/status-message";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "eventsManager.title", "events.description", eventsManagerScreenMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const editId = rowIdInAddress(params.get("edit"));
  return loadOrFallback(
    args,
    "events",
    async () => {
      const [events, history] = await Promise.all([listEvents(args.context.db), editId ? loadHistory(args.context.db, "events", editId, historyShown(params)) : NO_HISTORY]);
      return { events, history };
    },
    { events: null, history: NO_HISTORY },
  );
}

// After a save the modal closes and the list, reloaded, shows the change.
const closeModal = modalClosed(EVENTS_MODAL_PARAMS);

export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireAdmin, {
    create: { schema: eventSchema, run: writeThenBack(createEvent, closeModal), failed: "eventsManager.saveFailed" },
    update: {
      schema: eventUpdateSchema,
      run: ({ id, version, ...input }, { db, user, back }) => updateEvent(db, user.id, { id, version, input }).then(() => back(closeModal)),
      failed: "eventsManager.saveFailed",
    },
    toggle: { schema: eventToggleSchema, run: writeThenBack(setEventActive, closeModal), failed: "eventsManager.toggleFailed" },
    delete: { schema: eventDeleteSchema, run: writeThenBack(deleteEvent, closeModal), failed: "eventsManager.deleteFailed" },
    // The status message's Undo after a delete.
    restore: { schema: eventRestoreSchema, run: writeThenBack(restoreEvent, closeModal), failed: "eventsManager.restoreFailed" },
  });

export default function EventsManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  // Undone, the focus goes to the event put back: its title's link.
  useAnnounceWrites({
    undo: {
      delete: (sent) => {
        const id = String(sent.get("id"));
        return { action: `${pathname}${search}`, intent: "restore", fields: { id }, focusAfter: eventTitleId(id) };
      },
    },
  });
  return <EventsScreen {...loaderData} reply={actionData} />;
}
