import type { PriceSource } from "~/db/schema";
import { divide, multiply, ratio, roundHalfUp, subtract, type Rational } from "~/lib/rational";
import { measureOf, type Pack } from "~/lib/units";

/**
 * An inventory item's price history (docs/decisions/0032-price-history.md): every price it has had,
 * each a row written once. Pure: the rows come from price-history.server.ts.
 */

/** The pack a row holds, or null. The columns are set together or not at all (migration 0005). */
export function packOf(row: { pack_unit: string | null; pack_amount_milli: number | null; pack_amount_unit: string | null }): Pack | null {
  return row.pack_unit && row.pack_amount_milli && row.pack_amount_unit ? { unit: row.pack_unit, amountMilli: row.pack_amount_milli, amountUnit: row.pack_amount_unit } : null;
}

/** A price as the history holds it. */
export interface PricePoint {
  unit: string;
  pack: Pack | null;
  priceKurus: number;
}

/** A price in an item's history as its detail shows it, with who recorded it. */
export interface PriceHistoryEntry {
  id: string;
  effectiveAt: string;
  source: PriceSource;
  vendor: string;
  unit: string;
  pack: Pack | null;
  priceKurus: number;
  recordedBy: string | null;
}

/** The units a price per measure is shown in: ₺/kg, ₺/l, ₺ per piece. */
const REFERENCE_UNIT = { mass: "kg", volume: "l", count: "piece" } as const;
type Measure = keyof typeof REFERENCE_UNIT;
const isMeasure = (measure: string): measure is Measure => Object.hasOwn(REFERENCE_UNIT, measure);

/** A price per kilogram, litre or piece, exactly, in kuruş; `unit` says which. */
export interface ReferencePrice {
  unit: (typeof REFERENCE_UNIT)[Measure];
  kurus: Rational;
}

/**
 * The price per kilogram, litre or piece: from the unit itself (1 kg, 500 g), or through the pack
 * (1 bottle = 0.7 l); null when neither says (a box with no pack).
 */
export function referencePrice(point: PricePoint): ReferencePrice | null {
  const sold = measureOf(point.unit);
  if (isMeasure(sold.measure)) {
    const reference = REFERENCE_UNIT[sold.measure];
    return { unit: reference, kurus: ratio(point.priceKurus * measureOf(reference).factor, sold.factor) };
  }
  const pack = point.pack;
  if (pack && pack.unit === point.unit) {
    const holds = measureOf(pack.amountUnit);
    if (!isMeasure(holds.measure)) return null;
    const reference = REFERENCE_UNIT[holds.measure];
    // One unit holds amountMilli/1000 of amountUnit, which is that × factor / referenceFactor of the reference unit.
    const referenceAmount = ratio(pack.amountMilli * holds.factor, 1000 * measureOf(reference).factor);
    return { unit: reference, kurus: divide(ratio(point.priceKurus), referenceAmount) };
  }
  return null;
}

/** How much the price per kilogram, litre or piece moved from `before` to `after`; null unless both say it in the same unit. */
export function referencePriceChange(before: PricePoint, after: PricePoint): ReferencePrice | null {
  const old = referencePrice(before);
  const next = referencePrice(after);
  return old && next && old.unit === next.unit ? { unit: next.unit, kurus: subtract(next.kurus, old.kurus) } : null;
}

/** Whether two points sell the same thing the same way (unit and pack): their prices compare directly. */
export function sameTerms(a: PricePoint, b: PricePoint): boolean {
  return a.unit === b.unit && a.pack?.unit === b.pack?.unit && a.pack?.amountMilli === b.pack?.amountMilli && a.pack?.amountUnit === b.pack?.amountUnit;
}

/**
 * How much a price changed from `before` to `after`, as a share of the old price (0.1 is 10 % up):
 * per kilogram, litre or piece when both say it, else directly when both are sold the same way.
 * Null when the two cannot be compared, or the old price was 0.
 */
export function priceChangeShare(before: PricePoint, after: PricePoint): Rational | null {
  const old = referencePrice(before);
  const next = referencePrice(after);
  if (old && next && old.unit === next.unit) return old.kurus.n === 0n ? null : divide(subtract(next.kurus, old.kurus), old.kurus);
  if (sameTerms(before, after)) return before.priceKurus === 0 ? null : ratio(after.priceKurus - before.priceKurus, before.priceKurus);
  return null;
}

/**
 * Whether a change is over the share the admins set (in basis points), either way. A price from 0 to
 * anything, or one that cannot be compared with the last, always is: nobody can say it is small.
 */
export function isLargeChange(before: PricePoint, after: PricePoint, thresholdBp: number): boolean {
  if (before.priceKurus === after.priceKurus && sameTerms(before, after)) return false;
  const share = priceChangeShare(before, after);
  if (share === null) return true;
  const size = share.n < 0n ? -share.n : share.n;
  return size * 10_000n > BigInt(thresholdBp) * share.d;
}

/** A share in tenths of a percent, rounded once: 0.1234 is 123 (12.3 %). */
export function shareInTenths(share: Rational): number {
  return Number(roundHalfUp(multiply(share, ratio(1000))));
}

/** The share over which a price change shows on the admins' Overview, until they set another (5 %). */
export const DEFAULT_PRICE_ALERT_BP = 500;
