import { describe, expect, it } from "vitest";
import { ROW_ID_MAX_LENGTH, rowIdInAddress } from "./row-reference";

describe("rowIdInAddress", () => {
  it("keeps an id a row may have: a UUID, a slug", () => {
    expect(rowIdInAddress("0b9f0c6e-5c7a-4d8e-9a43-1f2b3c4d5e6f")).toBe("0b9f0c6e-5c7a-4d8e-9a43-1f2b3c4d5e6f");
    expect(rowIdInAddress("kumpirler-2")).toBe("kumpirler-2");
    expect(rowIdInAddress("x".repeat(ROW_ID_MAX_LENGTH))).toBe("x".repeat(ROW_ID_MAX_LENGTH));
  });

  it("names no row for none, an empty one, one longer than any id, or one holding a control character", () => {
    for (const value of [null, "", "x".repeat(ROW_ID_MAX_LENGTH + 1), "\u0000", "kumpir\u0000", "a\u0007b", "\u007f"]) expect(rowIdInAddress(value), JSON.stringify(value)).toBeNull();
  });
});
