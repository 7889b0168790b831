import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
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

describe("the back office's frame", () => {
  /** Every screen (a route with a component: a .tsx module) with its whole address, and whether the back office's layout holds it. */
  function screens(entries: readonly RouteConfigEntry[], parent = "", inBackOffice = false): { path: string; inBackOffice: boolean }[] {
    return entries.flatMap((entry) => {
      const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
      const held = inBackOffice || entry.file === "routes/back-office.tsx";
      const own = entry.file.endsWith(".tsx") && entry.file !== "routes/back-office.tsx" ? [{ path: path || "/", inBackOffice: held }] : [];
      return [...own, ...screens(entry.children ?? [], path, held)];
    });
  }

  it("holds exactly the back-office screens: those without the public footer wear the word after each write", () => {
    const all = screens(routes);
    expect(all.filter((screen) => screen.inBackOffice).length).toBeGreaterThan(10);
    for (const screen of all) expect(isBackOfficePath(screen.path), screen.path).toBe(screen.inBackOffice);
  });
});

