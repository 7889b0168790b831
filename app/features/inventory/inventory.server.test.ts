import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyStatements } from "../../../tests/support/arbitraries";
import { allInTurn } from "../../../tests/support/overlapping-writes";
import { createTestUser, openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { write } from "~/db/write.server";
import { isAppError } from "~/lib/app-error";
import { statementCode, statementColumns } from "~/lib/declarations";
import { inventoryFormSchema, inventoryItemSchema } from "./inventory";
import { importKey } from "./inventory-csv";
import { createInventoryItem, importInventoryItems, inventoryScreenList, listInventoryForScreen, listInventoryItems, updateInventoryItem } from "./inventory.server";

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

describe.each(testEngines())("one item per name and vendor, when people save at the same moment, on %s", (engine) => {
  const form = (name: string, vendor: string) => inventoryFormSchema("en").parse({ name, unit: "kg", price: "40", vendor, category: "food" });
  /** "saved", or what the name field is told. */
  const outcomeOf = (saving: Promise<unknown>): Promise<string> =>
    saving.then(
      () => "saved",
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        return error.fieldErrors?.name?.[0] ?? error.code;
      },
    );
  const itemsWith = async (db: AppDatabase, pair: { name: string; vendor: string }) =>
    (await db.selectFrom("inventory_items").select(["id", "name", "vendor"]).execute()).filter((row) => importKey(row) === importKey(pair));

  it("saves one of two items created with the same pair, and refuses the other, round after round", async () => {
    const db = await openDatabaseForTest(engine);
    const [chef, cook] = [await createTestUser(db, { role: "staff", email: "chef@example.com" }), await createTestUser(db, { role: "staff", email: "cook@example.com" })];
    for (let round = 0; round < 10; round++) {
      const name = `Mor patates ${round}`;
      // Each has read every item's name and vendor before either writes.
      const results = await allInTurn(db, engine, [
        () => outcomeOf(createInventoryItem(db, chef, form(name, "Bostan"))),
        () => outcomeOf(createInventoryItem(db, cook, form(name.toUpperCase(), "bostan"))),
      ]);
      expect(results.sort()).toEqual(["inventory.nameAndVendorTaken", "saved"]);
      expect(await itemsWith(db, { name, vendor: "Bostan" })).toHaveLength(1);
    }
  });

  it("saves one of a rename and a create into the same pair, and refuses the other", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    for (let round = 0; round < 10; round++) {
      const name = `Sarı patates ${round}`;
      const other = await createInventoryItem(db, chef, form(`Başka ${round}`, "Bostan"));
      const results = await allInTurn(db, engine, [
        () => outcomeOf(updateInventoryItem(db, chef, { id: other.id, version: other.version, input: form(name, "Bostan") })),
        () => outcomeOf(createInventoryItem(db, chef, form(name, "Bostan"))),
      ]);
      expect(results.sort()).toEqual(["inventory.nameAndVendorTaken", "saved"]);
      expect(await itemsWith(db, { name, vendor: "Bostan" })).toHaveLength(1);
    }
  });

  it("makes one item of an import and a create of the same pair: the import updates the item, or the create is refused", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    for (let round = 0; round < 10; round++) {
      const name = `Kırmızı patates ${round}`;
      const row = inventoryItemSchema("en").parse({ name, unit: "kg", price: "55", vendor: "Bostan", category: "food" });
      const results = await allInTurn(db, engine, [
        () => outcomeOf(importInventoryItems(db, chef, [row])),
        () => outcomeOf(createInventoryItem(db, chef, form(name, "Bostan"))),
      ]);
      expect(results[0]).toBe("saved");
      expect(["saved", "inventory.nameAndVendorTaken"]).toContain(results[1]);
      expect(await itemsWith(db, { name, vendor: "Bostan" })).toHaveLength(1);
    }
  });
});

describe.each(testEngines())("an import of a file exported before a colleague's change, on %s", (engine) => {
  const row = (name: string, price: string, exportedVersion?: number, line?: number) => ({
    ...inventoryItemSchema("en").parse({ name, unit: "kg", price, vendor: "Metro", category: "food" }),
    ...(exportedVersion !== undefined && { exportedVersion }),
    ...(line !== undefined && { line }),
  });
  const prices = async (db: AppDatabase) =>
    Object.fromEntries((await db.selectFrom("inventory_items").select(["name", "price_kurus", "version"]).orderBy("name").execute()).map((item) => [item.name, [item.price_kurus, item.version]]));

  it("refuses the rows whose items were changed since, naming their lines, and writes nothing", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    await importInventoryItems(db, chef, [row("Tuz", "8"), row("Yağ", "120"), row("Un", "40")]);
    // Exported now: each at version 1. A colleague then changes the salt's and the oil's prices.
    for (const [name, price] of [["Tuz", "9"], ["Yağ", "130"]] as const) {
      const item = await db.selectFrom("inventory_items").select(["id", "version"]).where("name", "=", name).executeTakeFirstOrThrow();
      await updateInventoryItem(db, chef, { id: item.id, version: item.version, input: inventoryFormSchema("en").parse({ name, unit: "kg", price, vendor: "Metro", category: "food" }) });
    }
    const before = await prices(db);

    // The file changes the salt's and the flour's prices, and leaves the oil as exported (changing it back).
    const refused = await importInventoryItems(db, chef, [row("Tuz", "10", 1, 2), row("Yağ", "120", 1, 3), row("Un", "45", 1, 4)]).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe("stale");
    expect(isAppError(refused) && refused.messageRef).toBe('inventory.csvChangedSince|{"lines":"2 (Tuz), 3 (Yağ)"}');
    expect(await prices(db)).toEqual(before);
  });

  it("takes a row as the item is now, one exported at its version, and one without a version", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    await importInventoryItems(db, chef, [row("Tuz", "8"), row("Yağ", "120"), row("Un", "40")]);
    const salt = await db.selectFrom("inventory_items").select(["id", "version"]).where("name", "=", "Tuz").executeTakeFirstOrThrow();
    await updateInventoryItem(db, chef, { id: salt.id, version: salt.version, input: inventoryFormSchema("en").parse({ name: "Tuz", unit: "kg", price: "9", vendor: "Metro", category: "food" }) });

    // The salt as it is now (nothing to change), the oil at its version, the flour without one.
    expect(await importInventoryItems(db, chef, [row("Tuz", "9", 1), row("Yağ", "125", 1), row("Un", "42")])).toEqual({ created: 0, updated: 2, unchanged: 1 });
    expect(await prices(db)).toEqual({ Tuz: [900, 2], Un: [4200, 2], Yağ: [12500, 2] });
  });

  it("finds a row's item by the id it was exported with: an item renamed since is refused as changed, not added again under its old name", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    await importInventoryItems(db, chef, [row("Domates", "40"), row("Tuz", "8")]);
    const ids = Object.fromEntries((await db.selectFrom("inventory_items").select(["id", "name"]).execute()).map((item) => [item.name, item.id]));
    // Exported now; a colleague then renames the tomatoes.
    await updateInventoryItem(db, chef, { id: ids.Domates!, version: 1, input: inventoryFormSchema("en").parse({ name: "Salkım domates", unit: "kg", price: "40", vendor: "Metro", category: "food" }) });
    const before = await prices(db);

    // The file's row for them, under the old name with a new price.
    const refused = await importInventoryItems(db, chef, [{ ...row("Domates", "45", 1, 2), exportedId: ids.Domates! }, { ...row("Tuz", "8", 1, 3), exportedId: ids.Tuz! }]).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe("stale");
    expect(isAppError(refused) && refused.messageRef).toBe('inventory.csvChangedSince|{"lines":"2 (Domates → Salkım domates)"}');
    expect(await prices(db)).toEqual(before);
  });

  it("renames an item whose name the file changed, by its id; refuses a name another item has; and adds a row whose id this site does not have", async () => {
    const db = await openDatabaseForTest(engine);
    const chef = await createTestUser(db, { role: "staff", email: "chef@example.com" });
    await importInventoryItems(db, chef, [row("Domates", "40"), row("Tuz", "8")]);
    const ids = Object.fromEntries((await db.selectFrom("inventory_items").select(["id", "name"]).execute()).map((item) => [item.name, item.id]));

    // Renamed in the spreadsheet onto the salt's name: refused, nothing written.
    const before = await prices(db);
    const taken = await importInventoryItems(db, chef, [{ ...row("tuz", "40", 1, 2), exportedId: ids.Domates! }]).catch((error: unknown) => error);
    expect(isAppError(taken) && taken.code).toBe("conflict");
    expect(isAppError(taken) && taken.messageRef).toBe('inventory.csvNameTaken|{"lines":"2 (tuz)"}');
    expect(await prices(db)).toEqual(before);

    // Renamed to a name of its own: the same item, renamed; an id from another site is a new item, found by nothing.
    expect(await importInventoryItems(db, chef, [{ ...row("Salkım domates", "40", 1), exportedId: ids.Domates! }, { ...row("Biber", "30", 4), exportedId: "from-another-site" }])).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await prices(db)).toEqual({ Biber: [3000, 1], "Salkım domates": [4000, 2], Tuz: [800, 1] });
    expect((await db.selectFrom("inventory_items").select("id").where("name", "=", "Salkım domates").executeTakeFirstOrThrow()).id).toBe(ids.Domates);
  });
});
