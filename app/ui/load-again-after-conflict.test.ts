import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { loadAgainAfterConflict } from "./load-again-after-conflict";

const afterWrite = (actionStatus: number | undefined, defaultShouldRevalidate: boolean) =>
  ({
    currentUrl: new URL("https://patates.example.com/inventory-manager?item=1"),
    nextUrl: new URL("https://patates.example.com/inventory-manager?item=1"),
    formMethod: "POST",
    actionStatus,
    defaultShouldRevalidate,
  }) as ShouldRevalidateFunctionArgs;

describe("loading a screen's data again after a write refused as stale or clashing", () => {
  it("loads again after a 409, which React Router would not", () => {
    expect(loadAgainAfterConflict()(afterWrite(409, false))).toBe(true);
    expect(loadAgainAfterConflict(() => false)(afterWrite(409, false))).toBe(true);
  });

  it("leaves every other answer to the screen's own rule, or React Router's default", () => {
    // A refused field (400), no connection (503), a write that went through (200), a navigation.
    expect(loadAgainAfterConflict()(afterWrite(400, false))).toBe(false);
    expect(loadAgainAfterConflict()(afterWrite(503, false))).toBe(false);
    expect(loadAgainAfterConflict()(afterWrite(200, true))).toBe(true);
    expect(loadAgainAfterConflict()(afterWrite(undefined, true))).toBe(true);
    expect(loadAgainAfterConflict(() => false)(afterWrite(200, true))).toBe(false);
  });
});
