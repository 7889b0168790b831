/**
 * Exact fractions of integers, for costs that pass through unit conversions and recipe yields:
 * 250 ml of a 2 l batch is exactly 1/8 of it, and 1/3 of a bottle stays 1/3 until it is shown.
 * Only display rounds (`roundHalfUp`, `toDecimalText`); nothing in between ever does.
 */
export interface Rational {
  /** Numerator; the fraction is always reduced, with a positive denominator, so equal values are equal fields. */
  readonly n: bigint;
  readonly d: bigint;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Euclid's greatest common divisor. Each step with bigints allocates; once both values fit in a
 * number's exact integers (mostly after the first step: one of the two is usually a small
 * denominator), the rest runs on numbers, many times faster. Costing a thousand recipes is mostly this.
 */
function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y > SAFE || x > SAFE) {
    if (y === 0n) return x;
    [x, y] = [y, x % y];
  }
  let small = Number(x);
  let rest = Number(y);
  while (rest !== 0) [small, rest] = [rest, small % rest];
  return BigInt(small);
}

function integer(value: bigint | number): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`a fraction is made of integers, got ${value}`);
  return BigInt(value);
}

/** n / d, reduced. */
export function ratio(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = integer(numerator);
  let d = integer(denominator);
  if (d === 0n) throw new RangeError("division by zero");
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d);
  return divisor > 1n ? { n: n / divisor, d: d / divisor } : { n, d };
}

/**
 * n / d from two numbers that are exact integers, d > 0: reduced in number arithmetic, which
 * allocates nothing until the result. The fast way for small values; `ratio` for any.
 */
export function ratioOfSafeIntegers(n: number, d: number): Rational {
  let x = Math.abs(n);
  let y = d;
  while (y !== 0) [x, y] = [y, x % y];
  return x > 1 ? { n: BigInt(n / x), d: BigInt(d / x) } : { n: BigInt(n), d: BigInt(d) };
}

/** The product of integers when it is exactly a number (below 2^53), else null. */
export function safeProduct(...factors: number[]): number | null {
  let product = 1;
  // Rounding is monotonic: once a partial product passes 2^53 the final one does too.
  for (const factor of factors) product *= factor;
  return Number.isSafeInteger(product) ? product : null;
}

export const ZERO: Rational = { n: 0n, d: 1n };

export function add(a: Rational, b: Rational): Rational {
  if (a.n === 0n) return b;
  if (b.n === 0n) return a;
  // Knuth's way (TAOCP 4.5.1): only the common factor of the two denominators can divide the sum's
  // numerator and denominator, so the last reduction works with that small factor alone.
  // A small denominator often divides the other (a line's cost added to a running total): then it
  // is the common factor, found with one division instead of a whole Euclid.
  const g = a.d % b.d === 0n ? b.d : b.d % a.d === 0n ? a.d : gcd(a.d, b.d);
  if (g === 1n) return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
  const n = a.n * (b.d / g) + b.n * (a.d / g);
  const g2 = gcd(n, g);
  return { n: n / g2, d: (a.d / g) * (b.d / g2) };
}

export function subtract(a: Rational, b: Rational): Rational {
  return add(a, { n: -b.n, d: b.d });
}

export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

export function multiply(a: Rational, b: Rational): Rational {
  if (a.n === 0n || b.n === 0n) return ZERO;
  // Reducing crosswise first keeps the numbers small and the result already reduced.
  const g1 = gcd(a.n, b.d);
  const g2 = gcd(b.n, a.d);
  return { n: (a.n / g1) * (b.n / g2), d: (a.d / g2) * (b.d / g1) };
}

export function divide(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError("division by zero");
  return multiply(a, b.n < 0n ? { n: -b.d, d: -b.n } : { n: b.d, d: b.n });
}

export function equals(a: Rational, b: Rational): boolean {
  return a.n === b.n && a.d === b.d;
}

/** The nearest integer, halves rounded up (towards +∞): 2.5 → 3, 2.49 → 2. */
export function roundHalfUp(value: Rational): bigint {
  const twice = 2n * value.n + value.d;
  const denominator = 2n * value.d;
  // Floor division, for negative values too.
  const quotient = twice / denominator;
  return twice % denominator !== 0n && twice < 0n ? quotient - 1n : quotient;
}

/**
 * The value as decimal text with a point and at most `maxDigits` decimals, no trailing zeros
 * (`0.03`, `0.3571`), and whether that text is the exact value. Rounded half up when it is not.
 */
export function toDecimalText(value: Rational, maxDigits: number): { text: string; exact: boolean } {
  const scale = 10n ** BigInt(maxDigits);
  const scaled = multiply(value, { n: scale, d: 1n });
  const exact = scaled.d === 1n;
  const rounded = exact ? scaled.n : roundHalfUp(scaled);
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(maxDigits + 1, "0");
  const whole = digits.slice(0, digits.length - maxDigits);
  const fraction = digits.slice(digits.length - maxDigits).replace(/0+$/, "");
  return { text: `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`, exact };
}
