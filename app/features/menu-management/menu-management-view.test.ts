import { describe, expect, it } from "vitest";
import { undeclaredStatements } from "~/lib/declarations";
import { categoryRates } from "~/features/food-cost/food-cost";
import type { ManagedCategory, ManagedMenuItem } from "./menu-management";
import { ITEMS_PER_PAGE, menuManagementQuery, menuManagementView } from "./menu-management-view";

const category = (id: string, name = { tr: `K ${id}`, en: `C ${id}` }): ManagedCategory => ({ id, version: 1, name, position: 0, isActive: true, rates: categoryRates({ vat_rate_bp: null, food_cost_target_bp: null }), outdatedTexts: [] });
const item = (id: string, categoryId: string, name = { tr: `Ö ${id}`, en: `I ${id}` }): ManagedMenuItem => ({
  id,
  version: 1,
  categoryId,
  name,
  secondary: { tr: "", en: "" },
  description: { tr: "", en: "" },
  priceKurus: 100,
  image: null,
  position: 0,
  isActive: true,
  recipe: null,
  statements: undeclaredStatements(),
  allergenReason: "",
  foodCostTargetBp: null,
  outdatedTexts: [],
});

/** `categories` categories of `perCategory` items each, ids c1… and c1-1…. */
function menu(categories: number, perCategory: number) {
  const all = Array.from({ length: categories }, (_, c) => category(`c${c + 1}`));
  return { categories: all, items: all.flatMap((each) => Array.from({ length: perCategory }, (_, i) => item(`${each.id}-${i + 1}`, each.id))), foodCosts: {} };
}

const query = (search: string) => menuManagementQuery(new URLSearchParams(search));

describe("Menu Management's view of the menu", () => {
  it("shows whole categories until a page of items, and counts every item and category", () => {
    const view = menuManagementView(menu(40, 50), query(""));
    expect(view.shownCategoryIds).toEqual(["c1", "c2", "c3", "c4"]);
    expect(view.items).toHaveLength(ITEMS_PER_PAGE);
    expect(view.hiddenItems).toBe(2000 - ITEMS_PER_PAGE);
    expect(view.totalItems).toBe(2000);
    expect(view.categories).toHaveLength(40);
    expect(view.itemCounts.c40).toBe(50);
  });

  it("never cuts a category in two: the one that crosses the page is shown whole", () => {
    const view = menuManagementView(menu(3, 150), query(""));
    expect(view.shownCategoryIds).toEqual(["c1", "c2"]);
    expect(view.items).toHaveLength(300);
    expect(view.hiddenItems).toBe(150);
  });

  it("shows more with a larger limit, and everything of a small menu, empty categories included", () => {
    expect(menuManagementView(menu(40, 50), query(`limit=${ITEMS_PER_PAGE * 2}`)).items).toHaveLength(ITEMS_PER_PAGE * 2);
    const small = menu(3, 2);
    small.categories.push(category("empty"));
    const view = menuManagementView(small, query(""));
    expect(view.shownCategoryIds).toEqual(["c1", "c2", "c3", "empty"]);
    expect(view.hiddenItems).toBe(0);
  });

  it("reads a limit that is not a number, or below a page, as one page", () => {
    for (const limit of ["abc", "-5", "10", "1e400", "3.5"]) expect(query(`limit=${limit}`).itemLimit).toBe(ITEMS_PER_PAGE);
  });

  it("with the translation filter, shows every item lacking a language wherever it is, with its category", () => {
    const whole = menu(40, 50);
    whole.items[1999] = item("late", "c40", { tr: "Geç", en: "" });
    whole.categories[20] = category("c21", { tr: "", en: "Only English" });
    const view = menuManagementView(whole, query("missing=1"));
    expect(view.items.map((each) => each.id)).toEqual(["late"]);
    expect(view.shownCategoryIds).toEqual(["c21", "c40"]);
    expect(view.missingItemCount).toBe(1);
    expect(view.missingCategoryCount).toBe(1);
    expect(view.hiddenItems).toBe(0);
  });

  it("with the translation filter, also shows a row whose texts need review, though both languages are there", () => {
    const whole = menu(3, 3);
    whole.items[4] = { ...whole.items[4]!, outdatedTexts: ["name_en"] };
    whole.categories[2] = { ...whole.categories[2]!, outdatedTexts: ["name_tr"] };
    const view = menuManagementView(whole, query("missing=1"));
    expect(view.items.map((each) => each.id)).toEqual(["c2-2"]);
    expect(view.shownCategoryIds).toEqual(["c2", "c3"]);
    expect([view.missingItemCount, view.missingCategoryCount]).toEqual([1, 1]);
  });

  it("sends the edited item even when its category is not shown, and no items for the Categories tab", () => {
    expect(menuManagementView(menu(40, 50), query("item=c40-3")).editingItem?.id).toBe("c40-3");
    expect(menuManagementView(menu(40, 50), query("new=item&item=c40-3")).editingItem).toBeNull();
    expect(query("category=c2")).toMatchObject({ editItemId: null, editCategoryId: "c2" });
    expect(query("item=c1-1&category=c2").editCategoryId).toBeNull();
    expect(query("new=category&category=c2").editCategoryId).toBeNull();
    const categories = menuManagementView(menu(40, 50), query("tab=categories"));
    expect(categories.items).toEqual([]);
    expect(categories.itemCounts.c1).toBe(50);
  });

  it("a search finds dishes by any of their texts in either language, Turkish letters folded, across the whole menu", () => {
    const whole = menu(40, 50);
    whole.items[1900] = { ...whole.items[1900]!, name: { tr: "Kaşarlı Kumpir", en: "Kumpir with Cheese" } };
    whole.items[3] = { ...whole.items[3]!, description: { tr: "", en: "Baked with aged KAŞAR" } };
    whole.items[7] = { ...whole.items[7]!, secondary: { tr: "İki kişilik", en: "" } };
    const view = menuManagementView(whole, query("q=kasar"));
    expect(view.items.map((each) => each.id)).toEqual(["c1-4", "c39-1"]);
    expect(view.shownCategoryIds).toEqual(["c1", "c39"]);
    expect(view.hiddenItems).toBe(0);
    expect(menuManagementView(whole, query("q=IKI+kisi")).items.map((each) => each.id)).toEqual(["c1-8"]);
    expect(menuManagementView(whole, query("q=nothing+like+this")).items).toEqual([]);
  });

  it("a search with the translation filter finds only the dishes that lack a language", () => {
    const whole = menu(2, 2);
    whole.items[0] = { ...whole.items[0]!, name: { tr: "Şiş", en: "" } };
    whole.items[1] = { ...whole.items[1]!, name: { tr: "Şiş", en: "Skewer" } };
    expect(menuManagementView(whole, query("q=sis&missing=1")).items.map((each) => each.id)).toEqual(["c1-1"]);
  });
});
