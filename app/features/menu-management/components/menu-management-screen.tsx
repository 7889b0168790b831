import { useEffect, useEffectEvent, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { adminMessages } from "~/features/admin/admin-messages";
import { HISTORY_PARAM, type HistoryField, type HistoryPage } from "~/db/history";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { searchKey } from "~/lib/search-key";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { FilterTabs } from "~/ui/filter-tabs";
import type { FormReply } from "~/ui/form-reply";
import { Modal } from "~/ui/modal";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useShowStatus } from "~/ui/status-message";
import { SearchBox } from "~/ui/search-box";
import { modalClosed, useUrlModal } from "~/ui/url-modal";
import { useScreenSearch } from "~/ui/use-screen-search";
import { categoryNeedsTranslation, type DeletedNames, type DishFormData } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { categoryMatches, ITEMS_PER_PAGE, menuManagementQuery, type MenuManagementView } from "../menu-management-view";
import { CategoryJumpList } from "./category-jump-list";
import { CategoriesList } from "./categories-list";
import { CategoryForm, categoryFormId } from "./category-form";
import { CategoryHistory, MenuItemHistory } from "./menu-history";
import { MenuItemForm, menuItemFormId } from "./menu-item-form";
import { OutdatedNotice, SAVE_STILL_CORRECT_INTENT } from "./translation-review";
import { MenuItemsList } from "./menu-items-list";
import { DeleteConfirm, type RowTarget } from "./row-actions";
import type { SavedRow } from "../saved-row";
import { useSavedRow } from "./use-saved-row";
import { useDescribeMessage } from "~/ui/use-describe-message";

/**
 * The screen's modal in the address: `new=item` (with `in`, the category whose section it was
 * opened from), `new=category`, `item=<id>` or `category=<id>` to edit one. After a save the action
 * closes it, and the list, reloaded, shows the change. (`tab=categories` and `missing=1` stay.)
 */
export const MENU_MODAL_PARAMS = ["new", "in", "item", "category", HISTORY_PARAM] as const;

/** Before the loader has the item form's data (a modal opened in the browser, the load under way). */
const NO_DISH_DATA: DishFormData = { recipes: [], derived: null, unconfirmed: [], serving: null };

/** How many of `items` each category holds: the jump list's counts while the list is filtered. */
function countsOf(items: readonly { categoryId: string }[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.categoryId, (counts.get(item.categoryId) ?? 0) + 1);
  return counts;
}

/** The intents answered above the list rather than inside a modal. */
const ROW_INTENTS = new Set(["deleteItem", "deleteCategory", "bulk"]);

export interface MenuManagementScreenProps {
  /** Null when the menu could not be loaded. */
  menu: MenuManagementView | null;
  itemHistory: HistoryPage<HistoryField<"menu_items">>;
  categoryHistory: HistoryPage<HistoryField<"menu_categories">>;
  /** The item form's recipes and the edited item's derived declarations; null while the form is closed. */
  dish: DishFormData | null;
  /** What the recipes and categories named in the item's history were called, for those deleted since. */
  deletedNames: DeletedNames;
  reply: FormReply | undefined;
}

/** Menu Management (/admin/menu): the Menu Items and Categories tabs, their filter, and the add/edit modals. */
export function MenuManagementScreen({ menu, itemHistory, categoryHistory, dish, deletedNames, reply }: MenuManagementScreenProps) {
  const t = useT(menuManagementScreenMessages);
  const tAdmin = useT(adminMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const modal = useUrlModal(MENU_MODAL_PARAMS);
  const search = useScreenSearch();
  // Links keep the search as typed, even before it reaches the address.
  const href = (changes: Record<string, string | null>) => search.href(changes);
  const closed = modalClosed(MENU_MODAL_PARAMS);
  const [deletingInModal, setDeletingInModal] = useState<RowTarget | null>(null);

  const { tab, missingOnly, itemLimit, editItemId, editCategoryId, search: shownSearch } = menuManagementQuery(searchParams);
  const newKind = searchParams.get("new");
  const editingItem = menu?.editingItem ?? null;
  const editingCategory = editCategoryId && menu ? (menu.categories.find((category) => category.id === editCategoryId) ?? null) : null;
  const itemModal = newKind === "item" || editingItem !== null;
  const categoryModal = newKind === "category" || editingCategory !== null;
  const rowErrors = reply && ROW_INTENTS.has(reply.intent) ? (reply.result.error?.[""] ?? []) : [];
  const restoreErrors = reply && reply.intent === "restoreItem" ? (reply.result.error?.[""] ?? []) : [];
  const missing = (editItemId && menu && !editingItem) || (editCategoryId && menu && !editingCategory);
  const saved = useSavedRow(itemModal || categoryModal);
  const showStatus = useShowStatus();
  // The word after a create or an edit names what was saved, in the back office's status message.
  const saySaved = useEffectEvent((row: SavedRow) => {
    const named = row.kind === "item" ? menu?.items.find((item) => item.id === row.id) : menu?.categories.find((category) => category.id === row.id);
    const key = row.kind === "item" ? "menuManagement.itemSaved" : "menuManagement.categorySaved";
    showStatus({ text: named ? t(key, { name: localize(named.name, language) }) : t("menuManagement.saved") });
  });
  useEffect(() => {
    if (saved) saySaved(saved);
  }, [saved]);

  if (!menu) {
    return revalidator.state === "loading" ? (
      <p className="empty-state" role="status">
        {t("backOffice.loading")}
      </p>
    ) : (
      <LoadFailedBanner message={t("menuManagement.loadFailed")} />
    );
  }

  // The translation filter (`missing=1`): only the rows that lack a language or need review.
  const missingCategories = menu.categories.filter(categoryNeedsTranslation);
  const categoryKey = searchKey(shownSearch);
  const listedCategories = (missingOnly ? missingCategories : menu.categories).filter((category) => categoryMatches(category, categoryKey));
  const found = tab === "items" ? menu.items.length : listedCategories.length;
  const shownCategoryIds = new Set(menu.shownCategoryIds);
  const shownCategories = menu.categories.filter((category) => shownCategoryIds.has(category.id));
  const missingCount = tab === "items" ? menu.missingItemCount : menu.missingCategoryCount;
  const itemCounts = new Map(Object.entries(menu.itemCounts));

  return (
    <section aria-labelledby="menu-heading" className="menu-admin">
      <header className="menu-admin-header">
        <h2 id="menu-heading">{tAdmin("admin.tabMenu")}</h2>
      </header>
      <FilterTabs
        level="sections"
        label={t("menuManagement.tabsLabel")}
        selected={tab}
        tabs={[
          { id: "items", label: t("menuManagement.tabItems", { count: menu.totalItems }), to: href({ tab: null, ...closed }) },
          { id: "categories", label: t("menuManagement.tabCategories", { count: menu.categories.length }), to: href({ tab: "categories", ...closed }) },
        ]}
      />
      <FilterTabs
        label={t("menuManagement.filterLabel")}
        selected={missingOnly ? "missing" : "all"}
        tabs={[
          { id: "all", label: t("menuManagement.filterAll"), count: tab === "items" ? menu.totalItems : menu.categories.length, to: href({ missing: null, ...closed }) },
          { id: "missing", label: t("menuManagement.filterMissing"), count: missingCount, to: href({ missing: "1", ...closed }) },
        ]}
      />
      {missingOnly && missingCount === 0 && <p className="empty-state">{t("menuManagement.noneMissing")}</p>}
      {rowErrors.length > 0 && <ErrorBanner message={rowErrors.map(describe).join(" ")} />}
      {missing && <ErrorBanner message={t("error.notFound")} />}
      <div className="header-actions">
        {tab === "items" && menu.categories.length > 0 && (
          <Link to={href({ new: "item", in: null, item: null, category: null })} className="button button-primary" preventScrollReset>
            {t("menuManagement.addItem")}
          </Link>
        )}
        <Link to={href({ new: "category", item: null, category: null })} className={tab === "categories" || menu.categories.length === 0 ? "button button-primary" : "button"} preventScrollReset>
          {t("menuManagement.addCategory")}
        </Link>
        <Link to="/allergen-matrix" className="button">
          {t("menuManagement.allergenMatrix")}
        </Link>
      </div>
      {menu.categories.length === 0 && <p className="empty-state">{t("menuManagement.emptyCategories")}</p>}
      {menu.categories.length > 0 && (
        <div className="menu-admin-finder">
          <SearchBox
            label={tab === "items" ? t("menuManagement.searchLabel") : t("menuManagement.searchCategoriesLabel")}
            placeholder={tab === "items" ? t("menuManagement.searchPlaceholder") : t("menuManagement.searchCategoriesPlaceholder")}
            value={search.query}
            onChange={search.setQuery}
          />
          {/* Present from the start: a live region announces only what later appears in it. */}
          <p className="search-summary" role="status">
            {shownSearch === "" ? "" : found === 0 ? t("menuManagement.noMatches", { query: shownSearch }) : t("menuManagement.matchCount", { query: shownSearch, n: found })}
          </p>
          {tab === "items" && shownCategories.length > 1 && (
            <CategoryJumpList categories={shownCategories} counts={shownSearch === "" && !missingOnly ? itemCounts : countsOf(menu.items)} />
          )}
        </div>
      )}
      {tab === "items" ? (
        <>
          <MenuItemsList
            categories={shownCategories}
            items={menu.items}
            foodCosts={menu.foodCosts}
            reorderable={!missingOnly && shownSearch === ""}
            editHref={(id) => href({ item: id, new: null, category: null })}
            addHref={(categoryId) => href({ new: "item", in: categoryId, item: null, category: null })}
            action={modal.closeHref}
            saved={saved}
          />
          {menu.hiddenItems > 0 && (
            <Link to={href({ limit: String(itemLimit + ITEMS_PER_PAGE) })} className="button show-more" preventScrollReset>
              {t("backOffice.showMore", { count: Math.min(ITEMS_PER_PAGE, menu.hiddenItems) })}
            </Link>
          )}
        </>
      ) : (
        <CategoriesList
          categories={listedCategories}
          reorderable={!missingOnly && shownSearch === ""}
          itemCounts={itemCounts}
          editHref={(id) => href({ category: id, new: null, item: null })}
          action={modal.closeHref}
          saved={saved}
        />
      )}

      <Modal open={itemModal} title={editingItem ? t("menuManagement.editItem") : t("menuManagement.addItem")} className="menu-item-modal" onClose={modal.onClose}>
        <RowKeptWhileTyping row={editingItem}>
          {(item) => (
            <>
              {item && (
                <OutdatedNotice target={{ kind: "item", id: item.id, version: item.version }} outdated={item.outdatedTexts} formId={menuItemFormId(item)} />
              )}
              <MenuItemForm
                key={item ? `${item.id}-v${item.version}` : `new-${searchParams.get("in") ?? ""}`}
                item={item}
                categories={menu.categories}
                dish={dish ?? NO_DISH_DATA}
                defaultCategoryId={searchParams.get("in")}
                lastResult={reply && (item ? ["updateItem", SAVE_STILL_CORRECT_INTENT.item] : ["createItem"]).includes(reply.intent) ? reply.result : undefined}
                action={href({})}
                cancelTo={modal.closeHref}
              />
              {item && (
                <>
                  <div className="modal-secondary-actions">
                    <button type="button" className="button button-small button-danger" onClick={() => setDeletingInModal({ kind: "item", id: item.id, version: item.version })}>
                      {t("menuManagement.deleteItem")}
                    </button>
                  </div>
                  {restoreErrors.length > 0 && <ErrorBanner message={restoreErrors.map(describe).join(" ")} />}
                  <MenuItemHistory
                    history={itemHistory}
                    categories={menu.categories}
                    recipes={dish?.recipes ?? []}
                    deletedNames={deletedNames}
                    restore={{ action: href({}), intent: "restoreItem", id: item.id, version: item.version }}
                  />
                </>
              )}
            </>
          )}
        </RowKeptWhileTyping>
      </Modal>
      <Modal open={categoryModal} title={editingCategory ? t("menuManagement.editCategory") : t("menuManagement.addCategory")} className="category-modal" onClose={modal.onClose}>
        <RowKeptWhileTyping row={editingCategory}>
          {(category) => (
            <>
              {category && (
                <OutdatedNotice
                  target={{ kind: "category", id: category.id, version: category.version }}
                  outdated={category.outdatedTexts}
                  formId={categoryFormId(category)}
                />
              )}
              <CategoryForm
                key={category ? `${category.id}-v${category.version}` : "new"}
                category={category}
                lastResult={reply && (category ? ["updateCategory", SAVE_STILL_CORRECT_INTENT.category] : ["createCategory"]).includes(reply.intent) ? reply.result : undefined}
                action={href({})}
                cancelTo={modal.closeHref}
              />
              {category && (
                <>
                  <div className="modal-secondary-actions">
                    <button
                      type="button"
                      className="button button-small button-danger"
                      onClick={() => setDeletingInModal({ kind: "category", id: category.id, version: category.version })}
                    >
                      {t("menuManagement.deleteCategory")}
                    </button>
                  </div>
                  <CategoryHistory history={categoryHistory} />
                </>
              )}
            </>
          )}
        </RowKeptWhileTyping>
      </Modal>
      <DeleteConfirm target={deletingInModal} action={modal.closeHref} onDone={() => setDeletingInModal(null)} />
    </section>
  );
}
