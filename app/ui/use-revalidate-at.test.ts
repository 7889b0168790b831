import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deadlineHere, LONGEST_TIMER_MS, timerWait } from "./use-revalidate-at";

describe("waiting for an instant the server named", () => {
  const serverNow = "2026-11-27T19:00:00.000Z";
  const at = "2026-11-27T23:30:00.000Z";
  const HOURS_4_30 = 4.5 * 3_600_000;

  it("counts the server's wait from when the data arrived, whatever this browser's clock says", () => {
    // A tablet whose clock is ten minutes ahead of the server's, or an hour behind.
    const ahead = Date.parse(serverNow) + 10 * 60_000;
    const behind = Date.parse(serverNow) - 3_600_000;
    expect(deadlineHere(at, serverNow, ahead)).toBe(ahead + HOURS_4_30);
    expect(deadlineHere(at, serverNow, behind)).toBe(behind + HOURS_4_30);
  });

  it("never asks before the server's clock can be past the instant, nor again at once for an instant already past", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), fc.integer({ min: -86_400_000, max: 86_400_000 }), fc.nat({ max: 60_000 }), (wait, skew, travel) => {
        const server = Date.parse(serverNow);
        const instant = new Date(server + wait).toISOString();
        // The data reaches the browser `travel` ms after the server made it; the browser's clock is `skew` off.
        const arrived = server + travel + skew;
        const deadline = deadlineHere(instant, serverNow, arrived);
        expect(deadline - skew).toBeGreaterThanOrEqual(server + wait);
        expect(timerWait(deadline, arrived)).toBe(Math.min(wait, LONGEST_TIMER_MS));
      }),
    );
  });

  it("waits no longer than a timer keeps, then waits the rest", () => {
    const now = 1_000;
    const deadline = now + 30 * 86_400_000;
    expect(timerWait(deadline, now)).toBe(LONGEST_TIMER_MS);
    expect(timerWait(deadline, now + LONGEST_TIMER_MS)).toBe(30 * 86_400_000 - LONGEST_TIMER_MS);
    expect(timerWait(deadline, deadline)).toBe(0);
    expect(timerWait(deadline, deadline + 5)).toBe(0);
  });
});
