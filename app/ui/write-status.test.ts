import { describe, expect, it } from "vitest";
import { isRefusal, refusalReason, refusalStatusKey, writeStatusKey } from "./write-status";

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

  it("says what a refused write did not do, and why: the form's own reason first, else its fields'", () => {
    expect(refusalStatusKey("update")).toBe("backOffice.notSaved");
    expect(refusalStatusKey("openWhatsApp")).toBe("backOffice.notSaved");
    expect(refusalStatusKey("deleteCategory")).toBe("backOffice.notDeleted");
    expect(refusalStatusKey("reorderItems")).toBe("backOffice.orderNotSaved");
    expect(refusalStatusKey("restoreItem")).toBe("backOffice.notRestored");
    expect(refusalReason({ intent: "update", result: { status: "error", error: { "": ["error.stale"], name: ["inventory.nameRequired"] } } })).toEqual({ form: "error.stale" });
    expect(refusalReason({ intent: "update", result: { status: "error", error: { name: ["inventory.nameRequired"] } } })).toBe("fields");
    expect(refusalReason({ intent: "update", result: { status: "error", error: { "": [] } } })).toBe("fields");
    expect(refusalReason({ intent: "update", result: { status: "error" } })).toBe("fields");
  });
});
