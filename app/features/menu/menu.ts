import type { LocalizedText } from "~/i18n/localize";

/** A menu item as a visitor sees it. Prices are integer kuruş (1 ₺ = 100 kuruş). */
export interface PublicMenuItem {
  id: string;
  name: { tr: string; en: string };
  /** A short note under the name: service time, slice count, tea brand. */
  secondary: LocalizedText | null;
  /** The description. */
  description: LocalizedText | null;
  priceKurus: number;
  image: string | null;
}

/** An active category with its active items, in position order. */
export interface PublicMenuCategory {
  id: string;
  name: { tr: string; en: string };
  items: PublicMenuItem[];
}
