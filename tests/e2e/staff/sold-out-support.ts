import { randomBytes } from "node:crypto";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write, type RowChanges } from "../../../app/db/write.server";

/** Two dishes with their own names in each language, in a category of their own at the end of the menu, in the test server's database. */
export async function seedTwoDishes(): Promise<{ categoryId: string; tag: string; first: { tr: string; en: string }; second: { tr: string; en: string } }> {
  const tag = randomBytes(3).toString("hex");
  const first = { tr: `Fırın Kumpir ${tag}`, en: `Oven Kumpir ${tag}` };
  const second = { tr: `Çıtır Rösti ${tag}`, en: `Crispy Rösti ${tag}` };
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const last = await w.trx.selectFrom("menu_categories").select((eb) => eb.fn.max<number | null>("position").as("max")).executeTakeFirst();
      const categoryId = `tonight-${tag}`;
      await w.create("menu_categories", { id: categoryId, name_tr: `Bu Akşam ${tag}`, name_en: `Tonight ${tag}`, position: Number(last?.max ?? 0) + 1, is_active: 1 });
      for (const [position, name] of [first, second].entries()) {
        await w.create("menu_items", {
          category_id: categoryId, name_tr: name.tr, name_en: name.en, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
          price_kurus: 25_000 + position * 1_000, position, is_active: 1,
        });
      }
      return { categoryId, tag, first, second };
    });
  } finally {
    await db.destroy();
  }
}

/** Changes the dish named `nameEn` as someone else would meanwhile (an admin's save, another cook's tap), through the write path: each change a write of its own, in turn. */
export async function changeDish(nameEn: string, ...changes: RowChanges<"menu_items">[]): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    for (const each of changes) {
      await write(db, null, async (w) => {
        const dish = await w.trx.selectFrom("menu_items").select(["id", "version"]).where("name_en", "=", nameEn).executeTakeFirstOrThrow();
        await w.update("menu_items", dish.id, dish.version, each);
      });
    }
  } finally {
    await db.destroy();
  }
}

/** The sold-out columns of the dish named `nameEn`, as the database holds them now. */
export async function dishColumns(nameEn: string): Promise<{ sold_out: string | null; sold_out_until: string | null }> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await db.selectFrom("menu_items").select(["sold_out", "sold_out_until"]).where("name_en", "=", nameEn).executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}
