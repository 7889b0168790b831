import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/auth/access";
import { isBackOfficePath, navItemsFor } from "./navigation";

const person = (role: SessionUser["role"], isActive = true): SessionUser => ({
  id: "u", email: "a@example.com", displayName: "A", photoUrl: null, role, isActive,
});

describe("navItemsFor", () => {
  it("shows visitors and pending users the public links", () => {
    expect(navItemsFor(null).map((item) => item.to)).toEqual(["/", "/about", "/menu", "/events", "/contact"]);
    expect(navItemsFor(person("pending", false)).map((item) => item.to)).toEqual(["/", "/about", "/menu", "/events", "/contact"]);
  });

  it("shows staff their links, and admins theirs as well", () => {
    expect(navItemsFor(person("staff")).map((item) => item.to)).toEqual(["/tonight", "/inventory-manager", "/shopping-lists", "/vendors", "/recipe-manager", "/menu"]);
    expect(navItemsFor(person("admin")).map((item) => item.to)).toEqual([
      "/admin", "/events-manager", "/tonight", "/inventory-manager", "/shopping-lists", "/vendors", "/recipe-manager", "/menu",
    ]);
  });

  it("shows a deactivated account only the public links", () => {
    expect(navItemsFor(person("admin", false)).map((item) => item.to)).toEqual(["/", "/about", "/menu", "/events", "/contact"]);
  });
});

describe("isBackOfficePath", () => {
  it("knows the staff's and admins' screens, and the admin's tabs under them", () => {
    for (const path of ["/tonight", "/inventory-manager", "/shopping-lists", "/recipe-manager", "/allergen-matrix", "/admin", "/admin/menu", "/events-manager"]) expect(isBackOfficePath(path)).toBe(true);
  });

  it("leaves the public pages, the sign-in and the look-alikes to the public frame", () => {
    for (const path of ["/", "/menu", "/events", "/contact", "/qr", "/login", "/administrator"]) expect(isBackOfficePath(path)).toBe(false);
  });
});
