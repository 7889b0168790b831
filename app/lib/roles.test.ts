import { describe, expect, it } from "vitest";
import { isRole, ROLES } from "./roles";

describe("roles", () => {
  it("knows each role, and nothing else", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const value of ["owner", "Admin", "", null, undefined, 1]) expect(isRole(value)).toBe(false);
  });
});
