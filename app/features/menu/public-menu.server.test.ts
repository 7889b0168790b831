import { describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { menuSeed } from "~/db/seed/menu-seed-data";
import { markPublicContentChanged } from "~/db/public-content.server";
import { getPublicMenu } from "./public-menu.server";

const seededItems = menuSeed.flatMap((category) => category.items).length;
const count = (menu: Awaited<ReturnType<typeof getPublicMenu>>) => menu.flatMap((category) => category.items).length;

describe.each(testEngines())("the public menu on %s", (engine) => {
  let db: AppDatabase;

  it("has the active items of active categories, in position order", async () => {
    db = await openDatabaseForTest(engine, "seeded");
    const first = menuSeed[0]!;
    await db.updateTable("menu_items").set({ is_active: 0 }).where("category_id", "=", first.id).execute();
    await db.updateTable("menu_categories").set({ is_active: 0 }).where("id", "=", menuSeed[1]!.id).execute();
    await markPublicContentChanged(db);

    const menu = await getPublicMenu(db);
    expect(menu.map((category) => category.id)).toEqual(menuSeed.slice(2).map((category) => category.id));
    expect(menu[0]!.items.map((item) => item.name.en)).toEqual(menuSeed[2]!.items.map((item) => item.name.en));
  });

  it("is read again only once the public content version has moved", async () => {
    db = await openDatabaseForTest(engine, "seeded");
    const before = await getPublicMenu(db);
    expect(count(before)).toBe(seededItems);
    expect(await getPublicMenu(db)).toBe(before);

    // A write that forgets to mark the change is not seen: this is the contract every write keeps.
    await db.updateTable("menu_items").set({ is_active: 0 }).where("category_id", "=", menuSeed[0]!.id).execute();
    expect(await getPublicMenu(db)).toBe(before);

    await markPublicContentChanged(db);
    const after = await getPublicMenu(db);
    expect(count(after)).toBe(seededItems - menuSeed[0]!.items.length);
  });
});
