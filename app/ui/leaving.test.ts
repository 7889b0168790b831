import { describe, expect, it } from "vitest";
import { isTypedField, isWriteMethod, keepsForms, withFormTyping } from "./leaving";

describe("keepsForms", () => {
  const at = (pathname: string, search = "") => ({ pathname, search });

  it("keeps the form when only the search, tab, filters or paging change", () => {
    expect(keepsForms(at("/inventory-manager", "?item=7"), at("/inventory-manager", "?item=7&q=pata"))).toBe(true);
    expect(keepsForms(at("/inventory-manager", "?item=7&q=pata"), at("/inventory-manager", "?q=patates&item=7&tab=dairy"))).toBe(true);
    expect(keepsForms(at("/admin/menu", "?new=item&in=3"), at("/admin/menu", "?in=3&new=item&limit=100"))).toBe(true);
    expect(keepsForms(at("/recipe-manager"), at("/recipe-manager", "?q=sos"))).toBe(true);
  });

  it("does not keep it on another screen", () => {
    expect(keepsForms(at("/recipe-manager", "?item=1"), at("/inventory-manager"))).toBe(false);
    expect(keepsForms(at("/admin/menu"), at("/admin/settings"))).toBe(false);
  });

  it("does not keep it when another row, a new row or none is shown", () => {
    expect(keepsForms(at("/recipe-manager", "?item=1"), at("/recipe-manager", "?item=2"))).toBe(false);
    expect(keepsForms(at("/recipe-manager", "?item=1"), at("/recipe-manager"))).toBe(false);
    expect(keepsForms(at("/recipe-manager", "?new="), at("/recipe-manager", "?item=1"))).toBe(false);
    expect(keepsForms(at("/admin/menu", "?item=5&q=x"), at("/admin/menu", "?q=x"))).toBe(false);
    expect(keepsForms(at("/admin/menu", "?new=item&in=3"), at("/admin/menu", "?new=item&in=4"))).toBe(false);
    expect(keepsForms(at("/admin/menu", "?category=2"), at("/admin/menu", "?category=2&category=3"))).toBe(false);
    // A new list's quantities, back to its vendors; a new vendor of one name, then another.
    expect(keepsForms(at("/shopping-lists", "?new=&vendor=Metro"), at("/shopping-lists", "?new="))).toBe(false);
    expect(keepsForms(at("/vendors", "?new=&name=Metro"), at("/vendors", "?new=&name=Bostan"))).toBe(false);
  });
});

describe("isTypedField", () => {
  it("leaves out what a person does not type", () => {
    for (const name of ["id", "version", "intent", "pageLanguage"]) expect(isTypedField(name)).toBe(false);
    for (const name of ["name", "ingredients", "description.tr", "price"]) expect(isTypedField(name)).toBe(true);
  });
});

describe("isWriteMethod", () => {
  it("is a write unless the form only reads", () => {
    expect(isWriteMethod("post")).toBe(true);
    expect(isWriteMethod("POST")).toBe(true);
    expect(isWriteMethod("get")).toBe(false);
    expect(isWriteMethod("dialog")).toBe(false);
  });
});

describe("withFormTyping", () => {
  it("counts a form in while it holds typing, and out once it holds none", () => {
    const one = withFormTyping(new Set(), "a", true);
    expect([...one]).toEqual(["a"]);
    expect([...withFormTyping(one, "b", true)]).toEqual(["a", "b"]);
    expect([...withFormTyping(one, "a", false)]).toEqual([]);
  });

  it("gives back the same set when it already says so, so nothing draws again", () => {
    const forms = new Set(["a"]);
    expect(withFormTyping(forms, "a", true)).toBe(forms);
    expect(withFormTyping(forms, "b", false)).toBe(forms);
  });
});
