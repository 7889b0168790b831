import type { Language } from "~/i18n/localize";

/**
 * The units quantities are counted in, what each one measures, and how many of the measure's
 * smallest unit it holds: the one table unit conversions are made from. Every factor is an
 * integer, so conversions stay exact (see rational.ts).
 */

/**
 * Every unit, by its key: what the database stores and forms send. A key is never shown; a person
 * sees its label in the page's language (unitLabel). One key per unit, so no picker offers the same
 * unit twice under two spellings (g and gr, piece and adet).
 */
export const UNITS = ["g", "kg", "ml", "l", "piece", "cup", "tbsp", "tsp", "pinch", "slice", "clove", "bunch", "pack", "box", "bottle", "bag"] as const;
export type Unit = (typeof UNITS)[number];

/** The brief's recipe ingredient units, in its order (section 6). */
export const RECIPE_UNITS = ["g", "kg", "ml", "l", "piece", "cup", "tbsp", "tsp", "pinch", "slice", "clove", "bunch"] as const satisfies readonly Unit[];
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/** The brief's inventory units, in its order (section 6: kg, gr, lt, ml, adet, paket, kutu, şişe, poşet). */
export const INVENTORY_UNITS = ["kg", "g", "l", "ml", "piece", "pack", "box", "bottle", "bag"] as const satisfies readonly Unit[];
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/** Every unit, each once: what a pack may be written in (1 bottle = 0.7 l). */
export const ALL_UNITS: readonly Unit[] = UNITS;

/**
 * What each unit is called: in Turkish as a Turkish kitchen says it, in English as an English one
 * does (`one` after 1, `other` after any other amount). The symbols g, kg, ml and l read the same
 * in both.
 */
const LABELS: Readonly<Record<Unit, { tr: string; en: { one: string; other: string } }>> = {
  g: { tr: "g", en: { one: "g", other: "g" } },
  kg: { tr: "kg", en: { one: "kg", other: "kg" } },
  ml: { tr: "ml", en: { one: "ml", other: "ml" } },
  l: { tr: "l", en: { one: "l", other: "l" } },
  piece: { tr: "adet", en: { one: "piece", other: "pieces" } },
  cup: { tr: "su bardağı", en: { one: "cup", other: "cups" } },
  tbsp: { tr: "yemek kaşığı", en: { one: "tbsp", other: "tbsp" } },
  tsp: { tr: "çay kaşığı", en: { one: "tsp", other: "tsp" } },
  pinch: { tr: "tutam", en: { one: "pinch", other: "pinches" } },
  slice: { tr: "dilim", en: { one: "slice", other: "slices" } },
  clove: { tr: "diş", en: { one: "clove", other: "cloves" } },
  bunch: { tr: "demet", en: { one: "bunch", other: "bunches" } },
  pack: { tr: "paket", en: { one: "pack", other: "packs" } },
  box: { tr: "kutu", en: { one: "box", other: "boxes" } },
  bottle: { tr: "şişe", en: { one: "bottle", other: "bottles" } },
  bag: { tr: "poşet", en: { one: "bag", other: "bags" } },
};

export function isUnit(value: unknown): value is Unit {
  return typeof value === "string" && Object.hasOwn(LABELS, value);
}

/**
 * A unit's name in a language, as a picker shows it, or after an amount of that many thousandths
 * (`2 cups`, `1 cup`; Turkish does not change the word). A text that is not a key (a row written
 * before the keys) shows as it is.
 */
export function unitLabel(unit: string, language: Language, amountMilli?: number): string {
  if (!isUnit(unit)) return unit;
  const label = LABELS[unit];
  if (language === "tr") return label.tr;
  return amountMilli === undefined || amountMilli === 1000 ? label.en.one : label.en.other;
}

/** The choices of a unit picker, in the given order, each named in the page's language. */
export function unitChoices(units: readonly Unit[], language: Language): { value: Unit; label: string }[] {
  return units.map((unit) => ({ value: unit, label: unitLabel(unit, language) }));
}

/** The spellings used before the keys, in the inventory's old list (and what migration 0010 maps). */
export const OLD_UNIT_SPELLINGS: Readonly<Record<string, Unit>> = {
  gr: "g",
  lt: "l",
  adet: "piece",
  paket: "pack",
  kutu: "box",
  şişe: "bottle",
  poşet: "bag",
};

/** Key, label in either language (singular or plural) or old spelling, folded to lower case: its key. */
const UNIT_BY_TEXT: ReadonlyMap<string, Unit> = new Map<string, Unit>([
  ...UNITS.flatMap((unit) => [unit, LABELS[unit].tr, LABELS[unit].en.one, LABELS[unit].en.other].map((text) => [text.toLocaleLowerCase("tr"), unit] as const)),
  ...Object.entries(OLD_UNIT_SPELLINGS),
]);

/**
 * The unit a person or a file wrote, in any language or old spelling (`adet`, `pieces`, `GR`,
 * `Su bardağı`), or undefined for a text that names no unit.
 */
export function unitFromText(text: string): Unit | undefined {
  const written = text.trim().replace(/\s+/g, " ");
  // In Turkish an I is lowered to ı: `PIECE` is an English word, lowered the English way.
  return UNIT_BY_TEXT.get(written.toLocaleLowerCase("tr")) ?? UNIT_BY_TEXT.get(written.toLocaleLowerCase("en"));
}

/**
 * Mass in grams, volume in millilitres, count in pieces. The kitchen measures are the usual
 * metric ones: cup = 240 ml, tbsp = 15 ml, tsp = 5 ml.
 */
const MEASURES: Readonly<Partial<Record<Unit, { measure: "mass" | "volume" | "count"; factor: number }>>> = {
  g: { measure: "mass", factor: 1 },
  kg: { measure: "mass", factor: 1000 },
  ml: { measure: "volume", factor: 1 },
  l: { measure: "volume", factor: 1000 },
  cup: { measure: "volume", factor: 240 },
  tbsp: { measure: "volume", factor: 15 },
  tsp: { measure: "volume", factor: 5 },
  piece: { measure: "count", factor: 1 },
};

/** The smallest unit of each measure, through which two of its units are compared. */
export const BASE_UNIT = { mass: "g", volume: "ml", count: "piece" } as const;

export interface UnitMeasure {
  /** What the unit measures. A unit outside the table (slice, bottle, pack) measures only itself. */
  measure: string;
  /** How many of the measure's base unit one of it is. */
  factor: number;
}

export function measureOf(unit: string): UnitMeasure {
  return isUnit(unit) && MEASURES[unit] ? MEASURES[unit] : { measure: `unit:${unit}`, factor: 1 };
}

/** Whether a quantity in one unit can be written in the other without anything else known. */
export function sameMeasure(a: string, b: string): boolean {
  return measureOf(a).measure === measureOf(b).measure;
}

/** The base unit of a unit's measure (g for kg), or null for a unit that measures only itself. */
export function baseUnitOf(unit: string): string | null {
  const { measure } = measureOf(unit);
  return Object.hasOwn(BASE_UNIT, measure) ? BASE_UNIT[measure as keyof typeof BASE_UNIT] : null;
}

/**
 * What one unit of an inventory item holds, in another measure: 1 bottle = 0.7 l, 1 pack = 500 g,
 * 1 piece = 150 g (of an item bought by the kg). With it, a recipe can use millilitres of something
 * bought by the bottle, or pieces of something bought by the kilogram.
 */
export interface Pack {
  /** The left side: one of this. */
  unit: string;
  /** The right side, in thousandths. */
  amountMilli: number;
  amountUnit: string;
}

/**
 * Why a pack cannot serve an item sold in `itemUnit`, or null when it can: its two sides must
 * measure different things (1 kg = 900 g would contradict the table), and one side must measure
 * what the item's unit measures, or it would never be used.
 */
export function packProblem(itemUnit: string, pack: Pack): "same-measure" | "unrelated" | null {
  if (sameMeasure(pack.unit, pack.amountUnit)) return "same-measure";
  if (!sameMeasure(pack.unit, itemUnit) && !sameMeasure(pack.amountUnit, itemUnit)) return "unrelated";
  return null;
}
