import { Link, redirect, useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/events-manager";
import { requireAdmin } from "~/features/auth/guards.server";
import { EventForm } from "~/features/events/components/event-form";
import { EventHistory } from "~/features/events/components/event-history";
import { EventsManagerList } from "~/features/events/components/events-manager-list";
import { eventDeleteSchema, eventSchema, eventToggleSchema, eventUpdateSchema } from "~/features/events/events";
import { createEvent, deleteEvent, listEvents, setEventActive, updateEvent } from "~/features/events/events.server";
import { eventsManagerMessages } from "~/features/events/events-manager-messages";
import { eventsManagerScreenMessages, isEventsManagerScreenMessageKey } from "~/features/events/events-manager-texts";
import { loadHistory } from "~/features/history/history.server";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { describeMessage } from "~/i18n/message-ref";
import { readFormData } from "~/lib/form-data.server";
import { formLimits } from "~/lib/form-limits";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { dispatchIntent, submitForm } from "~/ui/form-action.server";
import { Modal } from "~/ui/modal";
import { screenHref } from "~/ui/screen-state";
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

/** The modal in the address: `new` to add an event, `edit=<id>` to edit one. */
const MODAL_CLOSED = { new: null, edit: null } as const;

export async function action(args: Route.ActionArgs) {
  const user = await requireAdmin(args);
  const formData = await readFormData(args.request, formLimits([eventSchema, eventUpdateSchema, eventToggleSchema, eventDeleteSchema]));
  const { db } = args.context;
  const url = new URL(args.request.url);
  // After a save the modal closes and the list, reloaded, shows the change.
  const toList = () => redirect(screenHref(url.pathname, url.searchParams, MODAL_CLOSED));
  return dispatchIntent(formData, {
    create: (form) =>
      submitForm("create", form, eventSchema, async (input) => {
        await createEvent(db, user.id, input);
        return toList();
      }, "eventsManager.saveFailed"),
    update: (form) =>
      submitForm("update", form, eventUpdateSchema, async ({ id, version, ...input }) => {
        await updateEvent(db, user.id, { id, version, input });
        return toList();
      }, "eventsManager.saveFailed"),
    toggle: (form) =>
      submitForm("toggle", form, eventToggleSchema, async (change) => {
        await setEventActive(db, user.id, change);
        return toList();
      }, "eventsManager.toggleFailed"),
    delete: (form) =>
      submitForm("delete", form, eventDeleteSchema, async (target) => {
        await deleteEvent(db, user.id, target);
        return toList();
      }, "eventsManager.deleteFailed"),
  });
}

export default function EventsManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(eventsManagerScreenMessages);
  const describe = (ref: string) => describeMessage(t, isEventsManagerScreenMessageKey, ref, "backOffice.invalidValue");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const href = (changes: Record<string, string | null>) => screenHref(pathname, searchParams, changes);

  const events = loaderData.events;
  const adding = searchParams.has("new");
  const editId = adding ? null : searchParams.get("edit");
  const editing = editId && events ? (events.find((event) => event.id === editId) ?? null) : null;
  const modalOpen = adding || editing !== null;
  const closeHref = href(MODAL_CLOSED);
  const reply = actionData && "intent" in actionData ? actionData : undefined;
  // Activate/Deactivate and Delete are buttons in the list: their failures show above it.
  const rowErrors = reply && (reply.intent === "toggle" || reply.intent === "delete") ? (reply.result.error?.[""] ?? []) : [];

  return (
    <div className="page back-office-page events-manager">
      <header className="back-office-header events-manager-header">
        <h1>{t("eventsManager.title")}</h1>
        <Link to={href({ new: "", edit: null })} className="button button-primary" preventScrollReset>
          {t("eventsManager.add")}
        </Link>
      </header>

      {events === null &&
        (revalidator.state === "loading" ? (
          <p className="empty-state" role="status">
            {t("eventsManager.loading")}
          </p>
        ) : (
          <LoadFailedBanner message={t("events.error")} />
        ))}
      {rowErrors.length > 0 && <ErrorBanner message={rowErrors.map(describe).join(" ")} />}
      {editId && events && !editing && <ErrorBanner message={t("error.notFound")} />}

      {events && events.length === 0 && (
        <div className="empty-state">
          <p>{t("eventsManager.empty")}</p>
          <Link to={href({ new: "", edit: null })} className="button" preventScrollReset>
            {t("eventsManager.addFirst")}
          </Link>
        </div>
      )}
      {events && events.length > 0 && (
        <EventsManagerList events={events} editHref={(id) => href({ edit: id, new: null })} action={closeHref} label={t("eventsManager.listLabel")} />
      )}

      <Modal
        open={modalOpen}
        title={editing ? t("eventsManager.editTitle") : t("eventsManager.add")}
        className="event-modal"
        onClose={() => {
          // The dialog also reports a close when the address has already closed it.
          if (searchParams.has("new") || searchParams.has("edit")) void navigate(closeHref, { preventScrollReset: true });
        }}
      >
        <EventForm
          key={editing ? `${editing.id}-v${editing.version}` : "new"}
          event={editing}
          lastResult={reply && reply.intent === (editing ? "update" : "create") ? reply.result : undefined}
          action={href({})}
          cancelTo={closeHref}
        />
        {editing && <EventHistory entries={loaderData.history} />}
      </Modal>
    </div>
  );
}
