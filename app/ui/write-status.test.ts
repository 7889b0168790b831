import { describe, expect, it } from "vitest";
import { isRefusal, writeStatusKey } from "./write-status";

describe("the word after a write", () => {
  it("says what the pressed button did", () => {
    expect(writeStatusKey("create")).toBe("backOffice.saved");
    expect(writeStatusKey("update")).toBe("backOffice.saved");
    expect(writeStatusKey("toggleItem")).toBe("backOffice.saved");
    expect(writeStatusKey("createCategory")).toBe("backOffice.saved");
    expect(writeStatusKey("delete")).toBe("backOffice.deleted");
    expect(writeStatusKey("deleteCategory")).toBe("backOffice.deleted");
    expect(writeStatusKey("reorderItems")).toBe("backOffice.orderSaved");
    expect(writeStatusKey("restoreItem")).toBe("backOffice.restored");
  });

  it("leaves the writes whose own panel reports them", () => {
    expect(writeStatusKey("openWhatsApp")).toBeNull();
    expect(writeStatusKey("confirmSent")).toBeNull();
    expect(writeStatusKey("populate")).toBeNull();
  });

  it("tells a refused write from an accepted one", () => {
    expect(isRefusal(undefined)).toBe(false);
    expect(isRefusal({ intent: "update", result: { status: "success" }, id: "a" })).toBe(false);
    expect(isRefusal({ intent: "update", result: { status: "error", error: { name: ["inventory.nameRequired"] } } })).toBe(true);
    expect(isRefusal({ imported: 3 })).toBe(false);
  });
});
