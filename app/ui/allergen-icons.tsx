import type { Declaration } from "~/lib/declarations";
// A file of its own (never inlined into the page as data, which <use> may not point at): the signs
// are fetched once and kept with the other fingerprinted files, instead of riding in every guest
// page's script and in the HTML of every row that shows them.
import signsUrl from "./allergen-signs.svg?no-inline";

/**
 * Each declaration's sign, drawn in lines of the text's colour (24 × 24), from the symbols of
 * allergen-signs.svg. A sign never stands alone: it is hidden from screen readers and always beside
 * the declaration's name, so neither its shape nor its colour carries the meaning by itself.
 */
export function AllergenIcon({ declaration, size = 16 }: { declaration: Declaration; size?: number }) {
  return (
    <svg
      className="allergen-sign"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${signsUrl}#${declaration}`} />
    </svg>
  );
}
