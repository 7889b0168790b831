import { describe, expect, it } from "vitest";
import { whatsAppChatUrl } from "~/lib/phone-links";
import { shoppingListMessage } from "./shopping-list-message";

const list = {
  restaurantName: "Patates İstanbul",
  vendor: "Süt Evi",
  // 23:30 in UTC is already the next day in Istanbul.
  date: "2026-11-21T23:30:00.000Z",
  lines: [
    { name: "Ayran", quantityMilli: 12_000, unit: "bottle", priceKurus: 1_250 },
    { name: "Kaşar", quantityMilli: 2_500, unit: "kg", priceKurus: 42_000 },
  ],
};

describe("the WhatsApp message of a shopping list", () => {
  it("is the whole known text for a known list", () => {
    expect(shoppingListMessage(list)).toBe(
      [
        "*Patates İstanbul – Sipariş Listesi*",
        "Tarih: 22.11.2026",
        "Tedarikçi: Süt Evi",
        "",
        "• Ayran: 12 şişe",
        "• Kaşar: 2,5 kg",
        "",
        "Toplam ürün: 2",
        "Tahmini toplam: 1.200,00 ₺",
        "",
        "Teşekkürler, Patates İstanbul",
      ].join("\n"),
    );
  });

  it("totals exactly where a float sum goes wrong: 0.1 + 0.2 at 10,00 ₺ is 3,00 ₺", () => {
    const message = shoppingListMessage({
      ...list,
      lines: [
        { name: "Tuz", quantityMilli: 100, unit: "kg", priceKurus: 1_000 },
        { name: "Tuz", quantityMilli: 200, unit: "kg", priceKurus: 1_000 },
      ],
    });
    expect(message).toContain("Tahmini toplam: 3,00 ₺");
  });

  it("goes to the vendor's number, with Turkish letters and line breaks encoded", () => {
    const url = whatsAppChatUrl("+905325550123", "Şişe: 2\nÇay ğ");
    expect(url).toBe("https://wa.me/905325550123?text=%C5%9Ei%C5%9Fe%3A%202%0A%C3%87ay%20%C4%9F");
    expect(new URL(url).searchParams.get("text")).toBe("Şişe: 2\nÇay ğ");
  });
});
