import { describe, expect, it } from "vitest";
import { roleChangeSchema } from "./role-change";

describe("roleChangeSchema", () => {
  it("reads a ticked and an unticked checkbox", () => {
    expect(roleChangeSchema.parse({ userId: "u1", role: "staff", isActive: "on", version: "3" })).toEqual({
      userId: "u1", role: "staff", isActive: true, version: 3,
    });
    expect(roleChangeSchema.parse({ userId: "u1", role: "pending", version: "1" }).isActive).toBe(false);
  });

  it("refuses an unknown role with the catalogue's message", () => {
    const result = roleChangeSchema.safeParse({ userId: "u1", role: "owner", version: "1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("users.invalidRole");
  });

  it("refuses a missing user or version", () => {
    expect(roleChangeSchema.safeParse({ role: "staff", version: "1" }).success).toBe(false);
    expect(roleChangeSchema.safeParse({ userId: "u1", role: "staff", version: "x" }).success).toBe(false);
  });
});
