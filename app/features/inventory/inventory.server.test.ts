import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyStatements } from "../../../tests/support/arbitraries";
import { createTestUser, openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import { write } from "~/db/write.server";
import { statementCode, statementColumns } from "~/lib/declarations";
import { inventoryScreenList, listInventoryForScreen, listInventoryItems } from "./inventory.server";

describe.each(testEngines())("the inventory's list on %s", (engine) => {
  it("gives each item as listInventoryItems does, with the statement letters statementCode makes, worked out by the database", async () => {
    const db = await openDatabaseForTest(engine);
    const actorId = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    const statements = fc.sample(anyStatements, { numRuns: 12, seed: 25 });
    await write(db, actorId, async (w) => {
      for (const [index, each] of statements.entries()) {
        const pack = index % 2 === 0 ? { pack_unit: "bottle", pack_amount_milli: 700, pack_amount_unit: "l" } : {};
        await w.create("inventory_items", { name: `Malzeme ${index}`, unit: "piece", price_kurus: index * 100, vendor: "Metro", category: "food", ...pack, ...statementColumns(each) });
      }
    });
    const items = await listInventoryItems(db);
    const byId = new Map((await listInventoryForScreen(db)).map((entry) => [entry.id, entry]));
    expect(items).toHaveLength(statements.length);
    for (const { statements: stated, ...item } of items) expect(byId.get(item.id)).toEqual({ ...item, statementCode: statementCode(stated) });
  });

  it("comes in the database's order of names, which the screen's sort in the page's language then barely has to change", async () => {
    const db = await openDatabaseForTest(engine);
    const actorId = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    await write(db, actorId, async (w) => {
      for (const name of ["Zeytin", "Armut", "Kiraz", "Elma"]) {
        await w.create("inventory_items", { name, unit: "kg", price_kurus: 100, vendor: "Metro", category: "food" });
      }
    });
    expect((await listInventoryForScreen(db)).map((entry) => entry.name)).toEqual(["Armut", "Elma", "Kiraz", "Zeytin"]);
  });

  it("is sorted in each language, and held while nothing is written: the next call after a write has it", async () => {
    const db = await openDatabaseForTest(engine);
    const actorId = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    const addItem = (name: string) => write(db, actorId, (w) => w.create("inventory_items", { name, unit: "kg", price_kurus: 100, vendor: "Metro", category: "food" }));
    for (const name of ["Zeytin", "Ispanak", "İncir", "Çay", "Dana"]) await addItem(name);
    const namesIn = async (language: "tr" | "en") => (await inventoryScreenList(db, language)).items.map((item) => item.name);
    // Turkish puts I before İ; English reads İ as I.
    expect(await namesIn("tr")).toEqual(["Çay", "Dana", "Ispanak", "İncir", "Zeytin"]);
    expect(await namesIn("en")).toEqual(["Çay", "Dana", "İncir", "Ispanak", "Zeytin"]);
    // Held on SQLite: the same list, not read again.
    const held = await inventoryScreenList(db, "tr");
    if (engine === "sqlite") expect(await inventoryScreenList(db, "tr")).toBe(held);

    await addItem("Elma");
    expect(await namesIn("tr")).toEqual(["Çay", "Dana", "Elma", "Ispanak", "İncir", "Zeytin"]);
  });
});
