import type { Language } from "~/i18n/localize";

/**
 * The one reader of numbers typed by a person: prices and quantities alike (money.ts, quantity.ts).
 * A number is read as the page's language writes it, and in any other way that has only one
 * reading. Turkish groups thousands with a point and writes decimals after a comma (`1.250,50`);
 * English the other way round (`1,250.50`). See docs/decisions/0025-numbers-and-units.md.
 *
 * - Digits alone: `1500`.
 * - Both separators: the last one is the decimal one, the other groups thousands (`1.250,50`,
 *   `1,250.50`), in either language.
 * - One separator, more than once: it groups thousands (`1.000.000`, `1,000,000`).
 * - One separator, once, not followed by exactly three digits: the decimal one (`1500,5`, `12.50`).
 * - One separator, once, followed by three digits after one to three digits (`1.500`, `1,500`):
 *   the only case where the language decides. The language's thousands separator groups
 *   (`1.500` is 1500 in Turkish); its decimal separator is a decimal, when three decimals are
 *   allowed (`1,500` kg is 1,5 kg in Turkish). Where they are not, as in money, the number could be
 *   1500 written the other language's way or a mistyped decimal: it is refused as ambiguous, and the
 *   message shows how to write it.
 */

export const DECIMAL_SEPARATOR: Record<Language, "," | "."> = { tr: ",", en: "." };
const THOUSANDS_SEPARATOR: Record<Language, "," | "."> = { tr: ".", en: "," };

/** Why a text is not a number: nothing typed, not a number, readable two ways, below zero, above the maximum, or with more decimals than the value has. */
export type NumberTextResult = { ok: true; value: number } | { ok: false; reason: NumberTextFailure };
export type NumberTextFailure = "empty" | "invalid" | "ambiguous" | "negative" | "too-large" | "too-precise";

export interface NumberTextOptions {
  /** The page's language: which separator is the decimal one where that matters. */
  language: Language;
  /** How many decimals the value has: 2 for kuruş, 3 for thousandths. The result is in those units. */
  decimals: number;
  /** The largest value accepted, in those units. */
  max: number;
}

// Spaces of every kind: a person's, and the narrow no-break space some locales group with.
const SPACES = /[\s\u00a0\u202f]/g;
// Grouped thousands: one to three digits, not starting with a zero, then groups of three.
const GROUPED = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`);

/** Reads a number as text into an integer count of its smallest unit (kuruş, thousandths). */
export function parseNumberText(input: string, { language, decimals, max }: NumberTextOptions): NumberTextResult {
  const text = input.replace(SPACES, "");
  if (text === "") return { ok: false, reason: "empty" };
  const signed = /^([-−]?)(\d[\d.,]*)$/.exec(text);
  if (!signed || /[.,]$/.test(signed[2]!)) return { ok: false, reason: "invalid" };
  const negative = signed[1] !== "";
  const body = signed[2]!;

  const split = splitNumber(body, language, decimals);
  if (!split.ok) return split;
  const { whole, fraction } = split;
  if (fraction.length > decimals) return { ok: false, reason: "too-precise" };
  // Beyond any maximum in digits alone: no need to build the number to know it is too large.
  if (whole.replace(/^0+/, "").length > 15) return negative ? { ok: false, reason: "negative" } : { ok: false, reason: "too-large" };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0"));
  if (negative && value !== 0) return { ok: false, reason: "negative" };
  if (value > max) return { ok: false, reason: "too-large" };
  return { ok: true, value };
}

type Split = { ok: true; whole: string; fraction: string } | { ok: false; reason: "invalid" | "ambiguous" };

function splitNumber(body: string, language: Language, decimals: number): Split {
  const points = count(body, ".");
  const commas = count(body, ",");
  if (points === 0 && commas === 0) return { ok: true, whole: body, fraction: "" };

  if (points > 0 && commas > 0) {
    // The last separator is the decimal one; it appears once, and the other only groups before it.
    const decimal = body.lastIndexOf(".") > body.lastIndexOf(",") ? "." : ",";
    if (count(body, decimal) !== 1) return { ok: false, reason: "invalid" };
    const [grouped = "", fraction = ""] = body.split(decimal);
    if (!GROUPED(decimal === "." ? "," : ".").test(grouped)) return { ok: false, reason: "invalid" };
    return { ok: true, whole: ungroup(grouped), fraction };
  }

  const separator = points > 0 ? "." : ",";
  if (points + commas > 1) {
    return GROUPED(separator).test(body) ? { ok: true, whole: ungroup(body), fraction: "" } : { ok: false, reason: "invalid" };
  }

  const [whole = "", fraction = ""] = body.split(separator);
  const canGroup = GROUPED(separator).test(body);
  if (!canGroup) return { ok: true, whole, fraction };
  if (separator === THOUSANDS_SEPARATOR[language]) return { ok: true, whole: ungroup(body), fraction: "" };
  // The language's decimal separator before three digits: a decimal where three decimals can be.
  return fraction.length <= decimals ? { ok: true, whole, fraction } : { ok: false, reason: "ambiguous" };
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function ungroup(text: string): string {
  return text.replace(/[.,]/g, "");
}

/** The placeholder of every money and quantity field: how a number is written in the language. */
export function numberPlaceholder(language: Language): string {
  return `0${DECIMAL_SEPARATOR[language]}00`;
}
