import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";
import type { MenuListItem } from "./menu";
import { buildMenuRows, guessRowHeight, rowAt, rowCategoryId, rowOffsets, ROW_GUESS, visibleRowRange } from "./menu-rows";

const item = (id: string, extra: Partial<MenuListItem> = {}): MenuListItem => ({
  id, name: `Item ${id}`, otherName: null, slug: `item-${id}`, secondary: null, description: null, priceKurus: 10_000, image: null, allergens: FULLY_KNOWN, soldOut: null, ...extra,
});
const image = [{ hash: "abc", width: 200, height: 200 }];
/** A dish whose allergens are all known and none declared: no allergen line. */
const FULLY_KNOWN: GuestDeclarations = { contains: [], mayContain: [], vegetarian: false, vegan: false, incomplete: false };
const PHONE = 343; // a 375px phone's list, inside the page's padding

describe("buildMenuRows", () => {
  it("puts each category header before its items", () => {
    const rows = buildMenuRows([
      { id: "a", name: "A", items: [item("1"), item("2")] },
      { id: "b", name: "B", items: [item("3")] },
    ]);
    expect(rows.map((row) => [row.key, rowCategoryId(row)])).toEqual([["c-a", "a"], ["i-1", "a"], ["i-2", "a"], ["c-b", "b"], ["i-3", "b"]]);
  });
});

describe("guessRowHeight", () => {
  const [row] = buildMenuRows([{ id: "a", name: "A", items: [item("1")] }]).slice(1);
  const guess = (extra: Partial<MenuListItem>, width = PHONE) => guessRowHeight({ ...row!, item: item("1", extra) } as typeof row & object, width);

  it("grows with a name that wraps, a note and a description, which stops at two lines", () => {
    const short = guess({});
    expect(short).toBe(ROW_GUESS.itemPadding + ROW_GUESS.nameLine);
    expect(guess({ name: "Trüflü Mantarlı Patates Kavurması ve Köz Biber" })).toBe(short + ROW_GUESS.nameLine);
    expect(guess({ secondary: "4 adet" })).toBe(short + ROW_GUESS.textLine);
    expect(guess({ description: "x".repeat(30) })).toBe(short + ROW_GUESS.textLine);
    expect(guess({ description: "x".repeat(2000) })).toBe(short + 2 * ROW_GUESS.textLine);
  });

  it("counts a line for what a dish declares, and for the warning when something is not known", () => {
    // On a desktop's width the warning takes a line; on a phone, two.
    expect(guess({ allergens: NOTHING_KNOWN }, 1000)).toBe(guess({}, 1000) + ROW_GUESS.textLine);
    expect(guess({ allergens: NOTHING_KNOWN })).toBe(guess({}) + 2 * ROW_GUESS.textLine);
    expect(guess({ allergens: { ...FULLY_KNOWN, contains: ["milk"] } })).toBe(guess({}) + ROW_GUESS.textLine);
    expect(guess({ allergens: { ...FULLY_KNOWN, contains: ["milk", "gluten", "eggs", "nuts", "sesame"], incomplete: true } })).toBeGreaterThan(guess({}) + 2 * ROW_GUESS.textLine);
  });

  it("is at least the photo's height with one, the price taking a line under the name", () => {
    expect(guess({ image })).toBe(ROW_GUESS.itemPadding + ROW_GUESS.image);
    const long = guess({ image, name: "Kumpir Royal Kaşarlı Sucuklu", secondary: "Büyük boy", description: "Tereyağı, kaşar, sucuk, mısır, turşu ve rus salatası ile" });
    expect(long).toBeGreaterThan(ROW_GUESS.itemPadding + ROW_GUESS.image);
  });

  it("guesses fewer lines on a wider list", () => {
    const name = "Trüflü Mantarlı Patates Kavurması ve Köz Biber";
    expect(guess({ name }, 1000)).toBeLessThan(guess({ name }, PHONE));
  });

  it("gives headers their fixed guess", () => {
    expect(guessRowHeight(buildMenuRows([{ id: "a", name: "A", items: [item("1")] }])[0]!, PHONE)).toBe(ROW_GUESS.header);
  });
});

describe("rowOffsets", () => {
  const rows = buildMenuRows([{ id: "a", name: "A", items: [item("1"), item("2"), item("3")] }]);
  const guessed = guessRowHeight(rows[1]!, PHONE);

  it("stacks guesses where nothing is measured", () => {
    expect([...rowOffsets(rows, new Map(), PHONE)]).toEqual([0, 60, 60 + guessed, 60 + 2 * guessed, 60 + 3 * guessed]);
  });

  it("uses a row's measured height, moving every row below it", () => {
    const offsets = rowOffsets(rows, new Map([["i-2", 200], ["c-a", 48]]), PHONE);
    expect([...offsets]).toEqual([0, 48, 48 + guessed, 248 + guessed, 248 + 2 * guessed]);
  });
});

describe("rowAt and visibleRowRange", () => {
  const rows = buildMenuRows([{ id: "a", name: "A", items: Array.from({ length: 100 }, (_, index) => item(String(index))) }]);
  // Header 0–60, item k at 60 + 100k (all measured at 100).
  const offsets = rowOffsets(rows, new Map(rows.slice(1).map((row) => [row.key, 100])), PHONE);

  it("finds the row under a point", () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 59)).toBe(0);
    expect(rowAt(offsets, 60)).toBe(1);
    expect(rowAt(offsets, 10_059)).toBe(100);
    expect(rowAt(offsets, 1e9)).toBe(100);
  });

  it("renders the rows in view plus five on each side", () => {
    // A 700px viewport at the top shows the header and items 0..6 (rows 0..7).
    expect(visibleRowRange(offsets, 0, 700)).toEqual({ start: 0, end: 13 });
    // At item 50's top (60 + 5000): items 50..56 are in view, rows 51..57.
    expect(visibleRowRange(offsets, 5060, 700)).toEqual({ start: 46, end: 63 });
  });

  it("stays within the list at both ends", () => {
    expect(visibleRowRange(offsets, 1_000_000, 700)).toEqual({ start: 95, end: 101 });
    expect(visibleRowRange(new Float64Array([0]), 0, 700)).toEqual({ start: 0, end: 0 });
  });
});
