import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnOf, columnsOf, containerId, dropItem, landingPlace, moveAcross, moveWithin, orderRows, type Columns } from "./menu-order";

// Two categories: starters (a, b, c) and mains (d, e); desserts is empty.
const columns: Columns = { starters: ["a", "b", "c"], mains: ["d", "e"], desserts: [] };

describe("columnsOf", () => {
  it("lists every category in order with its items in order, an empty one too", () => {
    const items = [
      { id: "d", categoryId: "mains" },
      { id: "a", categoryId: "starters" },
      { id: "e", categoryId: "mains" },
    ];
    expect(columnsOf(["starters", "mains", "desserts"], items)).toEqual({ starters: ["a"], mains: ["d", "e"], desserts: [] });
  });

  it("leaves out an item of a category that is not listed", () => {
    expect(columnsOf(["starters"], [{ id: "x", categoryId: "gone" }])).toEqual({ starters: [] });
  });
});

describe("columnOf", () => {
  it("finds an item's category and reads a drop zone's", () => {
    expect(columnOf(columns, "e")).toBe("mains");
    expect(columnOf(columns, containerId("desserts"))).toBe("desserts");
    expect(columnOf(columns, "nowhere")).toBeUndefined();
  });
});

describe("moveWithin", () => {
  it("moves one entry down or up, the others keeping their order", () => {
    expect(moveWithin(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveWithin(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveWithin(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("landingPlace", () => {
  it("over an item of its own list: that item's place, of the list as it is", () => {
    expect(landingPlace(columns, "a", "c")).toEqual({ column: "starters", position: 3, total: 3 });
  });

  it("over an item of another list: that item's place, the list counting the dragged item too", () => {
    expect(landingPlace(columns, "a", "d")).toEqual({ column: "mains", position: 1, total: 3 });
  });

  it("over an empty category: its first and only place", () => {
    expect(landingPlace(columns, "a", containerId("desserts"))).toEqual({ column: "desserts", position: 1, total: 1 });
  });
});

describe("moveAcross", () => {
  it("puts the item before the one it is over, in the other category", () => {
    expect(moveAcross(columns, "b", "e")).toEqual({ starters: ["a", "c"], mains: ["d", "b", "e"], desserts: [] });
  });

  it("puts the item at the end of a category it is over as a whole", () => {
    expect(moveAcross(columns, "b", containerId("desserts"))).toEqual({ starters: ["a", "c"], mains: ["d", "e"], desserts: ["b"] });
  });

  it("changes nothing within one category (the sortable list shows that move itself)", () => {
    expect(moveAcross(columns, "a", "c")).toBe(columns);
    expect(moveAcross(columns, "a", "unknown")).toBe(columns);
  });
});

describe("dropItem", () => {
  it("outside every list: back to the order before the drag", () => {
    expect(dropItem(columns, "starters", columns, "a", null)).toEqual({ kind: "restore" });
  });

  it("on itself, in its own place: nothing to save", () => {
    expect(dropItem(columns, "starters", columns, "b", "b")).toEqual({ kind: "restore" });
  });

  it("within its category: the new order of that category", () => {
    expect(dropItem(columns, "starters", columns, "a", "c")).toEqual({
      kind: "save",
      columns: { starters: ["b", "c", "a"], mains: ["d", "e"], desserts: [] },
      categoryId: "starters",
      order: ["b", "c", "a"],
      moved: false,
    });
  });

  it("after crossing into another category: that category's order, marked as a move", () => {
    const crossed = moveAcross(columns, "b", "e"); // mains: d, b, e
    expect(dropItem(columns, "starters", crossed, "b", "d")).toEqual({
      kind: "save",
      columns: { starters: ["a", "c"], mains: ["b", "d", "e"], desserts: [] },
      categoryId: "mains",
      order: ["b", "d", "e"],
      moved: true,
    });
  });

  it("into an empty category", () => {
    const crossed = moveAcross(columns, "e", containerId("desserts"));
    expect(dropItem(columns, "mains", crossed, "e", containerId("desserts"))).toMatchObject({ kind: "save", categoryId: "desserts", order: ["e"], moved: true });
  });

  it("an item the lists do not hold (gone in a reload): nothing", () => {
    expect(dropItem(columns, "starters", columns, "zz", "a")).toEqual({ kind: "keep" });
  });
});

describe("orderRows", () => {
  it("pairs each id with the version seen, leaving out ids no longer known", () => {
    const versions = new Map([
      ["a", 3],
      ["c", 1],
    ]);
    expect(orderRows(["c", "b", "a"], (id) => versions.get(id))).toEqual([
      { id: "c", version: 1 },
      { id: "a", version: 3 },
    ]);
  });
});

/** Columns of distinct item ids, and two of those ids with a target (an item, or a category's zone). */
const dragArbitrary = fc
  .uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 20 })
  .chain((ids) =>
    fc.record({
      columns: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: ids.length, maxLength: ids.length }).map((slots) => {
        const result: Record<string, string[]> = { c0: [], c1: [], c2: [], c3: [] };
        ids.forEach((id, index) => result[`c${slots[index] ?? 0}`]?.push(`i${id}`));
        return result as Columns;
      }),
      active: fc.constantFrom(...ids.map((id) => `i${id}`)),
      over: fc.oneof(fc.constantFrom(...ids.map((id) => `i${id}`)), fc.constantFrom("c0", "c1", "c2", "c3").map(containerId)),
      overAfter: fc.oneof(fc.constantFrom(...ids.map((id) => `i${id}`)), fc.constantFrom("c0", "c1", "c2", "c3").map(containerId)),
    }),
  );

const everyItem = (of: Columns) => Object.values(of).flat().sort();

describe("a drag, any drag", () => {
  it("keeps every item exactly once, and every category, through the moves across and the drop", () => {
    fc.assert(
      fc.property(dragArbitrary, ({ columns: start, active, over, overAfter }) => {
        const from = columnOf(start, active) ?? "";
        const crossed = moveAcross(start, active, over);
        expect(everyItem(crossed)).toEqual(everyItem(start));
        expect(Object.keys(crossed)).toEqual(Object.keys(start));
        const drop = dropItem(start, from, crossed, active, overAfter);
        if (drop.kind === "save") {
          expect(everyItem(drop.columns)).toEqual(everyItem(start));
          expect(drop.columns[drop.categoryId]).toEqual(drop.order);
          expect(drop.moved).toBe(drop.categoryId !== from);
        }
      }),
    );
  });

  it("moveWithin is a permutation that puts the entry where it was asked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }).chain((list) => fc.tuple(fc.constant(list), fc.nat(list.length - 1), fc.nat(list.length - 1))),
        ([list, from, to]) => {
          const moved = moveWithin(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
        },
      ),
    );
  });
});
