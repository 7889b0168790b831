import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("reduces phone numbers to digits, so a stored and a formatted number make the same link", () => {
    expect(phoneDigits("+90 (532) 555-01-23")).toBe("905325550123");
  });
});
