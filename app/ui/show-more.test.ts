import { describe, expect, it } from "vitest";
import { moreRowsCount } from "./show-more";

describe("'Show more'", () => {
  it("adds a page, or what is left, or nothing", () => {
    expect(moreRowsCount(130, 50, 50)).toBe(50);
    expect(moreRowsCount(130, 100, 50)).toBe(30);
    expect(moreRowsCount(130, 150, 50)).toBe(0);
    expect(moreRowsCount(20, 50, 50)).toBe(0);
  });
});
