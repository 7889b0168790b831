import type { ShoppingListStatus } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { messageRef } from "~/i18n/message-ref";
import { restaurantDay } from "~/lib/dates";
import { hasNoControlCharacters } from "~/lib/form-text";
import { parseQuantity } from "~/lib/quantity";
import { rowReferenceFields } from "~/lib/row-reference";
import { perLanguage, z } from "~/lib/zod";
import type { ListTab, TabSearch } from "~/ui/tab-search";
import { whatsAppNumberField } from "~/features/vendors/vendors";

export const SHOPPING_LIST_STATUSES = ["draft", "sent", "completed"] as const satisfies readonly ShoppingListStatus[];

/** One line of a list: what the screen shows and what the message says. */
export interface ShoppingListLine {
  id: string;
  inventoryItemId: string | null;
  /** The item's name: live for a draft, as sent for a sent list; null for a draft line whose item was deleted. */
  name: string | null;
  unit: string;
  priceKurus: number;
  quantityMilli: number;
}

/** An item a draft held that now comes from another vendor: no longer on the list. */
export interface MovedAwayItem {
  name: string;
  vendor: string;
}

export interface ShoppingList {
  id: string;
  name: string;
  vendor: string;
  status: ShoppingListStatus;
  createdAt: string;
  sentAt: string | null;
  sentTo: string | null;
  completedAt: string | null;
  version: number;
  lines: ShoppingListLine[];
  /** A draft's items that have moved to another vendor since they were put on it (not in `lines`). */
  movedAway: MovedAwayItem[];
  /** The message of the last send, exactly as it went; null for a draft. */
  sentMessage: string | null;
}

/** The brief's list name: the ISO date in Istanbul, a dash, the vendor. */
export function shoppingListName(vendor: string, now: Date): string {
  return `${restaurantDay(now)} - ${vendor}`;
}

/** The most lines one list may have. */
export const MAX_LIST_LINES = 2_000;

/** The entries a quantities form sends at most: two per line (the item, its quantity) and a few of its own. */
export const SHOPPING_LIST_FORM_ENTRIES = 2 * MAX_LIST_LINES + 16;

const listFields = {
  vendor: z
    .string({ error: "shoppingLists.vendorRequired" })
    .trim()
    .min(1, "shoppingLists.vendorRequired")
    .max(120, "shoppingLists.vendorRequired")
    .refine(hasNoControlCharacters, "backOffice.invalidValue"),
  items: z
    .array(z.object({ inventoryItemId: z.string().max(100).optional(), quantity: z.string().optional() }), { error: "shoppingLists.itemsRequired" })
    .max(MAX_LIST_LINES),
};


/**
 * The lines a quantities form asks for: lines at 0 (or left empty) are dropped, at least one must
 * remain, and each bad line is named by its place ('Item 2: Quantity cannot be negative').
 */
function toLines(form: { vendor: string; items: { inventoryItemId?: string; quantity?: string }[] }, ctx: z.RefinementCtx, language: Language) {
  if (form.items.length === 0) {
    ctx.addIssue({ code: "custom", path: ["items"], message: "shoppingLists.itemsRequired" });
    return [];
  }
  const lines: { inventoryItemId: string; quantityMilli: number }[] = [];
  let bad = false;
  form.items.forEach((item, index) => {
    const n = index + 1;
    if (!item.inventoryItemId) {
      bad = true;
      ctx.addIssue({ code: "custom", path: ["items", index, "inventoryItemId"], message: messageRef("shoppingLists.itemInventoryRequired", { n }) });
    }
    const parsed = item.quantity === undefined ? ({ ok: true, milli: 0 } as const) : parseQuantity(item.quantity, language);
    if (!parsed.ok) {
      bad = true;
      const key = parsed.reason === "negative" ? "shoppingLists.itemQuantityNegative" : "shoppingLists.itemQuantityInvalid";
      ctx.addIssue({ code: "custom", path: ["items", index, "quantity"], message: messageRef(key, { n }) });
      return;
    }
    if (item.inventoryItemId && parsed.milli > 0) lines.push({ inventoryItemId: item.inventoryItemId, quantityMilli: parsed.milli });
  });
  if (!bad && lines.length === 0) ctx.addIssue({ code: "custom", path: ["items"], message: "shoppingLists.quantityRequired" });
  if (new Set(lines.map((line) => line.inventoryItemId)).size !== lines.length) {
    ctx.addIssue({ code: "custom", path: ["items"], message: "backOffice.invalidValue" });
  }
  return lines;
}

/**
 * Where each inventory item is in a quantities form (`items[2].inventoryItemId` is place 2), read
 * in one pass, so a line refused later is named by its place ('Item 3: …'); the first place wins.
 */
export function linePlaces(entries: Iterable<readonly [string, unknown]>): Map<string, number> {
  const places = new Map<string, number>();
  for (const [name, value] of entries) {
    const index = /^items\[(\d+)\]\.inventoryItemId$/.exec(name)?.[1];
    if (index !== undefined && typeof value === "string" && !places.has(value)) places.set(value, Number(index));
  }
  return places;
}

/**
 * A submitted quantities form's `formIndexOf`: each line's place, read in one pass the first time a
 * line needs naming (a form that saves never reads them).
 */
export function formIndexOfLines(form: { entries(): Iterable<readonly [string, unknown]> }): (inventoryItemId: string) => number {
  let places: Map<string, number> | undefined;
  return (inventoryItemId) => {
    places ??= linePlaces(form.entries());
    return places.get(inventoryItemId) ?? 0;
  };
}

/** A new list's second step: the vendor and one quantity per inventory item of the vendor, as the page's language writes it. */
export const shoppingListSchema = perLanguage((language) =>
  z.object(listFields).transform((form, ctx) => ({ vendor: form.vendor, lines: toLines(form, ctx, language) })),
);

export type ShoppingListInput = z.output<ReturnType<typeof shoppingListSchema>>;

/** A draft's quantities, edited. */
export const shoppingListUpdateSchema = perLanguage((language) =>
  z
    .object({ ...listFields, ...rowReferenceFields })
    .transform((form, ctx) => ({ id: form.id, version: form.version, vendor: form.vendor, lines: toLines(form, ctx, language) })),
);

export const shoppingListReferenceSchema = z.object(rowReferenceFields);

/**
 * The WhatsApp box: the list at the version the person saw, and the number, typed as Turks write it
 * (0532 111 22 33) or with a country code, kept in E.164. Both steps of a send carry it: opening
 * WhatsApp (`openWhatsApp`, which writes nothing) and the person's word that the message went
 * (`confirmSent`, which marks the list sent), whose version is the one the message was opened at.
 */
export const sendSchema = z.object({
  ...rowReferenceFields,
  phone: whatsAppNumberField({ required: "shoppingLists.phoneRequired", invalid: "shoppingLists.phoneInvalid" }),
  /** The confirmation's: when the message was made (OpenedMessage.at), whose date it says. */
  openedAt: z.iso.datetime({ error: "backOffice.invalidValue" }).optional(),
});

/**
 * What opening WhatsApp answers besides the address (`FormReply.report`): the list's version its
 * message was made at, and when (the date it says). 'Yes, it was sent' carries both, whatever the
 * page has loaded since and whatever the day is by then, so the send recorded is the message that
 * was opened (docs/decisions/0011-shopping-lists.md).
 */
export interface OpenedMessage {
  version: number;
  /** UTC ISO time. */
  at: string;
}

/** What an 'openWhatsApp' reply's message was made at, or null for another reply. */
export function openedMessageOf(reply: { intent?: string; report?: unknown } | undefined): OpenedMessage | null {
  const opened = reply?.intent === "openWhatsApp" ? (reply.report as Partial<OpenedMessage> | undefined) : undefined;
  return typeof opened?.version === "number" && typeof opened.at === "string" ? { version: opened.version, at: opened.at } : null;
}

/** A list's line as stored: which item, how much. */
export interface StoredLine {
  inventoryItemId: string | null;
  quantityMilli: number;
}

/** Whether two lists of lines order the same: the same items, in the same order, in the same quantities. */
export function sameLines(a: readonly StoredLine[], b: readonly StoredLine[]): boolean {
  return a.length === b.length && a.every((line, index) => line.inventoryItemId === b[index]!.inventoryItemId && line.quantityMilli === b[index]!.quantityMilli);
}

/** An item whose quantity differs between what was sent and the draft that keeps the changes made since. */
export interface ChangedLine {
  name: string;
  unit: string;
  /** As sent; null: not in the message. */
  sentMilli: number | null;
  /** In the new draft; null: taken off. */
  keptMilli: number | null;
}

/**
 * What 'Yes, it was sent' answers when the list was changed after its message was opened: the list
 * is recorded as sent as the message said, and the changes are kept in a new draft, this one.
 */
export interface SentBeforeChange {
  draftId: string;
  draftName: string;
  /** The items whose quantities differ, in the order of the sent list, then the draft's new ones. */
  changes: ChangedLine[];
}

/** What a 'confirmSent' reply says of changes kept apart, or null: the list was sent as it is. */
export function sentBeforeChangeOf(reply: { intent?: string; report?: unknown } | undefined): SentBeforeChange | null {
  return reply?.intent === "confirmSent" && typeof reply.report === "object" && reply.report !== null ? (reply.report as SentBeforeChange) : null;
}

/** The items whose quantities differ between the sent lines and the kept ones, by inventory item. */
export function changedLines(sent: readonly ShoppingListLine[], kept: readonly ShoppingListLine[]): ChangedLine[] {
  const keyOf = (line: ShoppingListLine) => line.inventoryItemId ?? `line:${line.id}`;
  const keptByItem = new Map(kept.map((line) => [keyOf(line), line]));
  const sentItems = new Set(sent.map(keyOf));
  const changes: ChangedLine[] = [];
  for (const line of sent) {
    const now = keptByItem.get(keyOf(line));
    if (now?.quantityMilli === line.quantityMilli) continue;
    changes.push({ name: line.name ?? "", unit: line.unit, sentMilli: line.quantityMilli, keptMilli: now?.quantityMilli ?? null });
  }
  for (const line of kept) {
    if (!sentItems.has(keyOf(line))) changes.push({ name: line.name ?? "", unit: line.unit, sentMilli: null, keptMilli: line.quantityMilli });
  }
  return changes;
}

/** The number WhatsApp's address was opened with: https://wa.me/905321112233 → +905321112233. */
export function chatAddressNumber(url: string): string {
  return `+${new URL(url).pathname.replace(/\D/g, "")}`;
}

/** The lists' tabs are their statuses; a search looks in a list's name and vendor. */
export const shoppingListTabSearch: TabSearch<Pick<ShoppingList, "name" | "vendor" | "status">, ShoppingListStatus> = {
  tabs: SHOPPING_LIST_STATUSES,
  tabOf: (list) => list.status,
  searchText: (list) => `${list.name}\n${list.vendor}`,
};

export type ShoppingListTab = ListTab<ShoppingListStatus>;

/** The lists one load shows, newest first; older ones are a page further (`from` in the address). */
export const LISTS_PER_PAGE = 50;

/** A page's start from the address: a whole number of pages, the first page for anything else. */
export function pageStart(value: string | null): number {
  const from = Number(value);
  return Number.isSafeInteger(from) && from > 0 ? from - (from % LISTS_PER_PAGE) : 0;
}

/** The start of the page of newer lists, or null for the first page (whose address has no `from`). */
export function newerPageStart(from: number): number | null {
  return from > LISTS_PER_PAGE ? from - LISTS_PER_PAGE : null;
}

/** One load of the screen (shopping-lists.server.ts: loadShoppingListPage). */
export interface ShoppingListPage {
  /** LISTS_PER_PAGE lists of the search and tab from `from` on, newest first, with their lines. */
  lists: ShoppingList[];
  /** Each tab's count for the search. */
  counts: Record<ShoppingListTab, number>;
  /** Lists of the search and tab older than this page's. */
  older: number;
  selected: ShoppingList | null;
  /**
   * The selected list's vendor's WhatsApp number (E.164), for the WhatsApp box: the vendor's saved
   * number, else the one its last list went to; null when neither is known.
   */
  vendorNumber: string | null;
}
