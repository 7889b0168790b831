import { HistoryList, type RestoreTarget } from "~/ui/history-list";
import type { HistoryField, HistoryPage } from "~/db/history";
import { SOLD_OUT_COLUMNS } from "~/db/schema";
import { historyMessages } from "~/ui/history-messages";
import { useLanguage, useT } from "~/i18n/language-context";
import { percentInputValue } from "~/features/food-cost/food-cost";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/quantity";
import { isStatementColumn, type StatementColumn } from "~/lib/declarations";
import { allergenMessages } from "~/ui/allergen-messages";
import { statementLabelKey, statementStateKey } from "~/ui/statement-words";
import { PORTION_KINDS, type DeletedNames, type ManagedCategory, type RecipeChoice } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";

type ItemField = HistoryField<"menu_items">;
type CategoryField = HistoryField<"menu_categories">;

/**
 * The words for each field of an item's history, and for a text that needs review (translation-review.tsx).
 * The 18 statements are named as the dish's form names them (statementLabelKey).
 */
export const ITEM_LABELS = {
  category_id: "menuManagement.category",
  name_tr: "menuManagement.nameTr",
  name_en: "menuManagement.nameEn",
  price_kurus: "menuManagement.price",
  secondary_tr: "menuManagement.secondaryTr",
  secondary_en: "menuManagement.secondaryEn",
  description_tr: "menuManagement.descriptionTr",
  description_en: "menuManagement.descriptionEn",
  image: "menuImages.image",
  is_active: "menuManagement.active",
  position: null,
  recipe_id: "menuManagement.recipe",
  portion_kind: "menuManagement.portionKind",
  portion_milli: "menuManagement.portionAmount",
  allergen_reason: "menuManagement.allergenReason",
  food_cost_target_bp: "foodCost.dishTarget",
  sold_out: "soldOut.historyState",
  sold_out_until: "soldOut.historyUntil",
} as const satisfies Record<Exclude<ItemField, StatementColumn>, string | null>;

export const CATEGORY_LABELS = {
  name_tr: "menuManagement.nameTr",
  name_en: "menuManagement.nameEn",
  is_active: "menuManagement.active",
  position: null,
  vat_rate_bp: "foodCost.vatRate",
  food_cost_target_bp: "foodCost.target",
} as const satisfies Record<CategoryField, string | null>;

const isPortionKind = (value: unknown): value is (typeof PORTION_KINDS)[number] => (PORTION_KINDS as readonly unknown[]).includes(value);

/** The size of the largest variant an audit entry names (app/features/menu-images), `800×600`. */
function photoSize(stored: string | number | boolean): string {
  try {
    const variants = JSON.parse(String(stored)) as { width: number; height: number }[];
    const largest = variants.at(-1);
    return largest ? `${largest.width}×${largest.height}` : "";
  } catch {
    return "";
  }
}

function useValueWords() {
  const t = useT(menuManagementScreenMessages);
  const tHistory = useT(historyMessages);
  const language = useLanguage();
  return {
    t,
    tHistory,
    label: (key: (typeof ITEM_LABELS)[keyof typeof ITEM_LABELS] | (typeof CATEGORY_LABELS)[CategoryField]) => (key === null ? tHistory("history.position") : t(key)),
    flag: (value: string | number | boolean) => (value === 1 || value === true ? tHistory("history.yes") : tHistory("history.no")),
    price: (value: string | number | boolean) => formatPrice(Number(value), language),
    photo: (value: string | number | boolean) => t("menuManagement.photo", { size: photoSize(value) }),
    // Positions count from 0 in the database and from 1 for people.
    position: (value: string | number | boolean) => String(Number(value) + 1),
    portionKind: (value: string | number | boolean) => (isPortionKind(value) ? t(`menuManagement.portion.${value}`) : String(value)),
    soldOut: (value: string | number | boolean) => t(value === "until_further_notice" ? "soldOut.historyIndefinitely" : "soldOut.historyTonight"),
    language,
  };
}

/** The fields a sold-out tap changes: tonight's fact, not a version of the dish. */
const SOLD_OUT: ReadonlySet<string> = new Set(SOLD_OUT_COLUMNS);

/** A menu item's history in its edit modal, with a button per earlier version that puts it back. */
export function MenuItemHistory({
  history,
  categories,
  recipes,
  deletedNames,
  restore,
}: {
  history: HistoryPage<ItemField>;
  categories: ManagedCategory[];
  /** The recipes by id, to name the one a version was made from. */
  recipes: readonly RecipeChoice[];
  /** What those deleted since were called, recipes and categories: named so, marked deleted. */
  deletedNames: DeletedNames;
  restore: RestoreTarget;
}) {
  const words = useValueWords();
  const tAllergens = useT(allergenMessages);
  // A statement in the dish form's words: 'Milk', 'Contains'; 'undeclared' is its 'Not stated by hand'.
  const statement = (field: StatementColumn, value: string | number | boolean) => {
    const key = statementStateKey(field, value);
    return key === null ? String(value) : key === "undeclared" ? words.t("menuManagement.byHandUndeclared") : tAllergens(key);
  };
  // A recipe or category that is gone is never shown by its id: by its name when it was deleted,
  // or, when its delete left none, as 'a deleted recipe'.
  const recipeName = (id: string) => {
    const recipe = recipes.find((each) => each.id === id);
    if (recipe) return recipe.name;
    const deleted = deletedNames.recipes[id];
    return deleted === undefined ? words.t("menuManagement.deletedRecipe") : words.tHistory("history.deleted", { name: deleted });
  };
  const categoryName = (id: string) => {
    const category = categories.find((each) => each.id === id);
    if (category) return localize(category.name, words.language);
    const deleted = deletedNames.categories[id];
    return deleted === undefined ? words.t("menuManagement.deletedCategory") : words.tHistory("history.deleted", { name: localize(deleted, words.language) });
  };
  return (
    <HistoryList
      history={history}
      fieldLabel={(field) => (isStatementColumn(field) ? tAllergens(statementLabelKey(field)) : words.label(ITEM_LABELS[field]))}
      formatValue={(field, value) => {
        if (isStatementColumn(field)) return statement(field, value);
        if (field === "recipe_id") return recipeName(String(value));
        if (field === "portion_kind") return words.portionKind(value);
        if (field === "portion_milli") return formatQuantity(Number(value), words.language);
        if (field === "is_active") return words.flag(value);
        if (field === "price_kurus") return words.price(value);
        if (field === "category_id") return categoryName(String(value));
        if (field === "image") return words.photo(value);
        if (field === "position") return words.position(value);
        if (field === "food_cost_target_bp") return percentInputValue(Number(value), words.language);
        if (field === "sold_out") return words.soldOut(value);
        if (field === "sold_out_until") return formatDateTime(String(value), words.language);
        return String(value);
      }}
      restore={restore}
      // A sold-out tap changes nothing a restore brings back: the version is the one before it.
      restorable={(entry) => entry.changes.some((change) => !SOLD_OUT.has(change.field))}
    />
  );
}

/** A category's history in its edit modal. */
export function CategoryHistory({ history }: { history: HistoryPage<CategoryField> }) {
  const words = useValueWords();
  return (
    <HistoryList
      history={history}
      fieldLabel={(field) => words.label(CATEGORY_LABELS[field])}
      formatValue={(field, value) => {
        if (field === "is_active") return words.flag(value);
        if (field === "position") return words.position(value);
        // A rate in basis points, as the form writes it: 10, 12,5.
        if (field === "vat_rate_bp" || field === "food_cost_target_bp") return percentInputValue(Number(value), words.language);
        return String(value);
      }}
    />
  );
}
