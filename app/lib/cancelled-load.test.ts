import { describe, expect, it } from "vitest";
import { isCancelledLoad } from "./cancelled-load";

describe("isCancelledLoad", () => {
  it("is the reason an aborted signal gives", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancelledLoad(controller.signal.reason)).toBe(true);
  });

  it("is not any other failure, nor a timeout, nor an error that only says 'abort'", () => {
    expect(isCancelledLoad(new Error("signal is aborted without reason"))).toBe(false);
    expect(isCancelledLoad(new TypeError("Failed to fetch"))).toBe(false);
    expect(isCancelledLoad(AbortSignal.timeout(0).reason)).toBe(false);
    expect(isCancelledLoad(new DOMException("quota", "QuotaExceededError"))).toBe(false);
    expect(isCancelledLoad(undefined)).toBe(false);
    expect(isCancelledLoad("AbortError")).toBe(false);
  });
});
