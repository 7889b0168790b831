import { describe, expect, it } from "vitest";
import { refusesWholeForm } from "./use-back-office-form";

describe("refusesWholeForm", () => {
  it("is a refusal with a message for the form and none for a field: someone else saved first", () => {
    expect(refusesWholeForm({ status: "error", error: { "": ["error.stale"] } })).toBe(true);
    expect(refusesWholeForm({ status: "error", error: { "": ["error.stale"], name: [] } })).toBe(true);
  });

  it("is not a reply with a field's message (the field is where the person goes), a success, or none", () => {
    expect(refusesWholeForm({ status: "error", error: { "": ["error.invalid"], name: ["inventory.nameRequired"] } })).toBe(false);
    expect(refusesWholeForm({ status: "error", error: { name: ["inventory.nameRequired"] } })).toBe(false);
    expect(refusesWholeForm({ status: "error", error: { "": [] } })).toBe(false);
    expect(refusesWholeForm({ status: "success" })).toBe(false);
    expect(refusesWholeForm(undefined)).toBe(false);
  });
});
