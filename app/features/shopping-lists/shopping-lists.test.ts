import { describe, expect, it } from "vitest";
import { changedLines, formIndexOfLines, linePlaces, LISTS_PER_PAGE, newerPageStart, openedMessageOf, pageStart, sameLines, sentBeforeChangeOf, type ShoppingListLine } from "./shopping-lists";

describe("linePlaces", () => {
  it("gives each inventory item its place in the form, the first where it is twice", () => {
    const places = linePlaces([
      ["vendor", "Metro"],
      ["items[0].inventoryItemId", "flour"],
      ["items[0].quantity", "2"],
      ["items[3].inventoryItemId", "salt"],
      ["items[5].inventoryItemId", "flour"],
      ["items[4].quantity", "salt"],
    ]);
    expect([...places]).toEqual([
      ["flour", 0],
      ["salt", 3],
    ]);
  });

  it("reads a submitted form's places once, when a line first needs one", () => {
    const form = new FormData();
    form.append("items[0].inventoryItemId", "flour");
    form.append("items[1].inventoryItemId", "salt");
    let reads = 0;
    const indexOf = formIndexOfLines({ entries: () => (reads++, form.entries()) });
    expect(reads).toBe(0);
    expect(indexOf("salt")).toBe(1);
    expect(indexOf("flour")).toBe(0);
    expect(indexOf("sugar")).toBe(0);
    expect(reads).toBe(1);
  });
});

describe("a page of lists in the address", () => {
  it("starts on a whole page, the first for anything else", () => {
    expect(pageStart(null)).toBe(0);
    expect(pageStart(String(LISTS_PER_PAGE))).toBe(LISTS_PER_PAGE);
    expect(pageStart(String(LISTS_PER_PAGE * 2 + 7))).toBe(LISTS_PER_PAGE * 2);
    expect(pageStart("-50")).toBe(0);
    expect(pageStart("1e400")).toBe(0);
    expect(pageStart("abc")).toBe(0);
  });

  it("goes back to the newer page, which is the first with no start of its own", () => {
    expect(newerPageStart(LISTS_PER_PAGE * 3)).toBe(LISTS_PER_PAGE * 2);
    expect(newerPageStart(LISTS_PER_PAGE)).toBeNull();
  });
});

describe("a send confirmed after the list was changed", () => {
  const line = (inventoryItemId: string | null, quantityMilli: number, id = `line-${inventoryItemId}`): ShoppingListLine => ({ id, inventoryItemId, name: inventoryItemId ?? "", unit: "kg", priceKurus: 100, quantityMilli });

  it("sameLines asks for the same items in the same order at the same quantities", () => {
    expect(sameLines([line("a", 1), line("b", 2)], [line("a", 1), line("b", 2)])).toBe(true);
    expect(sameLines([line("a", 1), line("b", 2)], [line("b", 2), line("a", 1)])).toBe(false);
    expect(sameLines([line("a", 1)], [line("a", 2)])).toBe(false);
    expect(sameLines([line("a", 1)], [line("a", 1), line("b", 2)])).toBe(false);
  });

  it("changedLines names each item whose quantity differs: changed, taken off, added; not one that stayed", () => {
    const sent = [line("domates", 2_000), line("biber", 1_000), line("sogan", 500)];
    const kept = [line("domates", 5_000), line("sogan", 500), line("patates", 3_000)];
    expect(changedLines(sent, kept)).toEqual([
      { name: "domates", unit: "kg", sentMilli: 2_000, keptMilli: 5_000 },
      { name: "biber", unit: "kg", sentMilli: 1_000, keptMilli: null },
      { name: "patates", unit: "kg", sentMilli: null, keptMilli: 3_000 },
    ]);
    expect(changedLines(sent, sent)).toEqual([]);
  });

  it("reads the opened message's version and time, and the changes kept apart, only from the replies that carry them", () => {
    const opened = { version: 3, at: "2026-11-28T20:58:00.000Z" };
    expect(openedMessageOf({ intent: "openWhatsApp", report: opened })).toEqual(opened);
    expect(openedMessageOf({ intent: "openWhatsApp", report: { version: 3 } })).toBeNull();
    expect(openedMessageOf({ intent: "openWhatsApp" })).toBeNull();
    expect(openedMessageOf({ intent: "confirmSent", report: opened })).toBeNull();
    const report = { draftId: "d", draftName: "2026-11-29 - Manav", changes: [] };
    expect(sentBeforeChangeOf({ intent: "confirmSent", report })).toEqual(report);
    expect(sentBeforeChangeOf({ intent: "confirmSent" })).toBeNull();
    expect(sentBeforeChangeOf(undefined)).toBeNull();
  });
});
