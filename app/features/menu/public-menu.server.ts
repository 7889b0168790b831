import type { AppLoadContext } from "react-router";
import type { AppDatabase } from "~/db/connection.server";
import type { SoldOut } from "~/db/schema";
import { readMenuImages } from "~/features/menu-images/menu-images.server";
import { publicContentVersion } from "~/db/public-content.server";
import { markDegraded } from "~/features/site/response-storage.server";
import type { PublicMenuCategory } from "./menu";
import { offlineFallbackMenu } from "./offline-fallback-menu";
import { loadDeclarations } from "~/features/allergens/allergens.server";
import { dishDeclarations, guestDeclarations, parseLoweredFrom, type DishDeclarations } from "~/features/allergens/dish";
import type { LocalizedText } from "~/i18n/localize";
import { STATEMENT_COLUMNS, statementsOf } from "~/lib/declarations";
import { soldOutKind } from "~/features/sold-out/sold-out";
import { logFallback, requestAt } from "~/lib/log.server";

function text(tr: string | null, en: string | null) {
  return tr == null && en == null ? null : { ...(tr != null && { tr }), ...(en != null && { en }) };
}

/** The menu last read from each database, with the public content version it was read at. */
const menuCache = new WeakMap<AppDatabase, { version: string; menu: PublicMenuCategory[] }>();

/**
 * The menu visitors see: active categories that have at least one active item, in position order,
 * each with its active items in position order.
 *
 * Every write that changes the menu raises the public content version in the same transaction
 * (public-content.server.ts), so the menu is read again only when that version has moved: one small
 * query per request otherwise, whatever the size of the menu. The version is read first, so a menu
 * kept is never older than the version it is kept under. A dish sold out for tonight goes on sale
 * again at an instant the version also passes (public-content.server.ts), so the menu is read again
 * then too. The result is shared: treat it as read-only.
 */
export async function getPublicMenu(db: AppDatabase, now = new Date()): Promise<PublicMenuCategory[]> {
  const version = await publicContentVersion(db, now);
  const cached = menuCache.get(db);
  if (cached?.version === version) return cached.menu;
  const menu = await readPublicMenu(db, now);
  menuCache.set(db, { version, menu });
  return menu;
}

/** An active dish as the database holds it, with what it declares worked out: what guests and the allergen matrix are shown. */
export interface ActiveDish {
  id: string;
  name: { tr: string; en: string };
  secondary: LocalizedText | null;
  description: LocalizedText | null;
  priceKurus: number;
  declarations: DishDeclarations;
  /** Sold out at the moment the menu was read, tonight or until further notice; null: on sale (docs/decisions/0034-sold-out.md). */
  soldOut: SoldOut | null;
}

export interface ActiveCategory {
  id: string;
  name: { tr: string; en: string };
  items: ActiveDish[];
}

/**
 * The dishes guests are shown: active categories that have at least one active item, in position
 * order, each with its active items in position order. Two queries, and the recipe tree only when
 * some dish is made from a recipe.
 */
export async function readActiveDishes(db: AppDatabase, now = new Date()): Promise<ActiveCategory[]> {
  const [categories, items] = await Promise.all([
    db
      .selectFrom("menu_categories")
      .select(["id", "name_tr", "name_en"])
      .where("is_active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("menu_items")
      .select([
        "id",
        "category_id",
        "name_tr",
        "name_en",
        "secondary_tr",
        "secondary_en",
        "description_tr",
        "description_en",
        "price_kurus",
        "recipe_id",
        "allergen_lowered",
        "sold_out",
        "sold_out_until",
        ...STATEMENT_COLUMNS,
      ])
      .where("is_active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const declarations = items.some((item) => item.recipe_id !== null) ? await loadDeclarations(db) : null;
  const byCategory = new Map<string, ActiveCategory>(
    categories.map((category) => [category.id, { id: category.id, name: { tr: category.name_tr, en: category.name_en }, items: [] }]),
  );
  for (const item of items) {
    byCategory.get(item.category_id)?.items.push({
      id: item.id,
      name: { tr: item.name_tr, en: item.name_en },
      secondary: text(item.secondary_tr, item.secondary_en),
      description: text(item.description_tr, item.description_en),
      priceKurus: item.price_kurus,
      declarations: dishDeclarations(item.name_tr, (item.recipe_id && declarations?.of(item.recipe_id)) || null, statementsOf(item), parseLoweredFrom(item.allergen_lowered)),
      soldOut: soldOutKind(item, now),
    });
  }
  return [...byCategory.values()].filter((category) => category.items.length > 0);
}

/** The active dishes with their photos, and what guests are told of their declarations. */
async function readPublicMenu(db: AppDatabase, now: Date): Promise<PublicMenuCategory[]> {
  const [categories, images] = await Promise.all([readActiveDishes(db, now), readMenuImages(db, { activeItemsOnly: true })]);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    items: category.items.map(({ declarations, ...item }) => ({ ...item, image: images.get(item.id) ?? null, allergens: guestDeclarations(declarations) })),
  }));
}

/**
 * The public menu, or the built-in offline menu when the database cannot be read, so a guest at the
 * table always gets a menu. A page built from the fallback is marked degraded, so it is not kept
 * (`no-store`): the live menu is back as soon as the database is.
 */
export async function getPublicMenuOrFallback({ request, context }: { request: Request; context: AppLoadContext }): Promise<{ categories: PublicMenuCategory[]; fallback: boolean }> {
  try {
    return { categories: await getPublicMenu(context.db), fallback: false };
  } catch (error) {
    logFallback("Failed to load menu", error, requestAt({ request, context }));
    markDegraded(context);
    return { categories: offlineFallbackMenu, fallback: true };
  }
}
