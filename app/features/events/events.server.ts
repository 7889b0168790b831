import type { SelectQueryBuilder } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, EventTable } from "~/db/schema";
import { write, type NewRow } from "~/db/write.server";
import { parseEmbed } from "./embed";
import type { EventInput, ManagedEvent } from "./events";

/**
 * The brief's order of events, the same in the manager, on the home page and on the events page:
 * display order, then newest first; the id last, so that events saved in the same millisecond keep
 * one order on every page.
 */
export function inEventOrder<Output>(query: SelectQueryBuilder<Database, "events", Output>) {
  return query.orderBy("display_order", "asc").orderBy("created_at", "desc").orderBy("id", "asc");
}

type EventRow = Pick<
  EventTable,
  "id" | "version" | "embed_code" | "caption" | "caption_en" | "is_active" | "show_on_home" | "show_on_events" | "display_order"
>;

function toManagedEvent(row: EventRow): ManagedEvent {
  return {
    id: row.id,
    version: row.version,
    embedCode: row.embed_code,
    // Read again on the way out, as on the public pages: the preview shows what guests see.
    embed: parseEmbed(row.embed_code),
    caption: { tr: row.caption, en: row.caption_en ?? "" },
    isActive: row.is_active === 1,
    showOnHome: row.show_on_home === 1,
    showOnEvents: row.show_on_events === 1,
    displayOrder: row.display_order,
  };
}

/** Every event, active or not, in the brief's order. */
export async function listEvents(db: AppDatabase): Promise<ManagedEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "version", "embed_code", "caption", "caption_en", "is_active", "show_on_home", "show_on_events", "display_order"])
    .$call(inEventOrder)
    .execute();
  return rows.map(toManagedEvent);
}

const flag = (value: boolean) => (value ? 1 : 0);

function columns(input: EventInput): Omit<NewRow<"events">, "id"> {
  return {
    // The schema has already replaced the pasted code with the sanitiser's output.
    embed_code: input.embedCode,
    caption: input.captionTr,
    caption_en: input.captionEn === "" ? null : input.captionEn,
    display_order: input.displayOrder,
    is_active: flag(input.isActive),
    show_on_home: flag(input.showOnHome),
    show_on_events: flag(input.showOnEvents),
  };
}

export async function createEvent(db: AppDatabase, actorId: string, input: EventInput): Promise<{ id: string }> {
  const row = await write(db, actorId, (w) => w.create("events", columns(input)));
  return { id: row.id };
}

export async function updateEvent(db: AppDatabase, actorId: string, change: { id: string; version: number; input: EventInput }): Promise<{ id: string }> {
  await write(db, actorId, (w) => w.update("events", change.id, change.version, columns(change.input)));
  return { id: change.id };
}

/** Activate or Deactivate. */
export async function setEventActive(db: AppDatabase, actorId: string, change: { id: string; version: number; isActive: boolean }): Promise<{ id: string }> {
  await write(db, actorId, (w) => w.update("events", change.id, change.version, { is_active: flag(change.isActive) }));
  return { id: change.id };
}

/** Undoes an event's delete: the event comes back exactly as it was, guests' pages included. */
export async function restoreEvent(db: AppDatabase, actorId: string, target: { id: string }): Promise<void> {
  await write(db, actorId, (w) => w.restoreDeleted("events", target.id));
}

export async function deleteEvent(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, (w) => w.remove("events", target.id, target.version));
}
