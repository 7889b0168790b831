import { describe, expect, it } from "vitest";
import { inventoryToCsv, MAX_CSV_ROWS, parseInventoryCsv } from "./inventory-csv";

const items = [
  { name: "Şişe su, 0,5 l", unit: "şişe", priceKurus: 1250, vendor: "Doğuş \"Toptan\"", category: "beverage" as const },
  { name: "Un", unit: "kg", priceKurus: 4500, vendor: "Metro", category: "food" as const },
];

describe("the inventory CSV", () => {
  it("exports a header row, UTF-8 with a byte-order mark, prices with a decimal point", () => {
    const csv = inventoryToCsv(items);
    expect(csv.startsWith("\uFEFFname,unit,price,vendor,category\r\n")).toBe(true);
    expect(csv).toContain('"Şişe su, 0,5 l",şişe,12.50,"Doğuş ""Toptan""",beverage\r\n');
  });

  it("reads back exactly what it wrote", () => {
    const parsed = parseInventoryCsv(inventoryToCsv(items));
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { name: "Şişe su, 0,5 l", unit: "şişe", price: 1250, vendor: 'Doğuş "Toptan"', category: "beverage", line: 2 },
        { name: "Un", unit: "kg", price: 4500, vendor: "Metro", category: "food", line: 3 },
      ],
    });
  });

  it("reads semicolons, decimal commas, Turkish category names and columns in any order", () => {
    const parsed = parseInventoryCsv("vendor;name;price;unit;category\nMetro;Un;12,50;kg;Gıda\nMetro;Ayran;7;şişe;İçecek\n");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.price, row.category])).toEqual([
      ["Un", 1250, "food"],
      ["Ayran", 700, "beverage"],
    ]);
  });

  it("names every bad row by its line, with every reason, and returns no rows", () => {
    const parsed = parseInventoryCsv("name,unit,price,vendor,category\nUn,kg,12.50,Metro,food\n,kg,-3,Metro,food\nTuz,ton,5,Metro,food\nun,kg,1,METRO,food\n");
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 3, messages: ["inventory.nameRequired", "inventory.priceInvalid"] },
        { line: 4, messages: ["backOffice.invalidValue"] },
        { line: 5, messages: ['inventory.csvDuplicate|{"line":2}'] },
      ],
    });
  });

  it("refuses a file without the columns, without rows, or with more than 10,000 rows", () => {
    expect(parseInventoryCsv("name,unit\nUn,kg\n")).toEqual({ ok: false, errors: [{ line: 1, messages: ['inventory.csvMissingColumns|{"columns":"price, vendor, category"}'] }] });
    expect(parseInventoryCsv("name,unit,price,vendor,category\n")).toMatchObject({ ok: false, errors: [{ messages: ["inventory.csvEmpty"] }] });
    const many = "name,unit,price,vendor,category\n" + Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `Item ${i},kg,1,Metro,food`).join("\n");
    expect(parseInventoryCsv(many)).toEqual({ ok: false, errors: [{ line: 0, messages: ["inventory.csvTooManyRows"] }] });
    expect(parseInventoryCsv('name,unit,price,vendor,category\n"Un,kg')).toMatchObject({ ok: false, errors: [{ line: 0 }] });
  });
});
