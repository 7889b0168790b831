import { describe, expect, it } from "vitest";
import { formatPhoneNumber, normalisePhoneNumber } from "./phone";

describe("normalisePhoneNumber", () => {
  it("reads a Turkish mobile number however it is typed, as E.164", () => {
    for (const typed of ["0532 111 22 33", "05321112233", "532 111 22 33", "+90 532 111 22 33", "+905321112233", "90 532 111 22 33", "905321112233", "0532-111-22-33", "+90 (532) 111-22-33", " 0 532 111 22 33 "]) {
      expect(normalisePhoneNumber(typed), typed).toBe("+905321112233");
    }
  });

  it("keeps another country's number, given with its code", () => {
    expect(normalisePhoneNumber("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what cannot be a number", () => {
    for (const typed of ["", "abc", "0532 111 22", "0532 111 22 33 44 55", "+90 000 000 00 00", "12", "0532 111 22 33 ext. 5"]) {
      expect(normalisePhoneNumber(typed), typed).toBeNull();
    }
  });
});

describe("a stored number", () => {
  it("shows in the international format", () => {
    expect(formatPhoneNumber("+905321112233")).toBe("+90 532 111 22 33");
  });
});
