import type { AppDatabase } from "~/db/connection.server";
import { parseEmbed } from "./embed";
import type { PublicEvent } from "./events";
import { inEventOrder } from "./events.server";

/**
 * Active events for one public place (home or events page), in the brief's order. The caption
 * goes out in both languages; the page shows it by the brief's lookup order.
 */
export async function getPublicEvents(db: AppDatabase, place: "home" | "events"): Promise<PublicEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "caption", "caption_en", "embed_code"])
    .where("is_active", "=", 1)
    .where(place === "home" ? "show_on_home" : "show_on_events", "=", 1)
    .$call(inEventOrder)
    .execute();
  return rows
    .map((row) => ({ id: row.id, caption: { tr: row.caption, en: row.caption_en ?? "" }, embed: parseEmbed(row.embed_code) }))
    .filter((event) => event.embed !== null || event.caption.tr.trim() !== "" || event.caption.en.trim() !== "");
}
