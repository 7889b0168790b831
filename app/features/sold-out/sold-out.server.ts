import type { AppDatabase } from "~/db/connection.server";
import { lockFor } from "~/db/locks.server";
import { setPublicContentEnds } from "~/db/public-content.server";
import { write, type Writer } from "~/db/write.server";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { AppError } from "~/lib/app-error";
import { sameSoldOut, soldOutColumns, soldOutState, type SoldOutInput, type TonightCategory } from "./sold-out";

/**
 * The 'Tonight' list: every active dish of every active category, in menu order, each with whether
 * it is sold out at `now`. Categories with no active dish are left out, as on the guests' menu.
 */
export async function listTonight(db: AppDatabase, now = new Date()): Promise<TonightCategory[]> {
  const [categories, items] = await Promise.all([
    db.selectFrom("menu_categories").select(["id", "name_tr", "name_en"]).where("is_active", "=", 1).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("menu_items")
      .select(["id", "version", "category_id", "name_tr", "name_en", "sold_out", "sold_out_until"])
      .where("is_active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const byCategory = new Map<string, TonightCategory>(categories.map((row) => [row.id, { id: row.id, name: { tr: row.name_tr, en: row.name_en }, dishes: [] }]));
  for (const item of items) {
    byCategory.get(item.category_id)?.dishes.push({ id: item.id, version: item.version, name: { tr: item.name_tr, en: item.name_en }, state: soldOutState(item, now) });
  }
  return [...byCategory.values()].filter((category) => category.dishes.length > 0);
}

/**
 * Marks a dish sold out for tonight or until further notice, or on sale again: a write like any
 * other, audited with who and when, refused as stale when the dish changed since the list was read.
 * A tap that asks for what the dish already is (a second cook marking it a moment after the first)
 * succeeds and writes nothing. Returns whether it wrote.
 */
export async function setSoldOut(db: AppDatabase, actorId: string, input: SoldOutInput, now = new Date()): Promise<{ changed: boolean }> {
  return write(
    db,
    actorId,
    async (w) => {
      const current = await w.get("menu_items", input.id);
      if (current.is_active !== 1) throw new AppError("not-found", { message: "soldOut.notOnMenu" });
      const { openingHours } = await getSiteSettings(w.trx);
      const wanted = soldOutColumns(input.choice, openingHours, now);
      if (sameSoldOut(current, wanted, now)) return { changed: false };
      await w.update("menu_items", input.id, input.version, wanted);
      await keepEnds(w);
      return { changed: true };
    },
    now,
  );
}

/**
 * The instants at which a dish sold out for tonight goes on sale again: guests' pages change then.
 * Worked out from every dish, so two cooks' taps on two dishes take turns: each reads the dishes as
 * the other left them, and neither writes a list without the other's dish.
 */
async function keepEnds(w: Writer): Promise<void> {
  await lockFor(w.trx, "public-content-ends");
  const rows = await w.trx
    .selectFrom("menu_items")
    .select("sold_out_until")
    .distinct()
    .where("sold_out", "=", "tonight")
    .where("sold_out_until", ">", w.now)
    .execute();
  await setPublicContentEnds(
    w.trx,
    rows.flatMap((row) => (row.sold_out_until === null ? [] : [row.sold_out_until])),
    w.now,
    w.actorId,
  );
}
