import type { AppDatabase } from "~/db/connection.server";
import { sanitizeEmbed } from "./embed";

export interface PublicEvent {
  id: string;
  caption: string;
  /** The embed, sanitised again on the way out: "" when the stored code is not a trusted embed. */
  embedHtml: string;
}

/**
 * Active events for one public place (home or events page), by display order, newest first within
 * the same order, as the brief orders them.
 */
export async function getPublicEvents(db: AppDatabase, place: "home" | "events"): Promise<PublicEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "caption", "embed_code"])
    .where("is_active", "=", 1)
    .where(place === "home" ? "show_on_home" : "show_on_events", "=", 1)
    .orderBy("display_order", "asc")
    .orderBy("created_at", "desc")
    .execute();
  return rows
    .map((row) => ({ id: row.id, caption: row.caption, embedHtml: sanitizeEmbed(row.embed_code) }))
    .filter((event) => event.embedHtml !== "" || event.caption.trim() !== "");
}
