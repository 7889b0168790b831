import { formatCost } from "~/lib/money";
import { quantityWithUnit, totalCostKurus } from "~/lib/quantity";

/**
 * The message a shopping list sends to its vendor over WhatsApp. Vendors here read Turkish, so the
 * message is Turkish whatever the page's language, with the date in the Turkish locale.
 */

export interface ShoppingListMessageLine {
  name: string;
  quantityMilli: number;
  unit: string;
  priceKurus: number;
}

export interface ShoppingListMessageInput {
  restaurantName: string;
  vendor: string;
  /** When the list is sent, UTC ISO text; shown as Istanbul's date. */
  date: string;
  lines: readonly ShoppingListMessageLine[];
}

const TURKISH_DATE = new Intl.DateTimeFormat("tr-TR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Istanbul" });

export function shoppingListMessage({ restaurantName, vendor, date, lines }: ShoppingListMessageInput): string {
  return [
    `*${restaurantName} – Sipariş Listesi*`,
    `Tarih: ${TURKISH_DATE.format(new Date(date))}`,
    `Tedarikçi: ${vendor}`,
    "",
    ...lines.map((line) => `• ${line.name}: ${quantityWithUnit(line.quantityMilli, line.unit, "tr")}`),
    "",
    `Toplam ürün: ${lines.length}`,
    `Tahmini toplam: ${formatCost(totalCostKurus(lines), "tr")}`,
    "",
    `Teşekkürler, ${restaurantName}`,
  ].join("\n");
}
