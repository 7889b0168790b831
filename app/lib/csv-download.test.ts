import { describe, expect, it } from "vitest";
import { csvDownload } from "./csv-download";

describe("a CSV download", () => {
  it("is named for the restaurant's day: after midnight in Istanbul, the new day's, though it is still yesterday in UTC", () => {
    const response = csvDownload("a,b\n", "inventory", new Date("2026-11-27T22:30:00Z"));
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="inventory-2026-11-28.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(csvDownload("", "menu-costs", new Date("2026-11-27T20:59:00Z")).headers.get("Content-Disposition")).toBe('attachment; filename="menu-costs-2026-11-27.csv"');
  });
});
