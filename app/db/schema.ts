/**
 * The table types of the database, in one place (Kysely's `Database` interface).
 *
 * Portable conventions, the same on SQLite and PostgreSQL (see docs/decisions/0002-portable-schema.md):
 * - ids are text (slugs for categories, `category--slug` for the built-in menu's items, random UUIDs elsewhere);
 * - times are UTC ISO-8601 text (`2026-11-21T10:00:00.000Z`), which sorts correctly as text;
 * - flags are integers 0/1;
 * - money is integer kuruş (`*_kurus`), quantities are integer thousandths (`*_milli`);
 * - every editable row has `version`, raised by each update, so a stale write can be refused.
 */

import type { Generated } from "kysely";
import type { Role } from "~/lib/roles";

export type { Role };
export type Flag = 0 | 1;
export type InventoryCategory = "food" | "beverage" | "other";
export type RecipeCategory = "appetizer" | "main" | "dessert" | "beverage" | "sauce" | "side";
export type ShoppingListStatus = "draft" | "sent" | "completed";
export type IngredientType = "inventory" | "recipe";

/** The 16 declarations a Turkish menu carries (app/lib/declarations.ts lists them in order). */
export type Declaration =
  | "gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts"
  | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs" | "alcohol" | "pork";
/** What a person states about one declaration; 'undeclared' until someone does. */
export type Statement = "contains" | "may-contain" | "free" | "undeclared";
/** A diet fact (animal-derived, meat or fish): yes, no, or not stated yet. */
export type FactState = "yes" | "no" | "undeclared";

/**
 * A row's allergen statements, one column each (migration 0011): `allergen_<declaration>` and the
 * two diet facts. Every column starts 'undeclared'.
 */
export type StatementColumns = { [K in Declaration as `allergen_${K}`]: Statement } & { diet_animal: FactState; diet_meat_or_fish: FactState };

/** The statement columns as a table has them: a new row may leave them out, and starts 'undeclared'. */
type StatementTableColumns = { [K in keyof StatementColumns]: Generated<StatementColumns[K]> };

interface Audited {
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  version: number;
}

export interface MenuCategoryTable extends Audited {
  id: string;
  name_tr: string;
  name_en: string;
  position: number;
  is_active: Flag;
  /** The VAT its prices include, in basis points (migration 0013); null: the default, not yet confirmed. */
  vat_rate_bp: number | null;
  /** The food cost its dishes aim at, in basis points; null: the default, not yet confirmed. */
  food_cost_target_bp: number | null;
  /** Texts whose other language changed after them (migration 0017): a JSON list of columns; null: none. */
  outdated_texts: Generated<string | null>;
}

/** How long a dish is sold out (docs/decisions/0034-sold-out.md). */
export type SoldOut = "tonight" | "until_further_notice";
/** A dish's sold-out state (docs/decisions/0034-sold-out.md): tonight's fact, which no form of the dish holds. */
export const SOLD_OUT_COLUMNS = ["sold_out", "sold_out_until"] as const;

/** How much of its recipe a dish serves: one batch, a number of pieces, or an amount in the yield's measure. */
export type PortionKind = "batch" | "pieces" | "amount";

export interface MenuItemTable extends Audited, StatementTableColumns {
  id: string;
  category_id: string;
  name_tr: string;
  name_en: string;
  secondary_tr: string | null;
  secondary_en: string | null;
  description_tr: string | null;
  description_en: string | null;
  price_kurus: number;
  position: number;
  is_active: Flag;
  /** The recipe the dish is made from (migration 0012); null: declared by hand alone. */
  recipe_id: string | null;
  /** With a recipe: how much of it one serving is. `portion_milli` and `portion_unit` for pieces (unit 'piece') and an amount. */
  portion_kind: PortionKind | null;
  portion_milli: number | null;
  portion_unit: string | null;
  /** Why a statement by hand takes away what the recipe declares; kept in the history with the change. */
  allergen_reason: string | null;
  /** What the reason covers (migration 0019): each declaration taken below the recipe, with the recipe's state then, `milk:contains gluten:may-contain`; null: none. */
  allergen_lowered: Generated<string | null>;
  /** Its own food cost target, in basis points (migration 0014); null: its category's. */
  food_cost_target_bp: number | null;
  /** Sold out (migration 0016): 'tonight' until `sold_out_until`, or until someone undoes it; null: on sale. */
  sold_out: Generated<SoldOut | null>;
  /** With 'tonight': the end of the service day it was said in, UTC ISO text. */
  sold_out_until: Generated<string | null>;
  /** Texts whose other language changed after them (migration 0017): a JSON list of columns; null: none. */
  outdated_texts: Generated<string | null>;
}

/** One WebP variant of a menu item's image (app/features/menu-images). */
export interface MenuItemImageTable {
  /** sha256 of `bytes`, hex: the variant's address, `/menu-images/<hash>.webp`. */
  hash: string;
  item_id: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}

export interface UserTable {
  id: string;
  /** The identity provider's subject, with the issuer: `issuer|sub`. */
  subject: string | null;
  email: string;
  display_name: string;
  photo_url: string | null;
  role: Role;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  version: number;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token: a stolen database does not yield live cookies. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface InventoryItemTable extends Audited, StatementTableColumns {
  id: string;
  name: string;
  unit: string;
  price_kurus: number;
  vendor: string;
  category: InventoryCategory;
  /** The pack, '1 pack_unit = pack_amount pack_amount_unit' (1 şişe = 0.7 l): all three set, or none. */
  pack_unit: string | null;
  pack_amount_milli: number | null;
  pack_amount_unit: string | null;
}

/** Where a price in the history came from (migration 0015); 'history_start': the price an item had when the history began. */
export type PriceSource = "history_start" | "typed" | "csv_import" | "shopping_list";

/** One price an inventory item has had (migration 0015): written once, never changed. */
export interface InventoryPriceTable {
  id: string;
  /** The item's id: a rename keeps its history; the rows stay when the item is deleted. */
  inventory_item_id: string;
  /** The item's rows counted from 1 in the order written; unique with the item. */
  seq: number;
  vendor: string;
  unit: string;
  pack_unit: string | null;
  pack_amount_milli: number | null;
  pack_amount_unit: string | null;
  price_kurus: number;
  effective_at: string;
  source: PriceSource;
  /** The sent shopping list whose line gave the price (source 'shopping_list'). */
  shopping_list_id: string | null;
  recorded_by: string | null;
}

/** A price change over the set share, on the admins' Overview until someone marks it seen (migration 0015). */
export interface PriceChangeAlertTable {
  /** The new price's row in inventory_prices. */
  price_id: string;
  previous_price_id: string;
  inventory_item_id: string;
  /** The item's name when its price changed. */
  item_name: string;
  /** JSON text: the dishes it moved then (`MovedDish[]`, app/features/food-cost/price-impact.ts). */
  moved_dishes: string;
  created_at: string;
  seen_at: string | null;
  seen_by: string | null;
}

export interface RecipeTable extends Audited {
  id: string;
  name: string;
  category: RecipeCategory;
  /** What one batch makes ('makes 2 l'): both set, or none. */
  yield_quantity_milli: number | null;
  yield_unit: string | null;
}

export interface RecipeIngredientTable {
  id: string;
  recipe_id: string;
  position: number;
  type: IngredientType;
  inventory_item_id: string | null;
  ingredient_recipe_id: string | null;
  quantity_milli: number;
  unit: string;
  /** The source's name when the ingredient was saved: what a deleted source is called. */
  name: string | null;
  /**
   * What a deleted source contained, and may have contained, when it was deleted: declaration keys
   * separated by commas ('eggs,milk'; migration 0021). Null while it exists, and for a source
   * deleted before they were kept.
   */
  deleted_source_contains: string | null;
  deleted_source_may_contain: string | null;
}

export interface ShoppingListTable extends Audited {
  id: string;
  name: string;
  vendor: string;
  status: ShoppingListStatus;
  sent_at: string | null;
  sent_to: string | null;
  completed_at: string | null;
}

/** A vendor as a contact (migration 0009): whom the shopping lists go to, and where. */
export interface VendorTable extends Audited {
  id: string;
  name: string;
  /** The name as a search compares it (`searchKey`): one vendor however its name is written. Unique. */
  name_key: string;
  /** The WhatsApp number in E.164 (+905321112233), or null while none is known. */
  whatsapp_number: string | null;
  /** Whom to ask for at the vendor, "" for nobody in particular. */
  contact_person: string;
}

export interface ShoppingListLineTable {
  id: string;
  shopping_list_id: string;
  /** Null once the inventory item is deleted: the line stays, with what it was sent as. */
  inventory_item_id: string | null;
  position: number;
  quantity_milli: number;
  /** What the line was sent as (null while the list is a draft, which follows the inventory). */
  sent_name: string | null;
  sent_unit: string | null;
  sent_price_kurus: number | null;
}

/** One send of a shopping list to its vendor, with the exact message. */
export interface ShoppingListSendTable {
  id: string;
  shopping_list_id: string;
  vendor: string;
  sent_at: string;
  sent_to: string;
  sent_by: string | null;
  message: string;
}

export interface EventTable extends Audited {
  id: string;
  /** The caption in Turkish, "" for none. It was the only caption before captions were bilingual. */
  caption: string;
  /** The caption in English, null for none: pages then show the Turkish one (the brief's lookup order). */
  caption_en: string | null;
  embed_code: string;
  is_active: Flag;
  show_on_home: Flag;
  show_on_events: Flag;
  display_order: number;
}

export interface SiteSettingTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** The stages of a populate, in order; error ends a run that failed. */
export type PopulateStage = "extracting" | "extracted" | "uploading-categories" | "categories-uploaded" | "uploading-items" | "completed" | "error";

/** One run of Data Management's populate (docs/decisions/0018-populate.md). */
export interface PopulateJobTable {
  id: string;
  stage: PopulateStage;
  /** Rows (categories and items) written so far, of `total_count`: what this run adds. */
  done_count: number;
  total_count: number;
  /** What went wrong, a message reference (`app/i18n/message-ref.ts`); null unless stage is error. */
  error: string | null;
  started_by: string | null;
  started_at: string;
  /** Set by every stage and batch: a running job that has not moved for long has died. */
  updated_at: string;
  finished_at: string | null;
  /** 1 while the run goes on, null once finished: unique, so one job runs at a time. */
  running: 1 | null;
}

/** Who made a backup: the server's daily run, or an operator's `npm run backup`. */
export type BackupMadeBy = "schedule" | "command";

/** One backup into the backup folder, once it has ended (docs/decisions/0022-backups.md). */
export interface BackupRunTable {
  id: string;
  made_by: BackupMadeBy;
  outcome: "succeeded" | "failed";
  started_at: string;
  finished_at: string;
  /** The file's path; null when a failure came before it had one. */
  file: string | null;
  size_bytes: number | null;
  /** JSON text: the rows of each table in the copy, `{"menu_items": 104, …}`. */
  table_rows: string | null;
  /** Why it failed, a message reference (`app/i18n/message-ref.ts`); null when it succeeded. */
  error: string | null;
  /** The system's own words for the failure (`ENOSPC: no space left on device, write`). */
  error_detail: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  entity: string;
  entity_id: string;
  action: "create" | "update" | "delete";
  /** JSON text of the row before the change, or null on create. */
  old_value: string | null;
  /** JSON text of the row after the change, or null on delete. */
  new_value: string | null;
}

export interface Database {
  menu_categories: MenuCategoryTable;
  menu_items: MenuItemTable;
  menu_item_images: MenuItemImageTable;
  users: UserTable;
  sessions: SessionTable;
  inventory_items: InventoryItemTable;
  inventory_prices: InventoryPriceTable;
  price_change_alerts: PriceChangeAlertTable;
  recipes: RecipeTable;
  recipe_ingredients: RecipeIngredientTable;
  shopping_lists: ShoppingListTable;
  vendors: VendorTable;
  shopping_list_lines: ShoppingListLineTable;
  shopping_list_sends: ShoppingListSendTable;
  events: EventTable;
  site_settings: SiteSettingTable;
  audit_log: AuditLogTable;
  populate_jobs: PopulateJobTable;
  backup_runs: BackupRunTable;
}
