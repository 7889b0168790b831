import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { lockRow } from "~/db/locks.server";
import type { Database, ShoppingListStatus, ShoppingListTable } from "~/db/schema";
import { recordPrices } from "~/features/inventory/price-history.server";
import { parseStoredJson, write, type Writer } from "~/db/write.server";
import { AppError } from "~/lib/app-error";
import { z } from "~/lib/zod";
import { messageRef } from "~/i18n/message-ref";
import { isUniqueViolation, lostReferenceAsConflict } from "~/db/errors";
import { normalisePhoneNumber } from "~/lib/phone";
import { whatsAppChatUrl } from "~/lib/phone-links";
import { vendorKey } from "~/lib/names";
import { findVendorByName, rememberVendorNumber } from "~/features/vendors/vendors.server";
import { shoppingListMessage } from "./shopping-list-message";
import {
  changedLines,
  LISTS_PER_PAGE,
  sameLines,
  SHOPPING_LIST_STATUSES,
  shoppingListName,
  shoppingListTabSearch,
  type MovedAwayItem,
  type OpenedMessage,
  type SentBeforeChange,
  type ShoppingList,
  type ShoppingListInput,
  type ShoppingListLine,
  type ShoppingListPage,
  type StoredLine,
  type ShoppingListTab,
} from "./shopping-lists";
import { filterByTabAndSearch } from "~/ui/tab-search";

type Executor = AppDatabase | Transaction<Database>;

export interface ShoppingListPageQuery {
  /** The search (name or vendor) and the tab, as the address says. */
  query: string;
  tab: ShoppingListTab;
  /** How many of the newest lists the search and tab leave are passed over: a page's start. */
  from: number;
  /** The list opened beside them, shown with its last sent message, wherever it is in the order. */
  selectedId: string | null;
}

/**
 * One load of the screen: every list's name, vendor and status (for the search and the tabs' counts),
 * but lines only for the lists shown and the one opened, and sends only for the one opened.
 */
export async function loadShoppingListPage(db: AppDatabase, { query, tab, from, selectedId }: ShoppingListPageQuery): Promise<ShoppingListPage> {
  const headers = await db.selectFrom("shopping_lists").select(["id", "name", "vendor", "status"]).orderBy("created_at", "desc").orderBy("id").execute();
  const { shown, counts } = filterByTabAndSearch(headers, shoppingListTabSearch, query, tab);
  const ids = shown.slice(from, from + LISTS_PER_PAGE).map((list) => list.id);
  const selectedExists = selectedId !== null && headers.some((list) => list.id === selectedId);
  const withLines = await listsWithLines(db, selectedExists && !ids.includes(selectedId) ? [...ids, selectedId] : ids);
  const byId = new Map(withLines.map((list) => [list.id, list]));
  let selected = selectedExists ? (byId.get(selectedId) ?? null) : null;
  let vendorNumber: string | null = null;
  if (selected) {
    const [sentMessage, vendor, vendorSend] = await Promise.all([
      lastSentMessage(db, selected.id),
      findVendorByName(db, selected.vendor),
      db.selectFrom("shopping_list_sends").select("sent_to").where("vendor", "=", selected.vendor).orderBy("sent_at", "desc").limit(1).executeTakeFirst(),
    ]);
    selected = { ...selected, sentMessage };
    // A send from before numbers were checked may hold one WhatsApp refuses: it is not offered.
    vendorNumber = vendor?.whatsapp_number ?? (vendorSend ? normalisePhoneNumber(vendorSend.sent_to) : null);
  }
  return { lists: ids.map((id) => (id === selected?.id ? selected : byId.get(id)!)), counts, older: Math.max(0, shown.length - from - LISTS_PER_PAGE), selected, vendorNumber };
}

/** The message of a list's last send, exactly as it went; null for a list never sent. */
async function lastSentMessage(db: Executor, listId: string): Promise<string | null> {
  const send = await db.selectFrom("shopping_list_sends").select("message").where("shopping_list_id", "=", listId).orderBy("sent_at", "desc").limit(1).executeTakeFirst();
  return send?.message ?? null;
}

/**
 * The lists of `ids`, newest first, with their lines. A draft's lines follow the inventory (today's
 * name, unit and price); a sent list's lines are what was sent, whatever has happened to the
 * inventory since. A draft's line whose item is gone, or now comes from another vendor, orders
 * nothing from this one: it is left out of the lines (so of the total, the message and an edit),
 * and a moved one is named in `movedAway`. `sentMessage` is left null: only an opened list needs it.
 */
async function listsWithLines(db: Executor, ids: readonly string[]): Promise<ShoppingList[]> {
  if (ids.length === 0) return [];
  const [lists, lines] = await Promise.all([
    db.selectFrom("shopping_lists").selectAll().where("id", "in", ids).orderBy("created_at", "desc").orderBy("id").execute(),
    db
      .selectFrom("shopping_list_lines as line")
      .leftJoin("inventory_items as item", "item.id", "line.inventory_item_id")
      .select([
        "line.id",
        "line.shopping_list_id",
        "line.inventory_item_id",
        "line.quantity_milli",
        "line.sent_name",
        "line.sent_unit",
        "line.sent_price_kurus",
        "item.name as item_name",
        "item.unit as item_unit",
        "item.price_kurus as item_price_kurus",
        "item.vendor as item_vendor",
      ])
      .where("line.shopping_list_id", "in", ids)
      .orderBy("line.shopping_list_id")
      .orderBy("line.position")
      .execute(),
  ]);
  const listById = new Map(lists.map((list) => [list.id, list]));
  const linesByList = new Map<string, ShoppingListLine[]>();
  const movedByList = new Map<string, MovedAwayItem[]>();
  const add = <T>(map: Map<string, T[]>, listId: string, entry: T) => {
    const entries = map.get(listId);
    if (entries) entries.push(entry);
    else map.set(listId, [entry]);
  };
  for (const line of lines) {
    const list = listById.get(line.shopping_list_id)!;
    if (list.status !== "draft") {
      add(linesByList, list.id, { id: line.id, inventoryItemId: line.inventory_item_id, name: line.sent_name, unit: line.sent_unit ?? "", priceKurus: line.sent_price_kurus ?? 0, quantityMilli: line.quantity_milli });
    } else if (line.item_name === null || line.item_vendor === null) {
      // Its item was deleted: it would order nothing.
    } else if (vendorKey(line.item_vendor) !== vendorKey(list.vendor)) {
      add(movedByList, list.id, { name: line.item_name, vendor: line.item_vendor });
    } else {
      add(linesByList, list.id, { id: line.id, inventoryItemId: line.inventory_item_id, name: line.item_name, unit: line.item_unit ?? "", priceKurus: line.item_price_kurus ?? 0, quantityMilli: line.quantity_milli });
    }
  }
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    vendor: list.vendor,
    status: list.status,
    createdAt: list.created_at,
    sentAt: list.sent_at,
    sentTo: list.sent_to,
    completedAt: list.completed_at,
    version: list.version,
    lines: linesByList.get(list.id) ?? [],
    movedAway: movedByList.get(list.id) ?? [],
    sentMessage: null,
  }));
}

/** How many lists are in each status: the admin dashboard's count. */
export async function countShoppingListsByStatus(db: AppDatabase): Promise<Record<ShoppingListStatus, number>> {
  const rows = await db.selectFrom("shopping_lists").select(["status", db.fn.countAll<number>().as("count")]).groupBy("status").execute();
  const counts: Record<ShoppingListStatus, number> = { draft: 0, sent: 0, completed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * The lines of a form, checked against the inventory inside the write: each item must exist and be
 * the list's vendor's. A line that is not is named by its place in the form, next to its field.
 */
async function checkedLines(w: Writer, input: ShoppingListInput, formIndexOf: (inventoryItemId: string) => number) {
  const ids = input.lines.map((line) => line.inventoryItemId);
  const items = ids.length === 0 ? [] : await w.trx.selectFrom("inventory_items").select(["id", "vendor"]).where("id", "in", ids).execute();
  const vendorOf = new Map(items.map((item) => [item.id, item.vendor]));
  const fieldErrors: Record<string, string[]> = {};
  for (const line of input.lines) {
    const vendor = vendorOf.get(line.inventoryItemId);
    if (vendor === undefined || vendorKey(vendor) !== vendorKey(input.vendor)) {
      const index = formIndexOf(line.inventoryItemId);
      fieldErrors[`items[${index}].inventoryItemId`] = [messageRef("shoppingLists.itemInventoryRequired", { n: index + 1 })];
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("invalid", { fieldErrors });
  return input.lines;
}

async function replaceLines(w: Writer, listId: string, lines: readonly { inventoryItemId: string; quantityMilli: number }[]) {
  await w.trx.deleteFrom("shopping_list_lines").where("shopping_list_id", "=", listId).execute();
  if (lines.length === 0) return;
  await w.trx
    .insertInto("shopping_list_lines")
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        shopping_list_id: listId,
        inventory_item_id: line.inventoryItemId,
        position,
        quantity_milli: line.quantityMilli,
        sent_name: null,
        sent_unit: null,
        sent_price_kurus: null,
      })),
    )
    .execute();
}

const linesForAudit = (lines: readonly { inventoryItemId: string | null; quantityMilli: number }[]) => ({
  lines: lines.map((line) => ({ inventoryItemId: line.inventoryItemId, quantityMilli: line.quantityMilli })),
});

async function currentLines(trx: Transaction<Database>, listId: string) {
  const rows = await trx.selectFrom("shopping_list_lines").select(["inventory_item_id", "quantity_milli"]).where("shopping_list_id", "=", listId).orderBy("position").execute();
  return rows.map((row) => ({ inventoryItemId: row.inventory_item_id, quantityMilli: row.quantity_milli }));
}

/**
 * A write of a list's lines. An item of the list deleted from the inventory meanwhile shows as a
 * foreign key refusing its line: someone else's change, answered as a conflict, not a crash.
 */
async function linesWrite<R>(db: AppDatabase, actorId: string, work: (w: Writer) => Promise<R>, now?: Date): Promise<R> {
  try {
    return await write(db, actorId, work, now);
  } catch (error) {
    throw lostReferenceAsConflict(error);
  }
}

/** A new draft for one vendor, named with today's date in Istanbul and the vendor. */
export async function createShoppingList(
  db: AppDatabase,
  actorId: string,
  input: ShoppingListInput,
  formIndexOf: (inventoryItemId: string) => number,
  now = new Date(),
): Promise<string> {
  return linesWrite(
    db,
    actorId,
    async (w) => {
      const lines = await checkedLines(w, input, formIndexOf);
      const list = await w.create(
        "shopping_lists",
        { name: shoppingListName(input.vendor, now), vendor: input.vendor, status: "draft", sent_at: null, sent_to: null, completed_at: null },
        { after: linesForAudit(lines) },
      );
      await replaceLines(w, list.id, lines);
      return list.id;
    },
    now,
  );
}

/** A draft's new quantities. A sent list is what was sent: it is not edited. */
export async function updateShoppingList(
  db: AppDatabase,
  actorId: string,
  change: { id: string; version: number; input: ShoppingListInput; formIndexOf: (inventoryItemId: string) => number },
): Promise<void> {
  await linesWrite(db, actorId, async (w) => {
    const list = await w.get("shopping_lists", change.id);
    if (list.version !== change.version) throw new AppError("stale");
    if (list.status !== "draft") throw new AppError("conflict", { message: "shoppingLists.notDraft" });
    if (vendorKey(list.vendor) !== vendorKey(change.input.vendor)) throw new AppError("invalid", { fieldErrors: { vendor: ["backOffice.invalidValue"] } });
    const lines = await checkedLines(w, { ...change.input, vendor: list.vendor }, change.formIndexOf);
    const before = await currentLines(w.trx, list.id);
    await w.update("shopping_lists", list.id, change.version, {}, { before: linesForAudit(before), after: linesForAudit(lines) });
    await replaceLines(w, list.id, lines);
  });
}

export async function deleteShoppingList(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, async (w) => {
    const before = await currentLines(w.trx, target.id);
    await w.remove("shopping_lists", target.id, target.version, { before: linesForAudit(before) });
  });
}

type ListRow = Selectable<ShoppingListTable>;

/** The list, or a "not-found" AppError. */
async function listRow(db: Executor, id: string): Promise<ListRow> {
  const list = await db.selectFrom("shopping_lists").selectAll().where("id", "=", id).executeTakeFirst();
  if (!list) throw new AppError("not-found", { detail: `shopping_lists ${id}` });
  return list;
}

/**
 * The message a send of the list says: a draft's made now from its lines (with today's date), a
 * sent list's the one it was first sent with. Refuses a list with nothing to order.
 */
async function messageToSend(db: Executor, list: ListRow, restaurantName: string, now: string) {
  const [current] = await listsWithLines(db, [list.id]);
  const lines = current?.lines ?? [];
  if (lines.length === 0) throw new AppError("invalid", { message: "shoppingLists.notSendable" });
  const sentMessage = list.status === "draft" ? null : await lastSentMessage(db, list.id);
  const message =
    sentMessage ??
    shoppingListMessage({
      restaurantName,
      vendor: list.vendor,
      date: now,
      lines: lines.map((line) => ({ name: line.name ?? "", unit: line.unit, priceKurus: line.priceKurus, quantityMilli: line.quantityMilli })),
    });
  return { lines, message, fresh: sentMessage === null };
}

/**
 * A send's first step: WhatsApp's click-to-chat address with the list's message, for the number
 * (E.164), and the version the message was made at, which the second step carries. Nothing is
 * written: the list is marked sent only when the person says the message went
 * (`confirmShoppingListSent`). Refuses a list changed since the person saw it.
 */
export async function shoppingListChatUrl(
  db: AppDatabase,
  target: { id: string; version: number; phone: string; restaurantName: string },
  now = new Date(),
): Promise<{ url: string; opened: OpenedMessage }> {
  const list = await listRow(db, target.id);
  if (list.version !== target.version) throw new AppError("stale");
  const { message } = await messageToSend(db, list, target.restaurantName, now.toISOString());
  return { url: whatsAppChatUrl(target.phone, message), opened: { version: list.version, at: now.toISOString() } };
}

/** A version of a list as its audit entry keeps it: its status, and its lines as the last entry up to it that wrote them. */
const auditedList = z.object({
  version: z.number().int(),
  status: z.enum(SHOPPING_LIST_STATUSES),
  lines: z.array(z.object({ inventoryItemId: z.string().nullable(), quantityMilli: z.number().int() })).optional(),
});

/**
 * The list as it was at `version`, from its audit entries (every write of a list's lines records
 * them: its creation, an edit of its quantities, a send that kept changes apart); null when no
 * entry tells.
 */
async function listAtVersion(trx: Transaction<Database>, listId: string, version: number): Promise<{ status: ShoppingListStatus; lines: StoredLine[] } | null> {
  const entries = await trx
    .selectFrom("audit_log")
    .select("new_value")
    .where("entity", "=", "shopping_lists")
    .where("entity_id", "=", listId)
    .where("action", "in", ["create", "update"])
    .execute();
  const versions = entries.flatMap((entry) => {
    const parsed = auditedList.safeParse(entry.new_value === null ? null : parseStoredJson(entry.new_value));
    return parsed.success ? [parsed.data] : [];
  });
  const at = versions.find((each) => each.version === version);
  const written = versions.filter((each) => each.version <= version && each.lines !== undefined).sort((a, b) => b.version - a.version)[0];
  return at && written?.lines ? { status: at.status, lines: written.lines } : null;
}

/** The lines whose items are in the inventory now: a deleted item's line orders nothing, before or after. */
async function linesOfExistingItems(trx: Transaction<Database>, a: readonly StoredLine[], b: readonly StoredLine[]): Promise<[StoredLine[], StoredLine[]]> {
  const ids = [...new Set([...a, ...b].flatMap((line) => (line.inventoryItemId ? [line.inventoryItemId] : [])))];
  const rows = ids.length === 0 ? [] : await trx.selectFrom("inventory_items").select("id").where("id", "in", ids).execute();
  const existing = new Set(rows.map((row) => row.id));
  const kept = (lines: readonly StoredLine[]) => lines.filter((line) => line.inventoryItemId !== null && existing.has(line.inventoryItemId));
  return [kept(a), kept(b)];
}

/**
 * The person says the message went to `phone` (E.164): the list is sent. The first send keeps each
 * line as it is sent (name, unit, price) and the message; a later send (say, to a corrected number)
 * sent that same message again. Every send is recorded, and the vendor keeps the number when it had
 * none (`rememberVendorNumber`).
 *
 * `target.version` is the version the message was opened at (`shoppingListChatUrl`). What the vendor
 * got is that message, whatever was saved since: a confirmation is refused only when that version
 * cannot be known, or when someone else sent the list meanwhile with other quantities. A draft whose
 * quantities were changed after the message was opened is recorded as sent with the quantities of
 * the message, and the changes are kept in a new draft of the same vendor (`keepChangesApart`),
 * which the answer names with what differs; otherwise the answer is null.
 */
export async function confirmShoppingListSent(
  db: AppDatabase,
  actorId: string,
  target: { id: string; version: number; phone: string; restaurantName: string; openedAt?: string },
  now = new Date(),
): Promise<SentBeforeChange | null> {
  return write(
    db,
    actorId,
    async (w) => {
      // On PostgreSQL an edit of the list under way commits first, and what is read here is what the
      // update below finds (docs/decisions/0011-shopping-lists.md).
      await lockRow(w.trx, "shopping_lists", target.id, "update");
      const list = await listRow(w.trx, target.id);
      let keptApart: { draft: ListRow; held: StoredLine[]; sent: StoredLine[] } | null = null;
      if (list.version !== target.version) {
        const opened = await listAtVersion(w.trx, list.id, target.version);
        if (!opened) throw new AppError("stale");
        const held = await currentLines(w.trx, list.id);
        const [sent, ordered] = await linesOfExistingItems(w.trx, opened.lines, held);
        // Opened as a sent list, its message was the one it keeps; opened as a draft whose lines
        // are what the list still orders, the message says what the list does.
        if (opened.status === "draft" && !sameLines(sent, ordered)) {
          // Someone else sent it meanwhile, with other quantities: which of the two the vendor
          // goes by is for the people to settle, not for this write.
          if (list.status !== "draft") throw new AppError("stale");
          keptApart = { draft: await keepChangesApart(w, list, sent, held), held, sent };
        }
      }
      const { lines, message, fresh } = await messageToSend(w.trx, list, target.restaurantName, openedTime(target.openedAt, w.now));
      if (fresh) {
        for (const line of lines) {
          await w.trx
            .updateTable("shopping_list_lines")
            .set({ sent_name: line.name, sent_unit: line.unit, sent_price_kurus: line.priceKurus })
            .where("id", "=", line.id)
            .execute();
        }
        // Each item's history notes the price it was ordered at, from this list.
        const itemIds = lines.flatMap((line) => (line.inventoryItemId ? [line.inventoryItemId] : []));
        const items = itemIds.length === 0 ? [] : await w.trx.selectFrom("inventory_items").selectAll().where("id", "in", itemIds).execute();
        await recordPrices(w, items.map((item) => ({ item, before: item })), "shopping_list", list.id);
      }
      await w.update(
        "shopping_lists",
        list.id,
        list.version,
        { status: list.status === "completed" ? "completed" : "sent", sent_at: w.now, sent_to: target.phone },
        keptApart ? { before: linesForAudit(keptApart.held), after: linesForAudit(keptApart.sent) } : undefined,
      );
      await w.trx
        .insertInto("shopping_list_sends")
        .values({ id: randomUUID(), shopping_list_id: list.id, vendor: list.vendor, sent_at: w.now, sent_to: target.phone, sent_by: actorId, message })
        .execute();
      await rememberVendorNumber(w, list.vendor, target.phone);
      if (!keptApart) return null;
      const [kept] = await listsWithLines(w.trx, [keptApart.draft.id]);
      return { draftId: keptApart.draft.id, draftName: keptApart.draft.name, changes: changedLines(lines, kept?.lines ?? []) };
    },
    now,
  ).catch((error: unknown) => {
    // Someone saved this vendor as a contact at the same moment: nothing was written; try again.
    if (isUniqueViolation(error)) throw new AppError("stale");
    // An item of the message deleted at the same moment: nothing was written; try again.
    throw lostReferenceAsConflict(error);
  });
}

/** How long a message may have been open before 'Yes, it was sent': a dialog left open over a weekend. */
const OPENED_AT_MOST = 7 * 24 * 60 * 60 * 1000;

/**
 * The time a confirmed message was made at, whose date it says: the one its opening answered, unless
 * that is missing (a page from before the confirmation carried it), in the future, or older than
 * OPENED_AT_MOST: then the confirmation's own.
 */
function openedTime(openedAt: string | undefined, now: string): string {
  if (openedAt === undefined) return now;
  const [opened, confirmed] = [Date.parse(openedAt), Date.parse(now)];
  return opened <= confirmed && confirmed - opened <= OPENED_AT_MOST ? new Date(opened).toISOString() : now;
}

/**
 * A draft changed after its message was opened, whose message went: the changes go to a new draft
 * of the same vendor, with the lines as they are now (the same rows, moved), and the list takes back
 * the lines of the message, so what it keeps as sent is what the vendor got. Nobody's edit is lost.
 */
async function keepChangesApart(w: Writer, list: ListRow, sent: readonly StoredLine[], held: readonly StoredLine[]): Promise<ListRow> {
  const draft = await w.create(
    "shopping_lists",
    { name: shoppingListName(list.vendor, new Date(w.now)), vendor: list.vendor, status: "draft", sent_at: null, sent_to: null, completed_at: null },
    { after: linesForAudit(held) },
  );
  await w.trx.updateTable("shopping_list_lines").set({ shopping_list_id: draft.id }).where("shopping_list_id", "=", list.id).execute();
  await replaceLines(
    w,
    list.id,
    sent.flatMap((line) => (line.inventoryItemId ? [{ inventoryItemId: line.inventoryItemId, quantityMilli: line.quantityMilli }] : [])),
  );
  return draft;
}

/** A sent list whose goods arrived. */
export async function completeShoppingList(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, async (w) => {
    const list = await w.get("shopping_lists", target.id);
    if (list.version !== target.version) throw new AppError("stale");
    if (list.status !== "sent") throw new AppError("conflict", { message: "shoppingLists.notSent" });
    await w.update("shopping_lists", list.id, target.version, { status: "completed", completed_at: w.now });
  });
}
