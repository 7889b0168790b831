import type { MatrixRow } from "~/features/allergens/dish";

/** The allergen matrix as its screen shows it (allergen-matrix.server.ts works it out). */
export interface AllergenMatrix {
  /** When it was worked out (ISO): printed on the sheet, as the declarations may change after. */
  generatedAt: string;
  categories: { id: string; name: { tr: string; en: string }; dishes: { id: string; name: { tr: string; en: string }; row: MatrixRow }[] }[];
}
