import { HistoryList } from "~/ui/history-list";
import type { HistoryField, HistoryPage } from "~/db/history";
import { historyMessages } from "~/ui/history-messages";
import { useT } from "~/i18n/language-context";
import { parseEmbed } from "../embed";
import { eventsManagerMessages } from "../events-manager-messages";

type EventField = HistoryField<"events">;

const LABELS = {
  caption: "eventsManager.captionTr",
  caption_en: "eventsManager.captionEn",
  embed_code: "eventsManager.embedCode",
  display_order: "eventsManager.displayOrder",
  is_active: "eventsManager.active",
  show_on_home: "eventsManager.showOnHome",
  show_on_events: "eventsManager.showOnEvents",
} as const satisfies Record<EventField, string>;

const FLAGS: ReadonlySet<EventField> = new Set(["is_active", "show_on_home", "show_on_events"]);

/** An event's history in its edit modal: an embed is shown by the address it plays. */
export function EventHistory({ history }: { history: HistoryPage<EventField> }) {
  const t = useT(eventsManagerMessages);
  const tHistory = useT(historyMessages);
  return (
    <HistoryList
      history={history}
      fieldLabel={(field) => t(LABELS[field])}
      formatValue={(field, value) => {
        if (FLAGS.has(field)) return value === 1 || value === true ? tHistory("history.yes") : tHistory("history.no");
        if (field === "embed_code") return parseEmbed(String(value))?.src ?? String(value);
        return String(value);
      }}
    />
  );
}
