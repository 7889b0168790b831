import type { Language } from "~/i18n/localize";
import type { Declaration } from "~/lib/declarations";
import { defineMessages, type FeatureMessageKey } from "~/i18n/messages/define-messages";

/**
 * What a guest reads of the declarations (../shared/allergens.md): their short names, and the words
 * around them on the menu. Turkish first on the guest's pages, as the regulation asks. Apart from
 * the back office's words (allergen-messages.ts), so a public page's script carries only these.
 */
export const allergenNames = defineMessages(
  {
    "allergens.filterSummary": "Allergens",
    "allergens.filterLegend": "Hide the dishes that contain or may contain",
    "allergens.filterApply": "Show the menu",
    "allergens.filterClear": "Show every dish",
    "allergens.hiddenOne": "1 dish hidden: it contains or may contain {names}.",
    "allergens.hidden": "{count} dishes hidden: they contain or may contain {names}.",
    "allergens.gluten": "Cereals containing gluten",
    "allergens.crustaceans": "Crustaceans",
    "allergens.eggs": "Eggs",
    "allergens.fish": "Fish",
    "allergens.peanuts": "Peanuts",
    "allergens.soybeans": "Soybeans",
    "allergens.milk": "Milk",
    "allergens.nuts": "Tree nuts",
    "allergens.celery": "Celery",
    "allergens.mustard": "Mustard",
    "allergens.sesame": "Sesame",
    "allergens.sulphites": "Sulphur dioxide and sulphites",
    "allergens.lupin": "Lupin",
    "allergens.molluscs": "Molluscs",
    "allergens.alcohol": "Alcohol",
    "allergens.pork": "Pork",
    "allergens.containsShort": "Contains: {names}",
    "allergens.mayContainShort": "May contain: {names}",
    "allergens.vegetarian": "Vegetarian",
    "allergens.vegan": "Vegan",
    "allergens.guestIncomplete": "Allergen information incomplete — please ask our staff",
  },
  {
    "allergens.filterSummary": "Alerjenler",
    "allergens.filterLegend": "Şunları içeren ya da içerebilen ürünleri gizle",
    "allergens.filterApply": "Menüyü göster",
    "allergens.filterClear": "Tüm ürünleri göster",
    "allergens.hiddenOne": "1 ürün gizlendi: {names} içeriyor ya da içerebilir.",
    "allergens.hidden": "{count} ürün gizlendi: {names} içeriyor ya da içerebilir.",
    "allergens.gluten": "Gluten içeren tahıllar",
    "allergens.crustaceans": "Kabuklular",
    "allergens.eggs": "Yumurta",
    "allergens.fish": "Balık",
    "allergens.peanuts": "Yer fıstığı",
    "allergens.soybeans": "Soya",
    "allergens.milk": "Süt",
    "allergens.nuts": "Sert kabuklu meyveler",
    "allergens.celery": "Kereviz",
    "allergens.mustard": "Hardal",
    "allergens.sesame": "Susam",
    "allergens.sulphites": "Kükürt dioksit ve sülfitler",
    "allergens.lupin": "Acı bakla",
    "allergens.molluscs": "Yumuşakçalar",
    "allergens.alcohol": "Alkol",
    "allergens.pork": "Domuz",
    "allergens.containsShort": "İçerir: {names}",
    "allergens.mayContainShort": "İçerebilir: {names}",
    "allergens.vegetarian": "Vejetaryen",
    "allergens.vegan": "Vegan",
    "allergens.guestIncomplete": "Alerjen bilgisi eksik — lütfen personelimize sorun",
  },
);

export type AllergenNameKey = FeatureMessageKey<typeof allergenNames>;

/** A declaration's name for a guest, in parts: its Turkish name, as the regulation asks, and on an English page its English name too. */
export function guestAllergenNameParts(key: Declaration, language: Language): { turkish: string; english: string | null } {
  return { turkish: allergenNames.tr[`allergens.${key}`], english: language === "tr" ? null : allergenNames.en[`allergens.${key}`] };
}

/** Between a declaration's Turkish and English names on an English page. */
export const GUEST_ALLERGEN_NAMES_BETWEEN = " / ";

/** A declaration's name for a guest: Turkish first, as the regulation asks; on an English page, then its English name ('Süt / Milk'). */
export function guestAllergenName(key: Declaration, language: Language): string {
  const { turkish, english } = guestAllergenNameParts(key, language);
  return english === null ? turkish : `${turkish}${GUEST_ALLERGEN_NAMES_BETWEEN}${english}`;
}
