import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, ShoppingListStatus } from "~/db/schema";
import { write, type Writer } from "~/db/write.server";
import { searchKey } from "~/lib/search-key";
import { AppError } from "~/lib/app-error";
import { messageRef } from "~/i18n/message-ref";
import { shoppingListMessage, vendorChatUrl } from "./shopping-list-message";
import { shoppingListName, type ShoppingList, type ShoppingListInput, type ShoppingListLine } from "./shopping-lists";

type Executor = AppDatabase | Transaction<Database>;

/**
 * Every list with its lines. A draft's lines follow the inventory (today's name, unit and price);
 * a sent list's lines are what was sent, whatever has happened to the inventory since.
 */
export async function listShoppingLists(db: Executor): Promise<ShoppingList[]> {
  const [lists, lines, sends] = await Promise.all([
    db.selectFrom("shopping_lists").selectAll().orderBy("created_at", "desc").orderBy("id").execute(),
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
      ])
      .orderBy("line.shopping_list_id")
      .orderBy("line.position")
      .execute(),
    db.selectFrom("shopping_list_sends").select(["shopping_list_id", "message", "sent_at"]).orderBy("sent_at", "desc").execute(),
  ]);
  const linesByList = new Map<string, ShoppingListLine[]>();
  const statusById = new Map(lists.map((list) => [list.id, list.status]));
  for (const line of lines) {
    const sent = statusById.get(line.shopping_list_id) !== "draft";
    const entry: ShoppingListLine = sent
      ? { id: line.id, inventoryItemId: line.inventory_item_id, name: line.sent_name, unit: line.sent_unit ?? "", priceKurus: line.sent_price_kurus ?? 0, quantityMilli: line.quantity_milli }
      : { id: line.id, inventoryItemId: line.inventory_item_id, name: line.item_name, unit: line.item_unit ?? "", priceKurus: line.item_price_kurus ?? 0, quantityMilli: line.quantity_milli };
    linesByList.set(line.shopping_list_id, [...(linesByList.get(line.shopping_list_id) ?? []), entry]);
  }
  const lastMessage = new Map<string, string>();
  for (const send of sends) if (!lastMessage.has(send.shopping_list_id)) lastMessage.set(send.shopping_list_id, send.message);
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
    // A draft line whose item was deleted no longer counts: it would order nothing.
    lines: (linesByList.get(list.id) ?? []).filter((line) => list.status !== "draft" || line.name !== null),
    sentMessage: lastMessage.get(list.id) ?? null,
  }));
}

/** How many lists are in each status: the admin dashboard's count. */
export async function countShoppingListsByStatus(db: AppDatabase): Promise<Record<ShoppingListStatus, number>> {
  const rows = await db.selectFrom("shopping_lists").select(["status", db.fn.countAll<number>().as("count")]).groupBy("status").execute();
  const counts: Record<ShoppingListStatus, number> = { draft: 0, sent: 0, completed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The number last used for each vendor, so the WhatsApp box starts with it. */
export async function lastNumbersByVendor(db: AppDatabase): Promise<Record<string, string>> {
  const sends = await db.selectFrom("shopping_list_sends").select(["vendor", "sent_to"]).orderBy("sent_at", "desc").execute();
  const numbers: Record<string, string> = {};
  for (const send of sends) numbers[send.vendor] ??= send.sent_to;
  return numbers;
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
    if (vendor === undefined || searchKey(vendor.trim()) !== searchKey(input.vendor.trim())) {
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

/** A new draft for one vendor, named with today's date in Istanbul and the vendor. */
export async function createShoppingList(
  db: AppDatabase,
  actorId: string,
  input: ShoppingListInput,
  formIndexOf: (inventoryItemId: string) => number,
  now = new Date(),
): Promise<string> {
  return write(
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
  await write(db, actorId, async (w) => {
    const list = await w.get("shopping_lists", change.id);
    if (list.version !== change.version) throw new AppError("stale");
    if (list.status !== "draft") throw new AppError("conflict", { message: "shoppingLists.notDraft" });
    if (searchKey(list.vendor) !== searchKey(change.input.vendor)) throw new AppError("invalid", { fieldErrors: { vendor: ["backOffice.invalidValue"] } });
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
 * Sends a list to its vendor: the first send keeps each line as it is sent (name, unit, price)
 * and the message; a later send (say, to a corrected number) sends that same message again. Every
 * send is recorded. Returns WhatsApp's click-to-chat address.
 */
export async function sendShoppingList(
  db: AppDatabase,
  actorId: string,
  target: { id: string; version: number; phone: string; restaurantName: string },
  now = new Date(),
): Promise<{ url: string }> {
  return write(
    db,
    actorId,
    async (w) => {
      const list = await w.get("shopping_lists", target.id);
      if (list.version !== target.version) throw new AppError("stale");
      const [current] = (await listShoppingLists(w.trx)).filter((candidate) => candidate.id === list.id);
      const lines = current?.lines ?? [];
      if (lines.length === 0) throw new AppError("invalid", { message: "shoppingLists.notSendable" });
      let message = current?.sentMessage;
      if (list.status === "draft" || !message) {
        message = shoppingListMessage({
          restaurantName: target.restaurantName,
          vendor: list.vendor,
          date: w.now,
          lines: lines.map((line) => ({ name: line.name ?? "", unit: line.unit, priceKurus: line.priceKurus, quantityMilli: line.quantityMilli })),
        });
        for (const line of lines) {
          await w.trx
            .updateTable("shopping_list_lines")
            .set({ sent_name: line.name, sent_unit: line.unit, sent_price_kurus: line.priceKurus })
            .where("id", "=", line.id)
            .execute();
        }
      }
      const url = vendorChatUrl(target.phone, message);
      if (!url) throw new AppError("invalid", { fieldErrors: { phone: ["shoppingLists.phoneInvalid"] } });
      await w.update("shopping_lists", list.id, target.version, {
        status: list.status === "completed" ? "completed" : "sent",
        sent_at: w.now,
        sent_to: target.phone,
      });
      await w.trx
        .insertInto("shopping_list_sends")
        .values({ id: randomUUID(), shopping_list_id: list.id, vendor: list.vendor, sent_at: w.now, sent_to: target.phone, sent_by: actorId, message })
        .execute();
      return { url };
    },
    now,
  );
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
