import type { AppDatabase } from "~/db/connection.server";
import type { Role, ShoppingListStatus } from "~/db/schema";
import { countShoppingListsByStatus } from "~/features/shopping-lists/shopping-lists.server";

export interface ActiveCount {
  active: number;
  inactive: number;
}

/** The Overview tab's numbers. */
export interface DashboardCounts {
  menuItems: ActiveCount;
  categories: ActiveCount;
  events: number;
  usersByRole: Record<Role, number>;
  inventoryItems: number;
  recipes: number;
  shoppingListsByStatus: Record<ShoppingListStatus, number>;
}

async function activeCount(db: AppDatabase, table: "menu_items" | "menu_categories"): Promise<ActiveCount> {
  const rows = await db.selectFrom(table).select(["is_active", db.fn.countAll<number>().as("count")]).groupBy("is_active").execute();
  const counts: ActiveCount = { active: 0, inactive: 0 };
  for (const row of rows) counts[row.is_active === 1 ? "active" : "inactive"] += Number(row.count);
  return counts;
}

async function countRows(db: AppDatabase, table: "events" | "inventory_items" | "recipes"): Promise<number> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function countUsersByRole(db: AppDatabase): Promise<Record<Role, number>> {
  const rows = await db.selectFrom("users").select(["role", db.fn.countAll<number>().as("count")]).groupBy("role").execute();
  const counts: Record<Role, number> = { admin: 0, staff: 0, pending: 0 };
  for (const row of rows) counts[row.role] = Number(row.count);
  return counts;
}

/** A few grouped counts, whatever the size of the tables. */
export async function getDashboardCounts(db: AppDatabase): Promise<DashboardCounts> {
  const [menuItems, categories, events, usersByRole, inventoryItems, recipes, shoppingListsByStatus] = await Promise.all([
    activeCount(db, "menu_items"),
    activeCount(db, "menu_categories"),
    countRows(db, "events"),
    countUsersByRole(db),
    countRows(db, "inventory_items"),
    countRows(db, "recipes"),
    countShoppingListsByStatus(db),
  ]);
  return { menuItems, categories, events, usersByRole, inventoryItems, recipes, shoppingListsByStatus };
}
