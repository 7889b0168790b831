import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTimeOfDay } from "./time-of-day";

describe("a time typed into a 24-hour field", () => {
  it("is read with a colon, a dot or a comma, and one or two digits for the hour", () => {
    expect(parseTimeOfDay("18:30")).toBe("18:30");
    expect(parseTimeOfDay(" 9:05 ")).toBe("09:05");
    expect(parseTimeOfDay("18.30")).toBe("18:30");
    expect(parseTimeOfDay("07,45")).toBe("07:45");
    expect(parseTimeOfDay("00:00")).toBe("00:00");
    expect(parseTimeOfDay("23:59")).toBe("23:59");
  });

  it("refuses what is not a time of day on a 24-hour clock", () => {
    for (const text of ["24:00", "12:60", "7 pm", "6:30 PM", "1830", "18:3", "12:30:00", "ab:cd", "", "-1:00", "１８:３０"]) {
      expect(parseTimeOfDay(text), text).toBeNull();
    }
  });

  it("reads back every time it stores, unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const stored = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        expect(parseTimeOfDay(stored)).toBe(stored);
      }),
    );
  });
});
