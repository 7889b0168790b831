import { MAX_IMAGE_BYTES, refusalMessage, type MenuImage } from "~/features/menu-images/menu-images";
import type { Language } from "~/i18n/localize";
import { hasNoControlCharacters } from "~/lib/form-text";
import { parseMoney } from "~/lib/money-input";
import { rowReferenceFields } from "~/lib/row-reference";
import { parseQuantity } from "~/lib/quantity";
import { perLanguage, z } from "~/lib/zod";
import type { PortionKind, StatementColumns } from "~/db/schema";
import type { Declaration, DeclarationsView, Statements } from "~/lib/declarations";
import { statementFields } from "~/features/allergens/statement-fields";
import { parsePercent, type CategoryRates, type Portion, type ServingCost } from "~/features/food-cost/food-cost";

/** The longest name accepted: far beyond any dish, short enough for one line of the menu. */
export const NAME_MAX_LENGTH = 120;
/** The longest secondary text or description accepted. */
export const TEXT_MAX_LENGTH = 1000;

/** A category as Menu Management shows and edits it. */
export interface ManagedCategory {
  id: string;
  version: number;
  name: { tr: string; en: string };
  position: number;
  isActive: boolean;
  /** The VAT its prices include and the food cost it aims at (the defaults until an admin confirms its own). */
  rates: CategoryRates;
  /** Its texts (columns) whose other language changed after them: they need review (translation-review.ts). */
  outdatedTexts: string[];
}

/** A menu item as Menu Management shows and edits it. "" for a text not given. */
export interface ManagedMenuItem {
  id: string;
  version: number;
  categoryId: string;
  name: { tr: string; en: string };
  secondary: { tr: string; en: string };
  description: { tr: string; en: string };
  priceKurus: number;
  image: MenuImage | null;
  position: number;
  isActive: boolean;
  /** The recipe it is made from and how much of it one serving is; null: declared by hand alone. */
  recipe: { id: string; portion: Portion } | null;
  /** What an admin stated about the dish by hand ('undeclared': as its recipe says). */
  statements: Statements;
  allergenReason: string;
  /** Its own food cost target, in basis points; null: its category's. */
  foodCostTargetBp: number | null;
  /** Its texts (columns) whose other language changed after them: they need review (translation-review.ts). */
  outdatedTexts: string[];
}

export const PORTION_KINDS = ["batch", "pieces", "amount"] as const satisfies readonly PortionKind[];
/** A serving when the form says nothing else: the recipe's whole batch, where the form's picker starts. */
export const DEFAULT_PORTION_KIND = PORTION_KINDS[0];

/** A recipe a dish may be made from, as the form offers it: its name, and its yield's unit when it has one. */
export interface RecipeChoice {
  id: string;
  name: string;
  yieldUnit: string | null;
}

/**
 * What the recipes and categories a dish's history refers to were called when they were deleted, by
 * id (app/db/history.server.ts): a recipe has one name, a category one in each language.
 */
export interface DeletedNames {
  recipes: Record<string, string>;
  categories: Record<string, { tr: string; en: string }>;
}

export const NO_DELETED_NAMES: DeletedNames = { recipes: {}, categories: {} };

/** What the item form needs besides the item: the recipes to choose from, and what the saved recipe declares. */
export interface DishFormData {
  recipes: RecipeChoice[];
  derived: DeclarationsView | null;
  /** Statements by hand below what the recipe has come to declare since their reason was given: guests are told the recipe's. */
  unconfirmed: Declaration[];
  /** The saved serving's exact cost, for the food cost at a price being typed; null without a recipe. */
  serving: ServingCost | null;
}

/** Which of its texts a row lacks in a language: the translation-completeness marker. */
export function missingLanguages(texts: readonly { tr: string; en: string }[]): ("tr" | "en")[] {
  const missing: ("tr" | "en")[] = [];
  // A text present in one language and absent in the other; a text absent in both is just not given.
  if (texts.some((text) => text.tr.trim() === "" && text.en.trim() !== "")) missing.push("tr");
  if (texts.some((text) => text.en.trim() === "" && text.tr.trim() !== "")) missing.push("en");
  return missing;
}

export const itemMissingLanguages = (item: ManagedMenuItem) => missingLanguages([item.name, item.secondary, item.description]);
export const categoryMissingLanguages = (category: ManagedCategory) => missingLanguages([category.name]);

/** What the 'Missing or outdated translations' filter shows: a row lacking a language, or one whose texts need review. */
export const itemNeedsTranslation = (item: ManagedMenuItem) => itemMissingLanguages(item).length > 0 || item.outdatedTexts.length > 0;
export const categoryNeedsTranslation = (category: ManagedCategory) => categoryMissingLanguages(category).length > 0 || category.outdatedTexts.length > 0;

// Messages are catalogue keys (menu-management-messages.ts), put into words where they are shown.

const requiredName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, "menuManagement.nameTooLong")
    // Control characters are invisible on a page, and PostgreSQL refuses NUL in text.
    .refine(hasNoControlCharacters, "backOffice.invalidValue");

const optionalText = z
  .string({ error: "backOffice.invalidValue" })
  .trim()
  .max(TEXT_MAX_LENGTH, "menuManagement.textTooLong")
  .refine(hasNoControlCharacters, "backOffice.invalidValue")
  .optional()
  .transform((text) => text ?? "");

/**
 * A price as the page's language writes it (`1.500`, `1.250,50` in Turkish); what `min="0"` and
 * `step="0.01"` would enforce (docs/decisions/0010-forms.md).
 */
const priceField = (language: Language) => z.string({ error: "menuManagement.priceRequired" }).transform((text, ctx) => {
  const parsed = parseMoney(text, language);
  if (parsed.ok) return parsed.kurus;
  const message = {
    empty: "menuManagement.priceRequired",
    invalid: "menuManagement.priceInvalid",
    ambiguous: "backOffice.amountAmbiguous",
    negative: "menuManagement.priceInvalid",
    "too-large": "menuManagement.priceTooLarge",
    "too-precise": "backOffice.priceTooPrecise",
  }[parsed.reason];
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
});

/**
 * The image file, if one was chosen (an empty file input is no file). Only its size is checked here,
 * so the browser can say so before sending 20 MB; what the bytes are is checked on the server
 * (app/features/menu-images/process-menu-image.server.ts).
 */
const imageField = z.file({ error: "menuImages.unsupportedType" }).max(MAX_IMAGE_BYTES, refusalMessage("too-large")).optional();

/** The rates a form takes, each up to 100 %: VAT from 0, a food cost target above 0 (in basis points). */
const VAT_RANGE = { min: 0, message: "foodCost.vatInvalid" };
const TARGET_RANGE = { min: 1, message: "foodCost.targetInvalid" };

/** A percentage field's text in basis points, or its message next to the field. */
function basisPointsOf(text: string, ctx: z.RefinementCtx, language: Language, range: { min: number; message: string }): number {
  const basisPoints = parsePercent(text, language, range.min);
  if (basisPoints === null) ctx.addIssue({ code: "custom", message: range.message });
  return basisPoints ?? 0;
}

const menuItemFields = (language: Language) => ({
  categoryId: z.string({ error: "menuManagement.categoryRequired" }).min(1, "menuManagement.categoryRequired").max(100, "menuManagement.categoryRequired"),
  nameTr: requiredName("menuManagement.nameTrRequired"),
  nameEn: requiredName("menuManagement.nameEnRequired"),
  price: priceField(language),
  secondaryTr: optionalText,
  secondaryEn: optionalText,
  descriptionTr: optionalText,
  descriptionEn: optionalText,
  image: imageField,
  /** "Remove the image" (a checkbox); a new file chosen as well replaces the image instead. */
  removeImage: z.boolean({ error: "backOffice.invalidValue" }).optional().transform((checked) => checked ?? false),
  /** The dish's own food cost target; left empty, its category's. */
  foodCostTarget: z
    .string({ error: "foodCost.targetInvalid" })
    .optional()
    .transform((text, ctx) => (text === undefined || text.trim() === "" ? null : basisPointsOf(text, ctx, language, TARGET_RANGE))),
});

/** The longest reason accepted for taking a derived allergen away. */
export const REASON_MAX_LENGTH = 500;

/**
 * The dish's recipe, its portion and its statements by hand (docs/decisions/0030-allergens.md).
 * No recipe chosen: the portion is not asked for. A reason is needed only when a statement by hand
 * takes away what the recipe declares, which the action checks against the recipe.
 */
const dishFields = {
  recipeId: z.string({ error: "backOffice.invalidValue" }).max(100, "backOffice.invalidValue").optional(),
  portionKind: z.enum(PORTION_KINDS, { error: "backOffice.invalidValue" }).optional(),
  portionAmount: z.string({ error: "backOffice.invalidValue" }).max(30, "menuManagement.portionAmountInvalid").optional(),
  ...statementFields,
  allergenReason: z
    .string({ error: "backOffice.invalidValue" })
    .trim()
    .max(REASON_MAX_LENGTH, "menuManagement.reasonTooLong")
    .refine(hasNoControlCharacters, "backOffice.invalidValue")
    .optional()
    .transform((text) => text ?? ""),
};

type DishForm = { recipeId?: string; portionKind?: PortionKind; portionAmount?: string };

/** The form's recipe and portion as one value: null without a recipe; pieces and amounts need a number above 0. */
function withPortion<T extends DishForm>(form: T, ctx: z.RefinementCtx, language: Language): Omit<T, "recipeId" | "portionKind" | "portionAmount"> & { recipe: { id: string; portion: { kind: PortionKind; milli: number | null } } | null } {
  const { recipeId, portionKind, portionAmount, ...rest } = form;
  if (!recipeId) return { ...rest, recipe: null };
  const kind = portionKind ?? DEFAULT_PORTION_KIND;
  if (kind === "batch") return { ...rest, recipe: { id: recipeId, portion: { kind, milli: null } } };
  const amount = portionAmount === undefined ? null : parseQuantity(portionAmount, language);
  if (!amount?.ok || amount.milli === 0) {
    ctx.addIssue({ code: "custom", path: ["portionAmount"], message: portionAmount === undefined ? "menuManagement.portionAmountRequired" : "menuManagement.portionAmountInvalid" });
    return { ...rest, recipe: null };
  }
  return { ...rest, recipe: { id: recipeId, portion: { kind, milli: amount.milli } } };
}

/** The menu item form, in the browser and again in the action, in the page's language. */
export const menuItemSchema = perLanguage((language) => z.object({ ...menuItemFields(language), ...dishFields }).transform((form, ctx) => withPortion(form, ctx, language)));
export type MenuItemInput = z.output<ReturnType<typeof menuItemSchema>>;
export const menuItemUpdateSchema = perLanguage((language) =>
  z.object({ ...menuItemFields(language), ...dishFields, ...rowReferenceFields }).transform((form, ctx) => withPortion(form, ctx, language)),
);

/** The statement columns a form sent (those it left out are not written). */
export type DishStatementInput = Partial<StatementColumns>;

const categoryFields = (language: Language) => ({
  nameTr: requiredName("menuManagement.nameTrRequired"),
  nameEn: requiredName("menuManagement.nameEnRequired"),
  vatRate: z.string({ error: VAT_RANGE.message }).transform((text, ctx) => basisPointsOf(text, ctx, language, VAT_RANGE)),
  foodCostTarget: z.string({ error: TARGET_RANGE.message }).transform((text, ctx) => basisPointsOf(text, ctx, language, TARGET_RANGE)),
});

/** A category: its names, and the VAT its prices include and the food cost its dishes aim at (saving them confirms them). */
export const categorySchema = perLanguage((language) => z.object(categoryFields(language)));
export type CategoryInput = z.output<ReturnType<typeof categorySchema>>;
export const categoryUpdateSchema = perLanguage((language) => z.object({ ...categoryFields(language), ...rowReferenceFields }));

export const rowReferenceSchema = z.object(rowReferenceFields);

/** Putting an item back as one entry of its history left it: the item, the version seen now, the entry. */
export const restoreItemSchema = z.object({ ...rowReferenceFields, auditId: z.string().min(1).max(100) });
/** Activate or Deactivate: the state asked for, not a flip, so a repeated post changes nothing. */
/** 'Still correct': an item's or a category's texts that needed review, confirmed as they are. */
export const confirmTranslationsSchema = z.object({
  ...rowReferenceFields,
  kind: z.enum(["item", "category"], { error: "backOffice.invalidValue" }),
});

export const toggleSchema = z.object({
  ...rowReferenceFields,
  isActive: z.enum(["true", "false"], { error: "backOffice.invalidValue" }).transform((value) => value === "true"),
});

/** The most rows one reorder carries: a whole category, or every category, far beyond a real menu. */
export const REORDER_MAX_ROWS = 5000;

/** The entries Menu Management's forms send at most: a bulk action's one `selected` per item, and a few of its own. */
export const BULK_FORM_ENTRIES = REORDER_MAX_ROWS + 16;

const orderRow = z.object({ id: rowReferenceFields.id, version: rowReferenceFields.version.or(z.number().int().min(1)) });

/** A new order, as JSON `[{"id":…,"version":…}, …]`: every row named once, at the version it was seen. */
const orderField = z
  .string({ error: "backOffice.invalidValue" })
  .max(REORDER_MAX_ROWS * 200, "backOffice.invalidValue")
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "backOffice.invalidValue" });
      return z.NEVER;
    }
  })
  .pipe(z.array(orderRow, { error: "backOffice.invalidValue" }).min(1, "backOffice.invalidValue").max(REORDER_MAX_ROWS, "backOffice.invalidValue"))
  .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "backOffice.invalidValue");

/** The items of one category in their new order; an item from another category moves into it. */
export const reorderItemsSchema = z.object({
  categoryId: z.string({ error: "backOffice.invalidValue" }).min(1, "backOffice.invalidValue").max(100, "backOffice.invalidValue"),
  order: orderField,
});
export const reorderCategoriesSchema = z.object({ order: orderField });

/** A new order, as the form field carries it. */
export function orderFieldValue(rows: readonly { id: string; version: number }[]): string {
  return JSON.stringify(rows.map(({ id, version }) => ({ id, version })));
}

/** The selected items of a bulk action, each `id:version`; at least one (the brief). */
export const bulkSchema = z.object({
  action: z.enum(["activate", "deactivate", "delete"], { error: "backOffice.invalidValue" }),
  selected: z
    .union([z.string(), z.array(z.string())], { error: "menuManagement.selectAtLeastOne" })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(
          z.string().transform((text, ctx) => {
            const match = /^(.{1,100}):(\d{1,15})$/.exec(text);
            if (!match || Number(match[2]) < 1) {
              ctx.addIssue({ code: "custom", message: "backOffice.invalidValue" });
              return z.NEVER;
            }
            return { id: match[1]!, version: Number(match[2]) };
          }),
        )
        .min(1, "menuManagement.selectAtLeastOne")
        .max(REORDER_MAX_ROWS, "backOffice.invalidValue"),
    )
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "backOffice.invalidValue"),
});
