import { slugify } from "~/lib/slug";
import type { MenuCategoryTable, MenuItemTable } from "../schema";
import type { SeedMenuCategory, SeedMenuItem } from "./menu-seed-data";

/**
 * How an entry of the built-in menu becomes a row, and how a row is known to be one: the one place
 * for both, used by the first start's seed (seed-menu.server.ts) and by Data Management's populate
 * (docs/decisions/0018-populate.md).
 *
 * A built-in category is known by its id (the seed's slug). A built-in item is known by its
 * category and its Turkish name, which its id spells out: `breakfast--menemen`. So the id is the
 * same in every database, an item keeps being recognised after an admin edits or moves it, and
 * a populate cannot add it twice (the primary key refuses a second row).
 */

export type CategoryColumns = Pick<MenuCategoryTable, "id" | "name_tr" | "name_en" | "position" | "is_active">;
/** A built-in item's own columns; its recipe, portion and allergen statements start empty (the columns' defaults). */
export type ItemColumns = Pick<
  MenuItemTable,
  "id" | "category_id" | "name_tr" | "name_en" | "secondary_tr" | "secondary_en" | "description_tr" | "description_en" | "price_kurus" | "position" | "is_active"
>;

export function seedItemId(categoryId: string, item: Pick<SeedMenuItem, "name">): string {
  return `${categoryId}--${slugify(item.name.tr)}`;
}

/**
 * The identity of an item row by its content: databases seeded before items had seed ids hold the
 * built-in items under random ids, and are recognised by this instead (the same category and
 * Turkish name).
 */
export function itemNameKey(categoryId: string, nameTr: string): string {
  return `${categoryId}\u0000${nameTr}`;
}

export function seedCategoryRow(category: SeedMenuCategory, position: number): CategoryColumns {
  return { id: category.id, name_tr: category.name.tr, name_en: category.name.en, position, is_active: 1 };
}

export function seedItemRow(category: Pick<SeedMenuCategory, "id">, item: SeedMenuItem, position: number): ItemColumns {
  return {
    id: seedItemId(category.id, item),
    category_id: category.id,
    name_tr: item.name.tr,
    name_en: item.name.en,
    secondary_tr: item.secondary?.tr ?? null,
    secondary_en: item.secondary?.en ?? null,
    description_tr: item.description?.tr ?? null,
    description_en: item.description?.en ?? null,
    price_kurus: item.priceKurus,
    position,
    is_active: 1,
  };
}
