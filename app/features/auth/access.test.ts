import { describe, expect, it } from "vitest";
import { dashboardFor, guardRedirect, sessionUserFromRow, type SessionUser } from "./access";

const person = (role: SessionUser["role"], isActive: boolean): SessionUser => ({
  id: "u", email: "a@example.com", displayName: "A", photoUrl: null, role, isActive,
});

describe("guardRedirect", () => {
  it("sends nobody to /login", () => {
    expect(guardRedirect(null, "staff")).toBe("/login");
    expect(guardRedirect(null, "admin")).toBe("/login");
  });

  it("sends pending users to /pending", () => {
    expect(guardRedirect(person("pending", false), "staff")).toBe("/pending");
    expect(guardRedirect(person("pending", true), "admin")).toBe("/pending");
  });

  it("lets active staff into staff routes but not admin routes", () => {
    expect(guardRedirect(person("staff", true), "staff")).toBeNull();
    expect(guardRedirect(person("staff", true), "admin")).toBe("/unauthorized");
  });

  it("lets active admins in everywhere", () => {
    expect(guardRedirect(person("admin", true), "staff")).toBeNull();
    expect(guardRedirect(person("admin", true), "admin")).toBeNull();
  });

  it("treats deactivated accounts as neither staff nor admin", () => {
    expect(guardRedirect(person("staff", false), "staff")).toBe("/unauthorized");
    expect(guardRedirect(person("admin", false), "staff")).toBe("/unauthorized");
    expect(guardRedirect(person("admin", false), "admin")).toBe("/unauthorized");
  });
});

describe("dashboardFor", () => {
  it("starts admins on /admin and staff on /inventory-manager", () => {
    expect(dashboardFor(person("admin", true))).toBe("/admin");
    expect(dashboardFor(person("staff", true))).toBe("/inventory-manager");
    expect(dashboardFor(person("pending", false))).toBe("/pending");
    expect(dashboardFor(person("staff", false))).toBeNull();
  });
});

describe("sessionUserFromRow", () => {
  it("turns a users row's columns into the person pages see, active as a boolean", () => {
    const row = { id: "u", email: "a@example.com", display_name: "A", photo_url: null, role: "staff" as const, is_active: 1 };
    expect(sessionUserFromRow(row)).toEqual(person("staff", true));
    expect(sessionUserFromRow({ ...row, is_active: 0 }).isActive).toBe(false);
  });
});
