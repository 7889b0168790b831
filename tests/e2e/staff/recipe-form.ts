import { expect, type Page } from "@playwright/test";

/** The recipe form's words, in each language: the brief's English, and its Turkish. */
export const RECIPE_FORM_TEXT = {
  en: {
    add: "Add New Recipe",
    name: "Recipe Name",
    category: "Category",
    sauce: "Sauce",
    main: "Main Course",
    makes: "Makes",
    yieldMeasure: "Unit of what it makes",
    addIngredient: "Add an ingredient",
    ingredient: (n: number) => `Ingredient ${n}`,
    source: "Item or recipe",
    quantity: "Quantity",
    unit: "Unit",
    create: "Create Recipe",
    edit: "Edit Recipe",
    noIngredients: "No ingredients added yet. Type an item or recipe name below to add one.",
  },
  tr: {
    add: "Yeni Tarif Ekle",
    name: "Tarif Adı",
    category: "Kategori",
    sauce: "Sos",
    main: "Ana Yemek",
    makes: "Çıkan miktar",
    yieldMeasure: "Çıkan miktarın birimi",
    addIngredient: "Malzeme ekle",
    ingredient: (n: number) => `Malzeme ${n}`,
    source: "Ürün ya da tarif",
    quantity: "Miktar",
    unit: "Birim",
    create: "Tarif Oluştur",
    edit: "Tarifi Düzenle",
    noIngredients: "Henüz malzeme eklenmedi. Eklemek için aşağıya bir ürün ya da tarif adı yazın.",
  },
} as const;

export type RecipeFormText = (typeof RECIPE_FORM_TEXT)[keyof typeof RECIPE_FORM_TEXT];

export const ingredientRow = (page: Page, text: RecipeFormText, n: number) => page.getByRole("group", { name: text.ingredient(n), exact: true });

/** An ingredient as the cook adds it: what to type into the search, the name to tap, how much, and in what unit (the one it starts in when not given). */
export type Ingredient = { search?: string; name: string; quantity: string; startsIn: string; unitOfUse?: string };

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** What a line's field holds once `name` is chosen: the name, and an item's vendor after it ('Un · Metro'). */
export const chosenLabel = (name: string) => new RegExp(`^${escaped(name)}(?: · .+)?$`);
/** An option of the open type-ahead: its name, then what it is measured in. */
export const option = (page: Page, name: string) => page.getByRole("option", { name: new RegExp(`^${escaped(name)} `) });

/** Adds line n through the 'add an ingredient' type-ahead: type, tap the option, type the quantity (the focus is there). */
export async function fillIngredient(page: Page, text: RecipeFormText, n: number, ingredient: Ingredient) {
  const search = page.getByRole("combobox", { name: text.addIngredient });
  await search.click();
  await search.fill(ingredient.search ?? ingredient.name);
  await option(page, ingredient.name).click();
  const row = ingredientRow(page, text, n);
  await expect(row.getByRole("combobox", { name: text.source })).toHaveValue(chosenLabel(ingredient.name));
  await expect(row.getByLabel(text.quantity)).toBeFocused();
  await expect(row.getByLabel(text.unit)).toHaveValue(ingredient.startsIn);
  await page.keyboard.type(ingredient.quantity);
  if (ingredient.unitOfUse) await row.getByLabel(text.unit).selectOption(ingredient.unitOfUse);
}

/** Creates a recipe from the list's 'Add New Recipe'; ends on the new recipe's detail. Returns its address. */
export async function createRecipe(
  page: Page,
  text: RecipeFormText,
  recipe: { name: string; category: string; yield?: [string, string]; ingredients: Ingredient[] },
) {
  await page.getByRole("link", { name: text.add }).click();
  await expect(page.getByText(text.noIngredients)).toBeVisible();
  await page.getByLabel(text.name).fill(recipe.name);
  await page.getByLabel(text.category).selectOption({ label: recipe.category });
  if (recipe.yield) {
    await page.getByLabel(text.makes, { exact: true }).fill(recipe.yield[0]);
    await page.getByLabel(text.yieldMeasure).selectOption(recipe.yield[1]);
  }
  for (const [index, ingredient] of recipe.ingredients.entries()) await fillIngredient(page, text, index + 1, ingredient);
  await page.getByRole("button", { name: text.create }).click();
  await expect(page.getByRole("heading", { level: 2, name: recipe.name })).toBeVisible();
  await expect(page.getByRole("link", { name: text.edit })).toBeVisible();
  return page.url();
}

