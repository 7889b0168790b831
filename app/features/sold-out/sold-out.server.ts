import type { AppDatabase } from "~/db/connection.server";
import { lockFor, lockRow } from "~/db/locks.server";
import { setPublicContentEnds } from "~/db/public-content.server";
import { write, type Writer } from "~/db/write.server";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { AppError } from "~/lib/app-error";
import { sameSoldOut, soldOutColumns, soldOutShown, soldOutState, type SoldOutInput, type TonightCategory } from "./sold-out";

/**
 * The 'Tonight' list: every active dish of every active category, in menu order, each with whether
 * it is sold out at `now`. Categories with no active dish are left out, as on the guests' menu.
 */
export async function listTonight(db: AppDatabase, now = new Date()): Promise<TonightCategory[]> {
  const [categories, items] = await Promise.all([
    db.selectFrom("menu_categories").select(["id", "name_tr", "name_en"]).where("is_active", "=", 1).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("menu_items")
      .select(["id", "category_id", "name_tr", "name_en", "sold_out", "sold_out_until"])
      .where("is_active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const byCategory = new Map<string, TonightCategory>(categories.map((row) => [row.id, { id: row.id, name: { tr: row.name_tr, en: row.name_en }, dishes: [] }]));
  for (const item of items) {
    byCategory.get(item.category_id)?.dishes.push({ id: item.id, shown: soldOutShown(item), name: { tr: item.name_tr, en: item.name_en }, state: soldOutState(item, now) });
  }
  return [...byCategory.values()].filter((category) => category.dishes.length > 0);
}

/**
 * Marks a dish sold out for tonight or until further notice, or on sale again: a write like any
 * other, audited with who and when, raising the public content version but not the dish's, whose
 * forms do not hold it (its `unversioned` columns, app/db/write.server.ts).
 * A tap sets the state outright, so what decides it is the sold-out state it was shown (`shown`),
 * not the dish's version: a tap that asks for what the dish already is (a second cook marking it a
 * moment after the first) succeeds and writes nothing; one whose dish's sold-out state has changed
 * since it was shown (another cook marked it, or put it back on sale) is refused as stale; an admin's
 * save of the price or the description meanwhile does not refuse it. Returns whether it wrote.
 */
export async function setSoldOut(db: AppDatabase, actorId: string, input: SoldOutInput, now = new Date()): Promise<{ changed: boolean }> {
  return write(
    db,
    actorId,
    async (w) => {
      // On PostgreSQL a save of the dish under way commits first, and the update below, at the
      // version read here, cannot then find another one (docs/decisions/0034-sold-out.md).
      await lockRow(w.trx, "menu_items", input.id, "update");
      const current = await w.get("menu_items", input.id);
      if (current.is_active !== 1) throw new AppError("not-found", { message: "soldOut.notOnMenu" });
      const { openingHours } = await getSiteSettings(w.trx);
      const wanted = soldOutColumns(input.choice, openingHours, now);
      if (sameSoldOut(current, wanted, now)) return { changed: false };
      if (soldOutShown(current) !== input.shown) {
        const message = input.shown === undefined ? "soldOut.pageOutdated" : "soldOut.changedMeanwhile";
        throw new AppError("stale", { message, detail: `menu_items ${input.id}: sold out ${soldOutShown(current)}, not ${input.shown ?? "(not sent)"}` });
      }
      await w.update("menu_items", input.id, current.version, wanted);
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
