import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_BYTES, WIDEST_VARIANT } from "~/features/menu-images/menu-images";
import { NAME_MAX_LENGTH, REASON_MAX_LENGTH, TEXT_MAX_LENGTH } from "~/features/menu-management/menu-management";
import { siteSettingsSchema } from "~/features/site/site-settings-schema";
import type { StatementColumns } from "~/db/schema";
import { FACT_STATES, STATEMENT_COLUMNS, STATEMENTS } from "~/lib/declarations";
import { hasNoControlCharacters } from "~/lib/form-text";
import { MAX_KURUS } from "~/lib/money-input";
import { z } from "~/lib/zod";

/**
 * The menu archive: the whole menu (categories, items, their images) and the site settings in one
 * JSON file, with a format name and version, for a backup or another site (docs/decisions/0019).
 * A file is checked whole before anything is written; every problem is named by its path.
 */
export const MENU_ARCHIVE_FORMAT = "patates-menu-archive";
/**
 * The version an export writes. Version 2 added each dish's allergen and diet statements, their
 * reason and its food-cost target, and each category's VAT and target; a version 1 file, without
 * them, still imports and leaves those of the dishes and categories it updates as they are.
 */
export const MENU_ARCHIVE_VERSION = 2;
const READABLE_VERSIONS = [1, 2] as const;
/**
 * The largest archive accepted: a menu of a couple of hundred photographed items. An import holds
 * the file about five times over at its peak (the body, the form's file, its text, the parsed JSON,
 * the decoded photos), so this bounds its memory too (docs/decisions/0019-menu-archive.md).
 */
export const MAX_ARCHIVE_MEGABYTES = 20;
export const MAX_ARCHIVE_BYTES = MAX_ARCHIVE_MEGABYTES * 1024 * 1024;
const MAX_CATEGORIES = 1_000;
const MAX_ITEMS = 10_000;

/** Replace the menu with the file's, or merge the file's rows into it by id. */
export const IMPORT_MODES = ["replace", "merge"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

const id = z.string().min(1).max(100).refine(hasNoControlCharacters);
const name = z.string().trim().max(NAME_MAX_LENGTH).refine(hasNoControlCharacters);
const optionalText = z.string().trim().max(TEXT_MAX_LENGTH).refine(hasNoControlCharacters).nullable();
const position = z.number().int().min(0).max(1_000_000);
/** A share in basis points (10,000 is 100 %), from `min`; null: the site's default, not yet confirmed. */
const basisPoints = (min: number) => z.number().int().min(min).max(10_000).nullable();

const categorySchema = z
  .strictObject({ id, nameTr: name, nameEn: name, position, isActive: z.boolean(), vatRateBp: basisPoints(0).optional(), foodCostTargetBp: basisPoints(1).optional() })
  .refine((category) => category.nameTr !== "" || category.nameEn !== "", { message: "archive.nameRequired", path: ["nameTr"] });

/** A dish's statements by hand, by column: 'contains' … 'undeclared' for each declaration, 'yes' … for the two diet facts. */
const statementsSchema = z.strictObject(
  Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, column.startsWith("diet_") ? z.enum(FACT_STATES) : z.enum(STATEMENTS)])),
) as unknown as z.ZodType<StatementColumns>;

/** One WebP variant of an item's image, its bytes in base64. */
const variantSchema = z.strictObject({
  width: z.number().int().min(1).max(WIDEST_VARIANT),
  height: z.number().int().min(1).max(100_000),
  data: z.base64().max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4),
});

const itemSchema = z
  .strictObject({
    id,
    categoryId: id,
    nameTr: name,
    nameEn: name,
    secondaryTr: optionalText,
    secondaryEn: optionalText,
    descriptionTr: optionalText,
    descriptionEn: optionalText,
    priceKurus: z.number().int().min(0).max(MAX_KURUS),
    position,
    isActive: z.boolean(),
    image: z.array(variantSchema).min(1).max(IMAGE_VARIANT_WIDTHS.length).nullable(),
    statements: statementsSchema.optional(),
    allergenReason: z.string().trim().max(REASON_MAX_LENGTH).refine(hasNoControlCharacters).nullable().optional(),
    foodCostTargetBp: basisPoints(1).optional(),
  })
  .refine((item) => item.nameTr !== "" || item.nameEn !== "", { message: "archive.nameRequired", path: ["nameTr"] })
  .superRefine((item, ctx) => {
    // Each size once: an image's variants are stored by their hash, one row each.
    const widths = new Set<number>();
    item.image?.forEach((variant, index) => {
      if (widths.has(variant.width)) ctx.addIssue({ code: "custom", message: "archive.duplicateImage", path: ["image", index] });
      widths.add(variant.width);
    });
  });

export const menuArchiveSchema = z
  .strictObject({
    format: z.literal(MENU_ARCHIVE_FORMAT, { error: "archive.wrongFormat" }),
    version: z.literal(READABLE_VERSIONS, { error: "archive.wrongVersion" }),
    exportedAt: z.iso.datetime(),
    categories: z.array(categorySchema).max(MAX_CATEGORIES),
    items: z.array(itemSchema).max(MAX_ITEMS),
    settings: siteSettingsSchema,
  })
  .superRefine((archive, ctx) => {
    const categoryIds = new Set<string>();
    archive.categories.forEach((category, index) => {
      if (categoryIds.has(category.id)) ctx.addIssue({ code: "custom", message: "archive.duplicateId", path: ["categories", index, "id"] });
      categoryIds.add(category.id);
    });
    const itemIds = new Set<string>();
    archive.items.forEach((item, index) => {
      if (itemIds.has(item.id)) ctx.addIssue({ code: "custom", message: "archive.duplicateId", path: ["items", index, "id"] });
      itemIds.add(item.id);
      if (!categoryIds.has(item.categoryId)) ctx.addIssue({ code: "custom", message: "archive.unknownCategory", path: ["items", index, "categoryId"] });
    });
  });

export type MenuArchive = z.infer<typeof menuArchiveSchema>;
export type ArchiveCategory = MenuArchive["categories"][number];
export type ArchiveItem = MenuArchive["items"][number];
export type ArchiveVariant = z.infer<typeof variantSchema>;

/** A problem with a file: where (`items[3].priceKurus`, "" for the whole file) and what, as a message key. */
export interface ArchiveProblem {
  path: string;
  message: string;
}

/** The most problems an answer lists: enough to fix a file, few enough to read. */
export const MAX_PROBLEMS_SHOWN = 20;

/** `items[3].priceKurus` from zod's `["items", 3, "priceKurus"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => (typeof part === "number" ? `${text}[${part}]` : text === "" ? String(part) : `${text}.${String(part)}`), "");
}

/** What a message key of this module or the site settings' says; anything else is a value out of place. */
function problemMessage(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith("archive.")) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return "archive.missing";
  if (issue.code === "unrecognized_keys") return "archive.unknownField";
  return "archive.invalidValue";
}

export type ArchiveCheck = { ok: true; archive: MenuArchive } | { ok: false; problems: ArchiveProblem[] };

/** Reads and checks a file's text: JSON first, then every field. */
export function checkMenuArchive(text: string): ArchiveCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: "", message: "archive.notJson" }] };
  }
  const parsed = menuArchiveSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, archive: parsed.data };
  const problems = parsed.error.issues.slice(0, MAX_PROBLEMS_SHOWN).map((issue) => {
    const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path;
    return { path: formatPath(path), message: problemMessage(issue) };
  });
  return { ok: false, problems };
}

/** The answer to an import: what was written, or why nothing was. */
/** What an import wrote (created or changed), and apart what a 'replace' deleted as not in the file. */
export type ImportCounts = {
  categories: number;
  items: number;
  images: number;
  deletedCategories: number;
  deletedItems: number;
};

export type ImportReply = ({ ok: true } & ImportCounts) | { ok: false; problems: ArchiveProblem[] };
