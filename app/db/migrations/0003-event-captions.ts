import type { Kysely } from "kysely";

/**
 * Event captions in both languages. The caption an event already has stays in `caption`, which is
 * from now on the Turkish one (the house language); `caption_en` is added empty (null). By the
 * brief's lookup order (shown language, then Turkish, then English) an English page then shows the
 * old caption until an admin writes an English one: no page changes when this runs.
 * See docs/decisions/0012-events-manager-and-captions.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").addColumn("caption_en", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").dropColumn("caption_en").execute();
}
