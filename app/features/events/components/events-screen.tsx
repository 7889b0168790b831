import { useLocation, useRevalidator, useSearchParams } from "react-router";
import { HISTORY_PARAM, type HistoryField, type HistoryPage } from "~/db/history";
import { useT } from "~/i18n/language-context";
import { ButtonLink } from "~/ui/button-link";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import type { FormReply } from "~/ui/form-reply";
import { Modal } from "~/ui/modal";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { screenHref } from "~/ui/screen-state";
import { useUrlModal } from "~/ui/url-modal";
import type { ManagedEvent } from "../events";
import { eventsManagerScreenMessages } from "../events-manager-texts";
import { EventForm } from "./event-form";
import { EventHistory } from "./event-history";
import { EventsManagerList } from "./events-manager-list";
import { useDescribeMessage } from "~/ui/use-describe-message";

/** The modal in the address: `new` to add an event, `edit=<id>` to edit one. After a save the action closes it. */
export const EVENTS_MODAL_PARAMS = ["new", "edit", HISTORY_PARAM] as const;

export interface EventsScreenProps {
  /** Null when the events could not be loaded. */
  events: ManagedEvent[] | null;
  /** The history of the event being edited. */
  history: HistoryPage<HistoryField<"events">>;
  reply: FormReply | undefined;
}

/** The events manager (/events-manager): every event with its state, and the add/edit modal. */
export function EventsScreen({ events, history, reply }: EventsScreenProps) {
  const t = useT(eventsManagerScreenMessages);
  const describe = useDescribeMessage(eventsManagerScreenMessages, "backOffice.invalidValue");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const modal = useUrlModal(EVENTS_MODAL_PARAMS);
  const href = (changes: Record<string, string | null>) => screenHref(pathname, searchParams, changes);

  const addHref = href({ new: "", edit: null });
  const adding = searchParams.has("new");
  const editId = adding ? null : searchParams.get("edit");
  const editing = editId && events ? (events.find((event) => event.id === editId) ?? null) : null;
  // A delete (and, without the script, an Activate/Deactivate) posts with the page: its failure shows
  // above the list. The switch says its own refusal beside itself.
  const rowErrors = reply && (reply.intent === "toggle" || reply.intent === "delete") ? (reply.result.error?.[""] ?? []) : [];

  return (
    <div className="page back-office-page events-manager">
      <header className="back-office-header events-manager-header">
        <h1>{t("eventsManager.title")}</h1>
        <ButtonLink to={addHref} primary preventScrollReset>
          {t("eventsManager.add")}
        </ButtonLink>
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
          <ButtonLink to={addHref} preventScrollReset>
            {t("eventsManager.addFirst")}
          </ButtonLink>
        </div>
      )}
      {events && events.length > 0 && (
        <EventsManagerList events={events} editHref={(id) => href({ edit: id, new: null })} action={modal.closeHref} label={t("eventsManager.listLabel")} />
      )}

      <Modal open={adding || editing !== null} title={editing ? t("eventsManager.editTitle") : t("eventsManager.add")} className="event-modal" onClose={modal.onClose}>
        <RowKeptWhileTyping row={editing}>
          {(event) => (
            <EventForm
              key={event ? `${event.id}-v${event.version}` : "new"}
              event={event}
              lastResult={reply && reply.intent === (event ? "update" : "create") ? reply.result : undefined}
              action={href({})}
              cancelTo={modal.closeHref}
            />
          )}
        </RowKeptWhileTyping>
        {editing && <EventHistory history={history} />}
      </Modal>
    </div>
  );
}
