import type { AppDatabase } from "~/db/connection.server";
import { matrixRowOf } from "~/features/allergens/dish";
import type { AllergenMatrix } from "./allergen-matrix";
import { readActiveDishes } from "./public-menu.server";

/** Every dish guests are shown, in the menu's order, with what guests are told of it (readActiveDishes: the same source as the menu's). */
export async function loadAllergenMatrix(db: AppDatabase): Promise<AllergenMatrix> {
  const categories = await readActiveDishes(db);
  return {
    generatedAt: new Date().toISOString(),
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      dishes: category.items.map((dish) => ({ id: dish.id, name: dish.name, row: matrixRowOf(dish.declarations) })),
    })),
  };
}
