import type { SoldOut } from "~/db/schema";
import { rowReferenceFields } from "~/lib/row-reference";
import { z } from "~/lib/zod";
import type { WeeklyHours } from "~/features/site/opening-hours";
import { serviceDayEnd } from "~/features/site/service-day";

/**
 * A dish sold out (docs/decisions/0034-sold-out.md). Pure: the clock is a parameter.
 *
 * 'Tonight' holds until the end of the service day it was said in (service-day.ts) and then ends by
 * itself; 'until further notice' holds until someone undoes it. Guests still see the dish, greyed.
 */

/** What the staff choose: for tonight, until further notice, or on sale again. */
export const SOLD_OUT_CHOICES = ["tonight", "until_further_notice", "on_sale"] as const;
export type SoldOutChoice = (typeof SOLD_OUT_CHOICES)[number];

/** A dish's sold-out columns as the database holds them. */
export interface SoldOutColumns {
  sold_out: SoldOut | null;
  sold_out_until: string | null;
}

/** The state a dish is in at a moment: on sale, or sold out with when it ends (null: until further notice). */
export type SoldOutState = { soldOut: false } | { soldOut: true; until: string | null };

export const ON_SALE: SoldOutColumns = { sold_out: null, sold_out_until: null };

/** Whether the dish is sold out at `now`, and until when. A 'tonight' whose end has passed is on sale. */
export function soldOutState(columns: SoldOutColumns, now: Date): SoldOutState {
  if (columns.sold_out === "until_further_notice") return { soldOut: true, until: null };
  if (columns.sold_out === "tonight" && columns.sold_out_until !== null && now.toISOString() < columns.sold_out_until) {
    return { soldOut: true, until: columns.sold_out_until };
  }
  return { soldOut: false };
}

/**
 * Which sold-out guests are told of at `now` (null: on sale): 'tonight' says 'Sold out today',
 * 'until_further_notice' 'Currently unavailable', as a dish out for weeks is not out 'today'. A
 * 'tonight' whose end has passed is on sale.
 */
export function soldOutKind(columns: SoldOutColumns, now: Date): SoldOut | null {
  return soldOutState(columns, now).soldOut ? columns.sold_out : null;
}

/** The columns a choice made at `now` writes: 'tonight' ends with the service day, by the opening hours. */
export function soldOutColumns(choice: SoldOutChoice, week: WeeklyHours, now: Date, marginMinutes?: number): SoldOutColumns {
  if (choice === "on_sale") return ON_SALE;
  if (choice === "until_further_notice") return { sold_out: "until_further_notice", sold_out_until: null };
  return { sold_out: "tonight", sold_out_until: serviceDayEnd(week, now, marginMinutes).toISOString() };
}

/**
 * Whether writing `wanted` at `now` would change what the dish is: a second cook marking the same
 * dish sold out for tonight, a moment after the first, asks for what is already so.
 */
export function sameSoldOut(current: SoldOutColumns, wanted: SoldOutColumns, now: Date): boolean {
  const before = soldOutState(current, now);
  const after = soldOutState(wanted, now);
  if (!before.soldOut || !after.soldOut) return before.soldOut === after.soldOut;
  return before.until === after.until;
}

/**
 * The sold-out columns as one text, exactly (`tonight/2026-11-28T02:30:00.000Z`, `/` on sale): what a
 * tap says it was shown, for the write to compare with the dish's columns as they are. Only these two
 * columns: an admin's save of the dish's price or description meanwhile changes nothing a tap decides.
 */
export function soldOutShown(columns: SoldOutColumns): string {
  return `${columns.sold_out ?? ""}/${columns.sold_out_until ?? ""}`;
}

/**
 * The form of one tap on the 'Tonight' list: which dish, the sold-out state it was shown
 * (`soldOutShown`) rather than the dish's version, and what it is to be. `shown` is missing only from
 * a page loaded before taps carried it: such a tap is refused, and the list loaded again.
 */
export const soldOutFormSchema = z.object({
  id: rowReferenceFields.id,
  shown: z.string().max(100).optional(),
  choice: z.enum(SOLD_OUT_CHOICES, { error: "backOffice.invalidValue" }),
});
export type SoldOutInput = z.output<typeof soldOutFormSchema>;

/** A dish on the 'Tonight' list. */
export interface TonightDish {
  id: string;
  /** Its sold-out columns as a tap sends them back (`soldOutShown`). */
  shown: string;
  name: { tr: string; en: string };
  state: SoldOutState;
}

/** An active category with its active dishes, in menu order. */
export interface TonightCategory {
  id: string;
  name: { tr: string; en: string };
  dishes: TonightDish[];
}

/**
 * The first instant at which the 'Tonight' list, as loaded, no longer tells the truth by itself: a
 * dish's 'tonight' ends (it is on sale again), or the service day whose end the 'Tonight' button
 * names is over (a tap would set the next one). Null when nothing on it ends.
 */
export function tonightListEnds(categories: readonly TonightCategory[] | null, tonightEnds: string | null): string | null {
  let first = tonightEnds;
  for (const category of categories ?? []) {
    for (const { state } of category.dishes) {
      if (state.soldOut && state.until !== null && (first === null || state.until < first)) first = state.until;
    }
  }
  return first;
}
