import type { InventoryCategory } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { parseMoney } from "~/lib/money-input";
import { hasNoControlCharacters } from "~/lib/form-text";
import { deleteUsedRowSchema, rowReferenceFields } from "~/lib/row-reference";
import { parseQuantity } from "~/lib/quantity";
import { INVENTORY_UNITS, isUnit, packProblem, unitLabel, type Pack } from "~/lib/units";
import { perLanguage, z } from "~/lib/zod";
import type { ListTab, TabSearch } from "~/ui/tab-search";
import type { Statements } from "~/lib/declarations";
import { statementFields } from "../allergens/statement-fields";

export { INVENTORY_UNITS, type InventoryUnit } from "~/lib/units";

export const INVENTORY_CATEGORIES = ["food", "beverage", "other"] as const satisfies readonly InventoryCategory[];
export const DEFAULT_INVENTORY_CATEGORY: InventoryCategory = "food";

/** The longest name or vendor accepted: far beyond any real one, short enough for every screen. */
export const MAX_TEXT_LENGTH = 120;
/**
 * The largest CSV file an import takes ('The file is larger than 5 MB.'). Here rather than in
 * inventory-csv.ts, whose CSV libraries must not reach the browser: the import form checks it too.
 */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** An inventory item as the screens show it. Money in kuruş. */
export interface InventoryItem {
  id: string;
  name: string;
  unit: string;
  priceKurus: number;
  vendor: string;
  category: InventoryCategory;
  version: number;
  /** What one unit holds in another measure (1 şişe = 0.7 l), for recipes; null when not given. */
  pack: Pack | null;
  /** Its allergens and diet facts, as stated (docs/decisions/0030-allergens.md). */
  statements: Statements;
}

export { hasPrice } from "~/lib/money";

// Messages are catalogue keys (inventory-messages.ts), put into words where they are shown.
const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(MAX_TEXT_LENGTH, "inventory.tooLong").refine(hasNoControlCharacters, "backOffice.invalidValue");

/** Which message a choice field gives: nothing chosen, or a value that is not one of the choices. */
const choiceError = (required: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : "backOffice.invalidValue");

/** A price as the page's language writes it (`1.250,50` in Turkish, `1,250.50` in English), as integer kuruş. */
const priceField = (language: Language) => z.string({ error: "inventory.priceRequired" }).transform((text, ctx) => {
  const parsed = parseMoney(text, language);
  if (parsed.ok) return parsed.kurus;
  const message = {
    empty: "inventory.priceRequired",
    invalid: "inventory.priceInvalid",
    ambiguous: "backOffice.amountAmbiguous",
    negative: "inventory.priceInvalid",
    "too-large": "inventory.priceTooLarge",
    "too-precise": "backOffice.priceTooPrecise",
  }[parsed.reason];
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
});

const inventoryItemFields = (language: Language) => ({
  name: requiredText("inventory.nameRequired"),
  unit: z.enum(INVENTORY_UNITS, { error: choiceError("inventory.unitRequired") }),
  price: priceField(language),
  vendor: requiredText("inventory.vendorRequired"),
  category: z.enum(INVENTORY_CATEGORIES, { error: choiceError("inventory.categoryRequired") }),
});

/** An inventory item: the form's fields without the pack, and a CSV row, in the page's language. */
export const inventoryItemSchema = perLanguage((language) => z.object(inventoryItemFields(language)));

export type InventoryItemInput = z.output<ReturnType<typeof inventoryItemSchema>>;

/** The form's optional pack, '1 [packUnit] = [packAmount] [packAmountUnit]': all three, or none. */
const packFields = {
  packUnit: z.string().max(20).optional(),
  packAmount: z.string().max(30).optional(),
  packAmountUnit: z.string().max(20).optional(),
};

type PackFields = { unit: string; packUnit?: string; packAmount?: string; packAmountUnit?: string };

function withPack<T extends PackFields>(form: T, ctx: z.RefinementCtx, language: Language): Omit<T, "packUnit" | "packAmount" | "packAmountUnit"> & { pack: Pack | null } {
  const { packUnit, packAmount, packAmountUnit, ...item } = form;
  if (packUnit === undefined && packAmount === undefined && packAmountUnit === undefined) return { ...item, pack: null };
  const issue = (field: keyof typeof packFields, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  const known = (unit: string | undefined): unit is string => isUnit(unit);
  const amount = packAmount === undefined ? null : parseQuantity(packAmount, language);
  if (!known(packUnit)) issue("packUnit", "inventory.packIncomplete");
  if (!amount?.ok || amount.milli === 0) issue("packAmount", packAmount === undefined ? "inventory.packIncomplete" : "inventory.packAmountInvalid");
  if (!known(packAmountUnit)) issue("packAmountUnit", "inventory.packIncomplete");
  if (!known(packUnit) || !known(packAmountUnit) || !amount?.ok || amount.milli === 0) return { ...item, pack: null };
  const pack = { unit: packUnit, amountMilli: amount.milli, amountUnit: packAmountUnit };
  const problem = packProblem(form.unit, pack);
  if (problem === "same-measure") issue("packAmountUnit", "inventory.packSameMeasure");
  if (problem === "unrelated") issue("packUnit", "inventory.packUnrelated");
  return { ...item, pack };
}

/** The inventory form: the item and its optional pack. A CSV row is an item without one (`inventoryItemSchema`). */
export const inventoryFormSchema = perLanguage((language) =>
  z.object({ ...inventoryItemFields(language), ...packFields, ...statementFields }).transform((form, ctx) => withPack(form, ctx, language)),
);

export type InventoryFormInput = z.output<ReturnType<typeof inventoryFormSchema>>;

export const inventoryUpdateSchema = perLanguage((language) =>
  z.object({ ...inventoryItemFields(language), ...packFields, ...statementFields, ...rowReferenceFields }).transform((form, ctx) => withPack(form, ctx, language)),
);
/** A delete carries the recipes the person was told use the item (deleteUsedRowSchema). */
export const inventoryDeleteSchema = deleteUsedRowSchema;

/** Inventory's tabs are its categories; a search looks in an item's name, vendor and unit (by its name in either language). */
export const inventoryTabSearch: TabSearch<Pick<InventoryItem, "name" | "vendor" | "unit" | "category">, InventoryCategory> = {
  tabs: INVENTORY_CATEGORIES,
  tabOf: (item) => item.category,
  searchText: (item) => `${item.name}\n${item.vendor}\n${unitLabel(item.unit, "tr")}\n${unitLabel(item.unit, "en")}`,
};

export type InventoryTab = ListTab<InventoryCategory>;
