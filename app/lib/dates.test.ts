import { describe, expect, it } from "vitest";
import { formatDateTime } from "./dates";

describe("formatDateTime", () => {
  it("shows UTC times in Istanbul's time (UTC+3)", () => {
    expect(formatDateTime("2026-11-21T21:30:00.000Z", "en")).toBe("22 Nov 2026, 00:30");
    expect(formatDateTime("2026-11-21T21:30:00.000Z", "tr")).toBe("22 Kas 2026 00:30");
  });
});
