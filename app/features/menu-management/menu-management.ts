import { hasNoControlCharacters } from "~/lib/form-text";
import { parseMoney } from "~/lib/money";
import { rowReferenceFields } from "~/lib/row-reference";
import { z } from "~/lib/zod";

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
  image: string | null;
  position: number;
  isActive: boolean;
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

/** `12,50` and `12.50` alike; what `min="0"` and `step="0.01"` would enforce (docs/decisions/0010-forms.md). */
const priceField = z.string({ error: "menuManagement.priceRequired" }).transform((text, ctx) => {
  const parsed = parseMoney(text);
  if (parsed.ok) return parsed.kurus;
  const message = {
    empty: "menuManagement.priceRequired",
    invalid: "menuManagement.priceInvalid",
    negative: "menuManagement.priceInvalid",
    "too-large": "menuManagement.priceTooLarge",
  }[parsed.reason];
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
});

/** The menu item form, in the browser and again in the action. */
export const menuItemSchema = z.object({
  categoryId: z.string({ error: "menuManagement.categoryRequired" }).min(1, "menuManagement.categoryRequired").max(100, "menuManagement.categoryRequired"),
  nameTr: requiredName("menuManagement.nameTrRequired"),
  nameEn: requiredName("menuManagement.nameEnRequired"),
  price: priceField,
  secondaryTr: optionalText,
  secondaryEn: optionalText,
  descriptionTr: optionalText,
  descriptionEn: optionalText,
});
export type MenuItemInput = z.output<typeof menuItemSchema>;
export const menuItemUpdateSchema = menuItemSchema.extend(rowReferenceFields);

/** The category form. */
export const categorySchema = z.object({
  nameTr: requiredName("menuManagement.nameTrRequired"),
  nameEn: requiredName("menuManagement.nameEnRequired"),
});
export type CategoryInput = z.output<typeof categorySchema>;
export const categoryUpdateSchema = categorySchema.extend(rowReferenceFields);

export const rowReferenceSchema = z.object(rowReferenceFields);
/** Activate or Deactivate: the state asked for, not a flip, so a repeated post changes nothing. */
export const toggleSchema = z.object({
  ...rowReferenceFields,
  isActive: z.enum(["true", "false"], { error: "backOffice.invalidValue" }).transform((value) => value === "true"),
});
