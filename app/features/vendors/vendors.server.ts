import type { AppDatabase } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors";
import { lockFor } from "~/db/locks.server";
import type { VendorTable } from "~/db/schema";
import { write, type Writer } from "~/db/write.server";
import { importKey } from "~/features/inventory/inventory-csv";
import { messageRef } from "~/i18n/message-ref";
import { AppError } from "~/lib/app-error";
import { vendorKey } from "~/lib/names";
import type { Vendor, VendorInput } from "./vendors";

type Reader = Pick<AppDatabase, "selectFrom">;

/**
 * Every vendor: the saved contacts, and the vendors inventory items name that are not saved yet
 * (an item typed with a new vendor), each with its number of items. Unsorted: the screen sorts in
 * the page's language.
 */
export async function listVendors(db: AppDatabase): Promise<Vendor[]> {
  const [rows, items] = await Promise.all([
    db.selectFrom("vendors").select(["id", "name", "name_key", "whatsapp_number", "contact_person", "version"]).execute(),
    db.selectFrom("inventory_items").select("vendor").execute(),
  ]);
  const itemCounts = new Map<string, { name: string; count: number }>();
  for (const { vendor } of items) {
    const key = vendorKey(vendor);
    if (key === "") continue;
    const entry = itemCounts.get(key);
    if (entry) entry.count += 1;
    else itemCounts.set(key, { name: vendor.trim(), count: 1 });
  }
  const saved = rows.map((row) => ({
    id: row.id,
    name: row.name,
    whatsappNumber: row.whatsapp_number,
    contactPerson: row.contact_person,
    version: row.version,
    itemCount: itemCounts.get(row.name_key)?.count ?? 0,
  }));
  const savedKeys = new Set(rows.map((row) => row.name_key));
  const unsaved = [...itemCounts].filter(([key]) => !savedKeys.has(key)).map(([, { name, count }]) => ({ id: null, name, whatsappNumber: null, contactPerson: "", version: 0, itemCount: count }));
  return [...saved, ...unsaved];
}

/** The saved vendor of this name, in any case or accents; undefined when there is none. */
export async function findVendorByName(db: Reader, name: string): Promise<VendorTable | undefined> {
  return db.selectFrom("vendors").selectAll().where("name_key", "=", vendorKey(name)).executeTakeFirst();
}

const nameTaken = () => new AppError("invalid", { fieldErrors: { name: ["vendors.nameTaken"] } });

/** A write whose vendor name another saved vendor has already (say, saved by someone meanwhile). */
async function refusingTakenNames<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

function columns(input: VendorInput) {
  return { name: input.name, name_key: vendorKey(input.name), whatsapp_number: input.whatsappNumber, contact_person: input.contactPerson };
}

export async function createVendor(db: AppDatabase, actorId: string, input: VendorInput): Promise<string> {
  return refusingTakenNames(() =>
    write(db, actorId, async (w) => {
      if (await findVendorByName(w.trx, input.name)) throw nameTaken();
      return (await w.create("vendors", columns(input))).id;
    }),
  );
}

/**
 * A vendor's new details. A new name goes to the inventory items and the draft lists that name
 * the vendor, so they stay its own; a sent list keeps the name it was sent with.
 */
export async function updateVendor(db: AppDatabase, actorId: string, change: { id: string; version: number; input: VendorInput }): Promise<void> {
  await refusingTakenNames(() =>
    write(db, actorId, async (w) => {
      // The items' names and vendors take turns with the inventory's own saves and imports, before
      // any other lock (decision 0043): the check below must still hold when the items are moved.
      await lockFor(w.trx, "inventory-names");
      const vendor = await w.get("vendors", change.id);
      if (vendor.version !== change.version) throw new AppError("stale");
      const next = columns(change.input);
      const other = await findVendorByName(w.trx, change.input.name);
      if (other && other.id !== vendor.id) throw nameTaken();
      await w.update("vendors", vendor.id, change.version, next);
      if (next.name !== vendor.name) await renameEverywhere(w, vendor.name_key, next.name);
    }),
  );
}

/**
 * The vendor's items and draft lists follow its new name. Refused when an item would then have the
 * name and vendor of another item (the new name is one that other items already give as their
 * vendor): one item per name and vendor (decision 0043).
 */
async function renameEverywhere(w: Writer, key: string, name: string) {
  const [items, drafts] = await Promise.all([
    w.trx.selectFrom("inventory_items").select(["id", "name", "vendor", "version"]).execute(),
    w.trx.selectFrom("shopping_lists").select(["id", "vendor", "version"]).where("status", "=", "draft").execute(),
  ]);
  const moving = items.filter((item) => vendorKey(item.vendor) === key);
  const staying = new Set(items.filter((item) => vendorKey(item.vendor) !== key).map(importKey));
  const clash = moving.find((item) => staying.has(importKey({ name: item.name, vendor: name })));
  if (clash) throw new AppError("invalid", { fieldErrors: { name: [messageRef("vendors.renameWouldJoinItems", { item: clash.name.trim(), vendor: name })] } });
  for (const item of moving) await w.update("inventory_items", item.id, item.version, { vendor: name });
  for (const list of drafts) if (vendorKey(list.vendor) === key) await w.update("shopping_lists", list.id, list.version, { vendor: name });
}

/** A saved vendor removed from the contacts. Its items and lists keep its name. */
export async function deleteVendor(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, (w) => w.remove("vendors", target.id, target.version));
}

/**
 * After a list went to `number`: the vendor keeps it as its WhatsApp number when it had none, and a
 * vendor not saved yet becomes a contact with it. A vendor's saved number is not replaced by a send:
 * the vendors screen is where it changes.
 */
export async function rememberVendorNumber(w: Writer, name: string, number: string): Promise<void> {
  const vendor = await findVendorByName(w.trx, name);
  if (!vendor) await w.create("vendors", { name: name.trim(), name_key: vendorKey(name), whatsapp_number: number, contact_person: "" });
  else if (vendor.whatsapp_number === null) await w.update("vendors", vendor.id, vendor.version, { whatsapp_number: number });
}
