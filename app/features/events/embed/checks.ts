import { addressOf, decodeEntities, type ElementNode } from "./markup";

/**
 * The vocabulary the services' grammars are written in: a check per attribute value, and what an
 * element may carry. Anything a grammar does not list makes the code untrusted.
 */

export type Check = (value: string) => boolean;

/** Element name → attribute name → check. */
export type Grammar = Record<string, Record<string, Check>>;

export const anything: Check = () => true;
export const pattern = (regex: RegExp): Check => (value) => regex.test(value);
/** Boolean attributes: written bare, empty, as their own name, or "true". */
export const flag = (name: string): Check => (value) => value === "" || value.toLowerCase() === name || value === "true";
/** An address, as a browser reads it (see `addressOf`), against an anchored pattern. */
export const address = (regex: RegExp): Check => (value) => regex.test(addressOf(value));

export const dimension = pattern(/^\d{1,5}(?:px|%)?$/);
export const classList = pattern(/^[A-Za-z0-9_-]+(?:\s+[A-Za-z0-9_-]+)*$/);

/**
 * True when a value could carry script even after our other checks: a script or data URL (with
 * the whitespace and control characters browsers skip inside a scheme removed), or CSS that loads
 * or evaluates something. A backslash is refused too: CSS reads `u\72l(` as `url(`, and browsers
 * read `https:\\host` as `https://host`; no service writes one. The built iframe never uses these
 * values; refusing them anyway means a code that tries it is reported to the admin instead of
 * silently cleaned.
 */
export function looksHostile(rawValue: string): boolean {
  if (/[<>]/.test(rawValue)) return true;
  const decoded = decodeEntities(rawValue);
  if (decoded.includes("\\")) return true;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const folded = decoded.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad]/g, "").toLowerCase();
  return /(?:javascript|vbscript|livescript|data):|expression\(|url\(|@import|behavior:/.test(folded);
}

/** Every attribute of `element` is listed in `allowed`, passes its check and looks harmless. */
export function attributesAllowed(element: ElementNode, allowed: Record<string, Check>): boolean {
  for (const [name, value] of element.attributes) {
    const check = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (check === undefined || looksHostile(value) || !check(value)) return false;
  }
  return true;
}

/** Every element below `element` is listed in the grammar with only its listed attributes. */
export function contentAllowed(element: ElementNode, grammar: Grammar): boolean {
  return element.children.every((child) => {
    if (child.kind === "text") return true;
    const allowed = Object.hasOwn(grammar, child.name) ? grammar[child.name] : undefined;
    return allowed !== undefined && attributesAllowed(child, allowed) && contentAllowed(child, grammar);
  });
}
