import { useState } from "react";
import { Form, Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { DeleteDialog } from "~/ui/delete-dialog";
import { RowActionsMenu } from "~/ui/row-actions-menu";
import { SavingSwitch } from "~/ui/saving-switch";
import { useDescribeMessage } from "~/ui/use-describe-message";
import type { ManagedEvent } from "../events";
import { eventsManagerScreenMessages } from "../events-manager-texts";
import { EmbedFrame } from "./embed-frame";

export interface EventsManagerListProps {
  events: ManagedEvent[];
  /** The address of the edit modal for an event. */
  editHref: (id: string) => string;
  /** Where the switch and the delete post: the screen as it is. */
  action: string;
  label: string;
}

/** The id of an event's title in the list, around the link that opens it. */
export const eventTitleId = (id: string) => `event-${id}-title`;

/**
 * Every event with a live preview of what guests see, its order and where it shows, its captions, its
 * Active switch (saved at once; without the page's script, an Activate/Deactivate button), and Edit
 * and Delete behind one '⋯' menu. The title opens the edit modal too.
 */
export function EventsManagerList({ events, editHref, action, label }: EventsManagerListProps) {
  const t = useT(eventsManagerScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(eventsManagerScreenMessages, "backOffice.invalidValue");
  const [deleting, setDeleting] = useState<ManagedEvent | null>(null);

  return (
    <>
      <ul className="event-admin-list" aria-label={label}>
        {events.map((event) => {
          const titleId = eventTitleId(event.id);
          const kind = t(event.embed ? `events.provider.${event.embed.provider}` : "eventsManager.provider.none");
          const caption = localize(event.caption, language);
          return (
            <li key={event.id} className="event-admin-card">
              <EmbedFrame embed={event.embed} />
              <h2 id={titleId} className="event-admin-title">
                <Link to={editHref(event.id)} className="event-admin-title-link" preventScrollReset>
                  {caption || kind}
                </Link>
              </h2>
              {caption && <p className="event-admin-kind">{kind}</p>}
              <p className="event-admin-tags">
                <span className="event-admin-order">{t("eventsManager.order", { n: event.displayOrder })}</span>
                {event.showOnHome && <span className="badge badge-place">{t("eventsManager.tagHome")}</span>}
                {event.showOnEvents && <span className="badge badge-place">{t("eventsManager.tagEvents")}</span>}
              </p>
              <dl className="event-admin-captions">
                <dt>{t("eventsManager.captionTr")}</dt>
                <dd lang={event.caption.tr ? "tr" : undefined}>{event.caption.tr || t("eventsManager.noCaption")}</dd>
                <dt>{t("eventsManager.captionEn")}</dt>
                <dd lang={event.caption.en ? "en" : undefined}>{event.caption.en || t("eventsManager.noCaption")}</dd>
              </dl>
              <div className="event-admin-controls">
                <SavingSwitch
                  label={t("eventsManager.active")}
                  checked={event.isActive}
                  action={action}
                  fields={{ intent: "toggle", id: event.id, version: String(event.version) }}
                  describe={describe}
                  describedBy={titleId}
                  noScript={
                    <Form method="post" action={action} className="row-form" preventScrollReset>
                      <input type="hidden" name="id" value={event.id} />
                      <input type="hidden" name="version" value={event.version} />
                      <input type="hidden" name="isActive" value={event.isActive ? "false" : "true"} />
                      <button type="submit" name="intent" value="toggle" className="button button-small" aria-describedby={titleId}>
                        {event.isActive ? t("eventsManager.deactivate") : t("eventsManager.activate")}
                      </button>
                    </Form>
                  }
                />
                <RowActionsMenu
                  label={t("eventsManager.rowActions", { name: caption || kind })}
                  actions={[
                    { label: t("eventsManager.edit"), to: editHref(event.id) },
                    { label: t("backOffice.delete"), danger: true, onSelect: () => setDeleting(event) },
                  ]}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteDialog row={deleting} message={t("eventsManager.deleteConfirm")} action={action} onClose={() => setDeleting(null)} />
    </>
  );
}
