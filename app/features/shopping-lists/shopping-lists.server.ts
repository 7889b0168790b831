import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, ShoppingListStatus } from "~/db/schema";
import { recordPrices } from "~/features/inventory/price-history.server";
import { write, type Writer } from "~/db/write.server";
import { AppError } from "~/lib/app-error";
import { messageRef } from "~/i18n/message-ref";
import { isUniqueViolation, lostReferenceAsConflict } from "~/db/errors";
import { normalisePhoneNumber } from "~/lib/phone";
import { whatsAppChatUrl } from "~/lib/phone-links";
import { vendorKey } from "~/lib/names";
import { findVendorByName, rememberVendorNumber } from "~/features/vendors/vendors.server";
import { shoppingListMessage } from "./shopping-list-message";
import { LISTS_PER_PAGE, shoppingListName, type ShoppingList, type ShoppingListInput, type MovedAwayItem, type ShoppingListLine, type ShoppingListPage, shoppingListTabSearch, type ShoppingListTab } from "./shopping-lists";
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

/**
 * The message a send of the list says: a draft's made now from its lines (with today's date), a
 * sent list's the one it was first sent with. Refuses a list changed since the person saw it, and
 * one with nothing to order.
 */
async function messageToSend(db: Executor, target: { id: string; version: number; restaurantName: string }, now: string) {
  const list = await db.selectFrom("shopping_lists").selectAll().where("id", "=", target.id).executeTakeFirst();
  if (!list) throw new AppError("not-found", { detail: `shopping_lists ${target.id}` });
  if (list.version !== target.version) throw new AppError("stale");
  const [current] = await listsWithLines(db, [list.id]);
  const lines = current?.lines ?? [];
  if (lines.length === 0) throw new AppError("invalid", { message: "shoppingLists.notSendable" });
  const sentMessage = list.status === "draft" ? null : await lastSentMessage(db, list.id);
  const message =
    sentMessage ??
    shoppingListMessage({
      restaurantName: target.restaurantName,
      vendor: list.vendor,
      date: now,
      lines: lines.map((line) => ({ name: line.name ?? "", unit: line.unit, priceKurus: line.priceKurus, quantityMilli: line.quantityMilli })),
    });
  return { list, lines, message, fresh: sentMessage === null };
}

/**
 * A send's first step: WhatsApp's click-to-chat address with the list's message, for the number
 * (E.164). Nothing is written: the list is marked sent only when the person says the message went
 * (`confirmShoppingListSent`).
 */
export async function shoppingListChatUrl(
  db: AppDatabase,
  target: { id: string; version: number; phone: string; restaurantName: string },
  now = new Date(),
): Promise<string> {
  const { message } = await messageToSend(db, target, now.toISOString());
  return whatsAppChatUrl(target.phone, message);
}

/**
 * The person says the message went to `phone` (E.164): the list is sent. The first send keeps each
 * line as it is sent (name, unit, price) and the message; a later send (say, to a corrected number)
 * sent that same message again. Every send is recorded, and the vendor keeps the number when it had
 * none (`rememberVendorNumber`).
 */
export async function confirmShoppingListSent(
  db: AppDatabase,
  actorId: string,
  target: { id: string; version: number; phone: string; restaurantName: string },
  now = new Date(),
): Promise<void> {
  await write(
    db,
    actorId,
    async (w) => {
      const { list, lines, message, fresh } = await messageToSend(w.trx, target, w.now);
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
      await w.update("shopping_lists", list.id, target.version, {
        status: list.status === "completed" ? "completed" : "sent",
        sent_at: w.now,
        sent_to: target.phone,
      });
      await w.trx
        .insertInto("shopping_list_sends")
        .values({ id: randomUUID(), shopping_list_id: list.id, vendor: list.vendor, sent_at: w.now, sent_to: target.phone, sent_by: actorId, message })
        .execute();
      await rememberVendorNumber(w, list.vendor, target.phone);
    },
    now,
  ).catch((error: unknown) => {
    // Someone saved this vendor as a contact at the same moment: nothing was written; try again.
    throw isUniqueViolation(error) ? new AppError("stale") : error;
  });
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
