import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { AppDatabase } from "~/db/connection.server";
import { sql, type Selectable, type Transaction } from "kysely";
import type { Database, InventoryItemTable, StatementColumns } from "~/db/schema";
import { lockFor } from "~/db/locks.server";
import { rowHolds, write, writeImport, type Writer } from "~/db/write.server";
import { messageRef } from "~/i18n/message-ref";
import { AppError } from "~/lib/app-error";
import { unconfirmedUsers, type RowUser } from "~/lib/row-reference";
import { STATEMENT_COLUMNS, statementsOf } from "~/lib/declarations";
import { deletedSourceColumns } from "../allergens/allergens.server";
import { statementInput } from "../allergens/statement-fields";
import type { InventoryFormInput, InventoryItem, InventoryItemInput } from "./inventory";
import { inventoryListText, parseInventoryList, type InventoryListEntry, type InventoryListText } from "./inventory-list-text";
import { heldPerDatabase } from "~/db/held-read.server";
import { LANGUAGES, type Language } from "~/i18n/localize";
import { knownVendors, sortByName, vendorKey } from "~/lib/names";
import { importKey } from "./inventory-csv";
import { packOf } from "./price-history";
import { changesPrice, recordPrices, type ItemChange, type RecordedPrice } from "./price-history.server";

/** An item's columns but its statements, which the screen's list reads as one code (STATEMENT_CODE). */
const OWN_COLUMNS = ["id", "name", "unit", "price_kurus", "vendor", "category", "version", "pack_unit", "pack_amount_milli", "pack_amount_unit"] as const;
const ITEM_COLUMNS = [...OWN_COLUMNS, ...STATEMENT_COLUMNS] as const;
type OwnColumns = Selectable<Pick<InventoryItemTable, (typeof OWN_COLUMNS)[number]>>;
type ItemColumns = Selectable<Pick<InventoryItemTable, (typeof ITEM_COLUMNS)[number]>>;

/** An item's own fields, from its row: everything but its statements. */
function ownFields(row: OwnColumns): Omit<InventoryItem, "statements"> {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    priceKurus: row.price_kurus,
    vendor: row.vendor,
    category: row.category,
    version: row.version,
    pack: packOf(row),
  };
}

function toItem(row: ItemColumns): InventoryItem {
  return { ...ownFields(row), statements: statementsOf(row) };
}

/** Every inventory item. The screens sort by name in the page's language (Turkish collation in Turkish). */
export async function listInventoryItems(db: AppDatabase): Promise<InventoryItem[]> {
  const rows = await db.selectFrom("inventory_items").select(ITEM_COLUMNS).execute();
  return rows.map(toItem);
}

/**
 * An item's 18 statement letters (statementCode in app/lib/declarations.ts), made by the database:
 * each letter is its column's first. The list then reads one column rather than eighteen, and makes
 * no statements to turn back into letters.
 */
const STATEMENT_CODE = sql<string>`${sql.join(
  STATEMENT_COLUMNS.map((column) => sql`substr(${sql.ref(column)}, 1, 1)`),
  sql` || `,
)}`;

/**
 * Every inventory item as the screen lists it (app/features/inventory/inventory-list-text.ts), in
 * the database's order of names. The screen sorts them again in the page's language (sortByName:
 * Turkish letters in their places), and a list that is almost in order already takes that sort a
 * fraction of the time: 0.8 ms instead of 6 for 5,000 items.
 */
export async function listInventoryForScreen(db: AppDatabase): Promise<InventoryListEntry[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select([...OWN_COLUMNS, STATEMENT_CODE.as("statement_code")])
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ ...ownFields(row), statementCode: row.statement_code }));
}

/**
 * The inventory screen's list (app/routes/inventory-manager.tsx) in a language: every item, sorted
 * by name in it, as the text GET /inventory-manager/list sends and as items the page's loader
 * chooses from, and what the screen shows with them.
 */
export interface InventoryScreenList {
  /** Every item as one text (inventory-list-text.ts). */
  text: InventoryListText;
  /** The text's version: its ETag, which the page names so the screen knows when to ask again. */
  version: string;
  /**
   * The text gzipped, made once when first asked and held with the list: 530 kB for 5,000 items
   * took compression() about 20 ms of CPU at every request.
   */
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
  /** Every item, read back from the text. */
  items: InventoryItem[];
  /** The vendors the items name, for the form's suggestions (knownVendors). */
  vendors: string[];
  /** The recipes that use each item, by the item's id. */
  usedBy: Record<string, RowUser[]>;
}

async function readInventoryScreenList(db: AppDatabase, language: Language): Promise<InventoryScreenList> {
  const [entries, usedBy] = await Promise.all([listInventoryForScreen(db), recipesUsingInventoryItems(db)]);
  const text = inventoryListText(sortByName(entries, language));
  const items = parseInventoryList(text);
  let gzipped: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const gzipText = () => {
    // Off the main thread; a failure is not held, the next request tries again.
    gzipped = gzipAsync(text).then(
      (bytes) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      (error: unknown) => {
        gzipped = undefined;
        throw error;
      },
    );
    return gzipped;
  };
  return {
    text,
    version: createHash("sha256").update(text).digest("base64url").slice(0, 22),
    gzipped: () => gzipped ?? gzipText(),
    items,
    vendors: knownVendors(items, language),
    usedBy,
  };
}

const gzipAsync = promisify(gzip);

// The list held per database (heldPerDatabase), one in each language.
const heldScreenLists = Object.fromEntries(LANGUAGES.map((language) => [language, heldPerDatabase((db) => readInventoryScreenList(db, language))])) as Record<
  Language,
  (db: AppDatabase) => InventoryScreenList | Promise<InventoryScreenList>
>;

/**
 * The inventory screen's list in a language, held while nothing was written to the database
 * (heldPerDatabase): reading 5,000 items and writing them as the list's text was 20-25 ms of each
 * page's 60 ms of server time. Any write moves the mark, a session's as an item's, so a changed item
 * is in the next page. Shared while held: not to be changed.
 */
export function inventoryScreenList(db: AppDatabase, language: Language): InventoryScreenList | Promise<InventoryScreenList> {
  return heldScreenLists[language](db);
}

/** An item's own columns. The pack is not among them: a CSV row has none, and an import keeps the one an item has. */
function columns(input: InventoryItemInput) {
  return { name: input.name, unit: input.unit, price_kurus: input.price, vendor: input.vendor, category: input.category };
}

function formColumns(input: InventoryFormInput) {
  return {
    ...columns(input),
    ...statementInput(input),
    pack_unit: input.pack?.unit ?? null,
    pack_amount_milli: input.pack?.amountMilli ?? null,
    pack_amount_unit: input.pack?.amountUnit ?? null,
  };
}

/**
 * What a write does in its own transaction once it has recorded new prices in the history
 * (price-history.server.ts): the food cost's effects on the menu, which a feature above this one
 * works out (app/features/food-cost/price-changes.server.ts). Nothing: no prices changed.
 */
export type AfterPrices<R> = (w: Writer, recorded: readonly RecordedPrice[]) => Promise<R>;

async function afterPrices<R>(w: Writer, recorded: readonly RecordedPrice[], then: AfterPrices<R> | undefined): Promise<R | null> {
  return then && recorded.length > 0 ? then(w, recorded) : null;
}

/**
 * Whether an item other than `exceptId` has this name and vendor, as an import tells items apart
 * (importKey: in any case, with Turkish letters folded). Two such items would be one to an import,
 * which would update either of them, and a recipe could go on costing the other at its old price.
 *
 * A write that checks it, and an import, take their turn first (`lockFor(…, "inventory-names")`,
 * before any other lock of theirs): on PostgreSQL two saves of one pair at the same moment would
 * otherwise each find it free. No unique index holds it (decision 0043).
 */
function nameAndVendorTaken(rows: readonly ItemName[], item: { name: string; vendor: string }, exceptId?: string): boolean {
  const key = importKey(item);
  return rows.some((row) => row.id !== exceptId && importKey(row) === key);
}

interface ItemName {
  id: string;
  name: string;
  vendor: string;
}

/** Every item's name and vendor, the oldest first: what the name check and a vendor's spelling read, once per write. */
function itemNames(w: Writer): Promise<ItemName[]> {
  return w.trx.selectFrom("inventory_items").select(["id", "name", "vendor"]).orderBy("created_at").orderBy("id").execute();
}

const nameAndVendorTakenError = () => new AppError("invalid", { fieldErrors: { name: ["inventory.nameAndVendorTaken"] } });

/**
 * A vendor as it is spelt where it is saved: a saved contact's name (the Vendors screen), or else as
 * another item already names it. 'şükrü manav' typed for 'Şükrü Manav' was one vendor to the
 * shopping lists and the Vendors screen, and yet the item's row and its recipes' lines showed it
 * as typed. A vendor nobody has saved yet keeps the spelling typed, trimmed. `itemId`: the item
 * being saved, whose own spelling is not another item's (the case of its only vendor can be mended).
 * `items`: every item, the oldest first (itemNames), as the write has read them already.
 */
async function vendorSpeller(w: Writer, items: readonly { id: string; vendor: string }[]): Promise<(typed: string, itemId?: string) => string> {
  const contacts = await w.trx.selectFrom("vendors").select(["name", "name_key"]).execute();
  const contactNames = new Map(contacts.map((contact) => [contact.name_key, contact.name]));
  // The first two items naming each vendor: the first is its spelling, unless it is the item being saved.
  const namedBy = new Map<string, { id: string; vendor: string }[]>();
  for (const item of items) {
    const key = vendorKey(item.vendor);
    const first = namedBy.get(key);
    if (!first) namedBy.set(key, [item]);
    else if (first.length === 1) first.push(item);
  }
  return (typed, itemId) => {
    const key = vendorKey(typed);
    return contactNames.get(key) ?? namedBy.get(key)?.find((item) => item.id !== itemId)?.vendor.trim() ?? typed.trim();
  };
}

export async function createInventoryItem(db: AppDatabase, actorId: string, input: InventoryFormInput): Promise<InventoryItem> {
  return write(db, actorId, async (w) => {
    await lockFor(w.trx, "inventory-names");
    const names = await itemNames(w);
    if (nameAndVendorTaken(names, input)) throw nameAndVendorTakenError();
    const item = await w.create("inventory_items", { ...formColumns(input), vendor: (await vendorSpeller(w, names))(input.vendor) });
    await recordPrices(w, [{ item, before: null }], "typed");
    return toItem(item);
  });
}

/** An item's new values; a new price goes into its history, and `then` runs with it in the same transaction. */
export async function updateInventoryItem<R = null>(
  db: AppDatabase,
  actorId: string,
  change: { id: string; version: number; input: InventoryFormInput },
  then?: AfterPrices<R>,
): Promise<{ item: InventoryItem; effects: R | null }> {
  return write(db, actorId, async (w) => {
    // Before the row's own lock: an import takes its turn and then updates rows.
    await lockFor(w.trx, "inventory-names");
    const current = await w.get("inventory_items", change.id);
    // Only a new name or vendor reads the other items: a price or allergen save reads none.
    const vendorTyped = change.input.vendor !== current.vendor;
    const names = vendorTyped || importKey(change.input) !== importKey(current) ? await itemNames(w) : null;
    // A vendor typed anew takes its saved spelling.
    const vendor = vendorTyped && names ? (await vendorSpeller(w, names))(change.input.vendor, change.id) : current.vendor;
    const { before, after } = await w.update("inventory_items", change.id, change.version, { ...formColumns(change.input), vendor });
    // Only a new name or vendor is checked: two items that share them already (saved before this
    // rule) can still have their prices kept, and a rename tells them apart.
    if (names && importKey(after) !== importKey(before) && nameAndVendorTaken(names, after, after.id)) throw nameAndVendorTakenError();
    const recorded = changesPrice(before, after) ? await recordPrices(w, [{ item: after, before }], "typed") : [];
    return { item: toItem(after), effects: await afterPrices(w, recorded, then) };
  });
}

/** The recipes that use each inventory item as an ingredient, by the item's id, each list by name. */
export async function recipesUsingInventoryItems(db: AppDatabase | Transaction<Database>, itemId?: string): Promise<Record<string, RowUser[]>> {
  let query = db
    .selectFrom("recipe_ingredients")
    .innerJoin("recipes", "recipes.id", "recipe_ingredients.recipe_id")
    .select(["recipe_ingredients.inventory_item_id as itemId", "recipes.id", "recipes.name"])
    .distinct()
    .where("recipe_ingredients.inventory_item_id", "is not", null)
    .orderBy("recipes.name")
    .orderBy("recipes.id");
  if (itemId) query = query.where("recipe_ingredients.inventory_item_id", "=", itemId);
  const byItem: Record<string, RowUser[]> = {};
  for (const { itemId: item, id, name } of await query.execute()) (byItem[item ?? ""] ??= []).push({ id, name });
  return byItem;
}

/**
 * Deletes an inventory item. The recipes that use it keep their ingredient, now missing (named as
 * the item was called, their cost incomplete, what it contains and may contain kept). `confirmedUsers`: the recipes the person was told
 * use it; one more since then and the delete is refused, to be confirmed again.
 */
export async function deleteInventoryItem(db: AppDatabase, actorId: string, target: { id: string; version: number; confirmedUsers: readonly string[] }): Promise<void> {
  await write(db, actorId, async (w) => {
    const current = await w.get("inventory_items", target.id);
    if (current.version !== target.version) throw new AppError("stale");
    const users = (await recipesUsingInventoryItems(w.trx, target.id))[target.id] ?? [];
    const unconfirmed = unconfirmedUsers(users, target.confirmedUsers);
    if (unconfirmed.length > 0) throw new AppError("conflict", { message: messageRef("inventory.usedInChanged", { names: unconfirmed.map((user) => user.name).join(", ") }) });
    // The ingredients that will miss it are named by what it is called now, and keep what it
    // contains and may contain (the butter is still in the sauce until the recipe is changed).
    const { declarations } = statementsOf(current);
    await w.trx
      .updateTable("recipe_ingredients")
      .set({ name: current.name, ...deletedSourceColumns((key) => declarations[key]) })
      .where("inventory_item_id", "=", target.id)
      .execute();
    await w.remove("inventory_items", target.id, target.version);
  });
}

/**
 * An import, in one transaction: a row with the id of an existing item (CSV_ID_COLUMN), or else
 * with the name and vendor of one, updates it (when anything differs), any other row is added.
 * Returns how many of each, which is also what the audit log keeps of it: one entry for the import.
 * Nothing is written, and each row is named, when a row exported at an older version of its item
 * than the item has now would change it ("stale": the file would put back what was changed since,
 * CSV_VERSION_COLUMN), or would give its item the name and vendor of another item ("conflict").
 */
export async function importInventoryItems(
  db: AppDatabase,
  actorId: string,
  rows: readonly (InventoryItemInput & { statements?: Partial<StatementColumns>; line?: number; exportedVersion?: number; exportedId?: string })[],
  then?: AfterPrices<unknown>,
): Promise<{ created: number; updated: number; unchanged: number }> {
  return writeImport(db, actorId, "inventory_csv_import", async (w) => {
    await lockFor(w.trx, "inventory-names");
    const priced: ItemChange[] = [];
    const existing = await w.trx.selectFrom("inventory_items").selectAll().execute();
    const byId = new Map(existing.map((row) => [row.id, row]));
    const byKey = new Map(existing.map((row) => [importKey(row), row]));
    const oldestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
      a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    const spell = await vendorSpeller(w, [...existing].sort(oldestFirst));
    // The rows found by their id first: an item one of them names is not found again by its name.
    const foundById = rows.map((input) => (input.exportedId === undefined ? undefined : byId.get(input.exportedId)));
    const taken = new Set(foundById.flatMap((row) => (row ? [row.id] : [])));
    const added: (ReturnType<typeof columns> & Partial<StatementColumns>)[] = [];
    let updated = 0;
    let unchanged = 0;
    const changedSince: string[] = [];
    const nameTaken: string[] = [];
    const named = (input: { line?: number }, name: string) => (input.line === undefined ? name : `${input.line} (${name})`);
    for (const [index, input] of rows.entries()) {
      const sameName = byKey.get(importKey(input));
      const row = foundById[index] ?? (sameName && !taken.has(sameName.id) ? sameName : undefined);
      // The statements the file gives; those it leaves out stay as the item has them.
      const values = { ...columns(input), vendor: spell(input.vendor, row?.id), ...input.statements };
      if (!row) {
        added.push(values);
      } else if (!rowHolds(row, values)) {
        if (input.exportedVersion !== undefined && input.exportedVersion !== row.version) {
          // Renamed since, by its id: by both names, the file's and the one it has now.
          changedSince.push(named(input, input.name === row.name ? row.name : `${input.name} → ${row.name}`));
          continue;
        }
        // Renamed in the file: to a name and vendor no other item has.
        if (sameName && sameName.id !== row.id) {
          nameTaken.push(named(input, input.name));
          continue;
        }
        const { before, after } = await w.update("inventory_items", row.id, row.version, values);
        if (changesPrice(before, after)) priced.push({ item: after, before });
        updated += 1;
      } else {
        unchanged += 1;
      }
    }
    if (changedSince.length > 0) throw new AppError("stale", { message: messageRef("inventory.csvChangedSince", { lines: changedSince.join(", ") }) });
    if (nameTaken.length > 0) throw new AppError("conflict", { message: messageRef("inventory.csvNameTaken", { lines: nameTaken.join(", ") }) });
    const created = await w.createMany("inventory_items", added);
    const recorded = await recordPrices(w, [...priced, ...created.map((item) => ({ item, before: null }))], "csv_import");
    await afterPrices(w, recorded, then);
    return { created: added.length, updated, unchanged };
  });
}
