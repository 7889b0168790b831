/**
 * The units quantities are counted in, what each one measures, and how many of the measure's
 * smallest unit it holds: the one table unit conversions are made from. Every factor is an
 * integer, so conversions stay exact (see rational.ts).
 */

/** The brief's recipe ingredient units, in its order (section 6). */
export const RECIPE_UNITS = ["g", "kg", "ml", "l", "piece", "cup", "tbsp", "tsp", "pinch", "slice", "clove", "bunch"] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/** The brief's inventory units, in its order (section 6). */
export const INVENTORY_UNITS = ["kg", "gr", "lt", "ml", "adet", "paket", "kutu", "şişe", "poşet"] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/** Every unit either list has, each once: what a pack may be written in (1 şişe = 0.7 l). */
export const ALL_UNITS: readonly string[] = [...new Set<string>([...RECIPE_UNITS, ...INVENTORY_UNITS])];

/**
 * Mass in grams, volume in millilitres, count in pieces. The kitchen measures are the usual
 * metric ones: cup = 240 ml, tbsp = 15 ml, tsp = 5 ml. `gr`, `lt` and `adet` are the inventory's
 * spellings of g, l and piece.
 */
const MEASURES: Readonly<Record<string, { measure: "mass" | "volume" | "count"; factor: number }>> = {
  g: { measure: "mass", factor: 1 },
  gr: { measure: "mass", factor: 1 },
  kg: { measure: "mass", factor: 1000 },
  ml: { measure: "volume", factor: 1 },
  l: { measure: "volume", factor: 1000 },
  lt: { measure: "volume", factor: 1000 },
  cup: { measure: "volume", factor: 240 },
  tbsp: { measure: "volume", factor: 15 },
  tsp: { measure: "volume", factor: 5 },
  piece: { measure: "count", factor: 1 },
  adet: { measure: "count", factor: 1 },
};

/** The smallest unit of each measure, through which two of its units are compared. */
export const BASE_UNIT = { mass: "g", volume: "ml", count: "piece" } as const;

export interface UnitMeasure {
  /** What the unit measures. A unit outside the table (slice, şişe, paket) measures only itself. */
  measure: string;
  /** How many of the measure's base unit one of it is. */
  factor: number;
}

export function measureOf(unit: string): UnitMeasure {
  return Object.hasOwn(MEASURES, unit) ? MEASURES[unit]! : { measure: `unit:${unit}`, factor: 1 };
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
 * What one unit of an inventory item holds, in another measure: 1 şişe = 0.7 l, 1 paket = 500 gr,
 * 1 adet = 150 gr (of an item bought by the kg). With it, a recipe can use millilitres of something
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
