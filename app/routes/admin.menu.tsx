import { Link, redirect, useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.menu";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { imageChangeFromForm, itemSaveFailure } from "~/features/menu-images/menu-images.server";
import { CategoryForm } from "~/features/menu-management/components/category-form";
import { CategoriesList, MenuItemsList } from "~/features/menu-management/components/menu-lists";
import { MenuItemForm } from "~/features/menu-management/components/menu-item-form";
import { CategoryHistory, MenuItemHistory } from "~/features/menu-management/components/menu-history";
import { loadHistory } from "~/features/history/history.server";
import {
  BULK_FORM_ENTRIES,
  bulkSchema,
  categoryMissingLanguages,
  categorySchema,
  categoryUpdateSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  reorderCategoriesSchema,
  reorderItemsSchema,
  restoreItemSchema,
  rowReferenceSchema,
  toggleSchema,
} from "~/features/menu-management/menu-management";
import {
  bulkUpdateMenuItems,
  createCategory,
  createMenuItem,
  deleteCategory,
  deleteMenuItem,
  listMenuForManagement,
  reorderCategories,
  reorderMenuItems,
  restoreMenuItem,
  setCategoryActive,
  setMenuItemActive,
  updateCategory,
  updateMenuItem,
} from "~/features/menu-management/menu-management.server";
import { isMenuManagementScreenMessageKey, menuManagementScreenMessages } from "~/features/menu-management/menu-management-texts";
import { ITEMS_PER_PAGE, menuManagementQuery, menuManagementView } from "~/features/menu-management/menu-management-view";
import { useT } from "~/i18n/language-context";
import { describeMessage } from "~/i18n/message-ref";
import { readFormData } from "~/lib/form-data.server";
import { formLimits } from "~/lib/form-limits";
import { ErrorBanner } from "~/ui/error-banner";
import { dispatchIntent, submitForm } from "~/ui/form-action.server";
import { FilterTabs } from "~/ui/filter-tabs";
import { Modal } from "~/ui/modal";
import { screenHref } from "~/ui/screen-state";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  try {
    const query = menuManagementQuery(new URL(args.request.url).searchParams);
    const [menu, itemHistory, categoryHistory] = await Promise.all([
      listMenuForManagement(args.context.db),
      query.editItemId ? loadHistory(args.context.db, "menu_items", query.editItemId) : [],
      query.editCategoryId ? loadHistory(args.context.db, "menu_categories", query.editCategoryId) : [],
    ]);
    return { menu: menuManagementView(menu, query), itemHistory, categoryHistory };
  } catch (error) {
    console.error("Failed to load menu data", error);
    return { menu: null, itemHistory: [], categoryHistory: [] };
  }
}

/**
 * The screen's state in the address: `tab=categories`, and the modal: `new=item` (with `in`, the
 * category whose section it was opened from), `new=category`, `item=<id>` or `category=<id>` to edit one.
 */
const MODAL_CLOSED = { new: null, in: null, item: null, category: null } as const;

export async function action(args: Route.ActionArgs) {
  const user = await requireDashboardAdmin(args);
  const formData = await readFormData(
    args.request,
    formLimits(
      [menuItemSchema, menuItemUpdateSchema, toggleSchema, rowReferenceSchema, categorySchema, categoryUpdateSchema, bulkSchema, restoreItemSchema, reorderItemsSchema, reorderCategoriesSchema],
      BULK_FORM_ENTRIES,
    ),
  );
  const { db } = args.context;
  const url = new URL(args.request.url);
  // After a save the modal closes and the list, reloaded, shows the change.
  const toList = () => redirect(screenHref(url.pathname, url.searchParams, MODAL_CLOSED));
  return dispatchIntent(formData, {
    // An item's image is checked and resized before the write's transaction opens; a refused file
    // is a 4xx with its message next to the image field, and nothing is stored.
    createItem: (form) =>
      submitForm("createItem", form, menuItemSchema, async (input) => {
        const image = await imageChangeFromForm({ file: input.image, remove: input.removeImage });
        await createMenuItem(db, user.id, input, image);
        return toList();
      }, itemSaveFailure(form, "menuManagement.addItemFailed")),
    updateItem: (form) =>
      submitForm("updateItem", form, menuItemUpdateSchema, async ({ id, version, ...input }) => {
        const image = await imageChangeFromForm({ file: input.image, remove: input.removeImage });
        await updateMenuItem(db, user.id, { id, version, input, image });
        return toList();
      }, itemSaveFailure(form, "menuManagement.saveItemFailed")),
    toggleItem: (form) =>
      submitForm("toggleItem", form, toggleSchema, async (change) => {
        await setMenuItemActive(db, user.id, change);
        return toList();
      }, "menuManagement.saveItemFailed"),
    deleteItem: (form) =>
      submitForm("deleteItem", form, rowReferenceSchema, async (target) => {
        await deleteMenuItem(db, user.id, target);
        return toList();
      }, "menuManagement.deleteItemFailed"),
    createCategory: (form) =>
      submitForm("createCategory", form, categorySchema, async (input) => {
        await createCategory(db, user.id, input);
        return toList();
      }, "menuManagement.saveCategoryFailed"),
    updateCategory: (form) =>
      submitForm("updateCategory", form, categoryUpdateSchema, async ({ id, version, ...input }) => {
        await updateCategory(db, user.id, { id, version, input });
        return toList();
      }, "menuManagement.saveCategoryFailed"),
    toggleCategory: (form) =>
      submitForm("toggleCategory", form, toggleSchema, async (change) => {
        await setCategoryActive(db, user.id, change);
        return toList();
      }, "menuManagement.saveCategoryFailed"),
    deleteCategory: (form) =>
      submitForm("deleteCategory", form, rowReferenceSchema, async (target) => {
        await deleteCategory(db, user.id, target);
        return toList();
      }, "menuManagement.deleteCategoryFailed"),
    bulk: (form) =>
      submitForm("bulk", form, bulkSchema, async (change) => {
        await bulkUpdateMenuItems(db, user.id, change);
        return toList();
      }, "menuManagement.bulkFailed"),
    // Dragging saves through a fetcher: the answer is data, and the screen rolls back on a failure.
    // Back to the item's modal, which shows the restored version and its history.
    restoreItem: (form) =>
      submitForm("restoreItem", form, restoreItemSchema, async (change) => {
        await restoreMenuItem(db, user.id, change);
        return redirect(screenHref(url.pathname, url.searchParams, {}));
      }, "menuManagement.restoreFailed"),
    reorderItems: (form) =>
      submitForm("reorderItems", form, reorderItemsSchema, async (change) => {
        await reorderMenuItems(db, user.id, change);
      }, "menuManagement.reorderMenuItemsFailed"),
    reorderCategories: (form) =>
      submitForm("reorderCategories", form, reorderCategoriesSchema, async ({ order }) => {
        await reorderCategories(db, user.id, order);
      }, "menuManagement.reorderCategoriesFailed"),
  });
}

/** The intents answered above the list rather than inside a modal. */
const ROW_INTENTS = new Set(["toggleItem", "deleteItem", "toggleCategory", "deleteCategory", "bulk"]);

export default function AdminMenuTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(menuManagementScreenMessages);
  const tAdmin = useT(adminMessages);
  const describe = (ref: string) => describeMessage(t, isMenuManagementScreenMessageKey, ref, "backOffice.invalidValue");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const href = (changes: Record<string, string | null>) => screenHref(pathname, searchParams, changes);

  const { menu } = loaderData;
  const { tab, missingOnly, itemLimit, editItemId, editCategoryId } = menuManagementQuery(searchParams);
  const newKind = searchParams.get("new");
  const editingItem = menu?.editingItem ?? null;
  const editingCategory = editCategoryId && menu ? (menu.categories.find((category) => category.id === editCategoryId) ?? null) : null;
  const itemModal = newKind === "item" || editingItem !== null;
  const categoryModal = newKind === "category" || editingCategory !== null;
  const closeHref = href({ ...MODAL_CLOSED });
  const reply = actionData && "intent" in actionData ? actionData : undefined;
  const rowErrors = reply && ROW_INTENTS.has(reply.intent) ? (reply.result.error?.[""] ?? []) : [];
  const restoreErrors = reply && reply.intent === "restoreItem" ? (reply.result.error?.[""] ?? []) : [];
  const missing = (editItemId && menu && !editingItem) || (editCategoryId && menu && !editingCategory);
  const onClose = () => {
    // The dialog also reports a close when the address has already closed it.
    if (searchParams.has("new") || searchParams.has("item") || searchParams.has("category")) void navigate(closeHref, { preventScrollReset: true });
  };

  if (!menu) {
    return revalidator.state === "loading" ? (
      <p className="empty-state" role="status">
        {t("backOffice.loading")}
      </p>
    ) : (
      <ErrorBanner
        message={t("menuManagement.loadFailed")}
        action={
          <button type="button" className="button button-small" onClick={() => void revalidator.revalidate()}>
            {t("site.tryAgain")}
          </button>
        }
      />
    );
  }

  // The translation filter: only the rows that lack a language (`missing=1`).
  const missingCategories = menu.categories.filter((category) => categoryMissingLanguages(category).length > 0);
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
        label={t("menuManagement.tabsLabel")}
        selected={tab}
        tabs={[
          { id: "items", label: t("menuManagement.tabItems", { count: menu.totalItems }), to: href({ tab: null, ...MODAL_CLOSED }) },
          { id: "categories", label: t("menuManagement.tabCategories", { count: menu.categories.length }), to: href({ tab: "categories", ...MODAL_CLOSED }) },
        ]}
      />
      <FilterTabs
        label={t("menuManagement.filterLabel")}
        selected={missingOnly ? "missing" : "all"}
        tabs={[
          { id: "all", label: t("menuManagement.filterAll"), count: tab === "items" ? menu.totalItems : menu.categories.length, to: href({ missing: null, ...MODAL_CLOSED }) },
          { id: "missing", label: t("menuManagement.filterMissing"), count: missingCount, to: href({ missing: "1", ...MODAL_CLOSED }) },
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
      </div>
      {menu.categories.length === 0 && <p className="empty-state">{t("menuManagement.emptyCategories")}</p>}
      {tab === "items" ? (
        <>
          <MenuItemsList
            categories={shownCategories}
            items={menu.items}
            reorderable={!missingOnly}
            editHref={(id) => href({ item: id, new: null, category: null })}
            addHref={(categoryId) => href({ new: "item", in: categoryId, item: null, category: null })}
            action={closeHref}
          />
          {menu.hiddenItems > 0 && (
            <Link to={href({ limit: String(itemLimit + ITEMS_PER_PAGE) })} className="button show-more" preventScrollReset>
              {t("backOffice.showMore", { count: Math.min(ITEMS_PER_PAGE, menu.hiddenItems) })}
            </Link>
          )}
        </>
      ) : (
        <CategoriesList categories={missingOnly ? missingCategories : menu.categories} reorderable={!missingOnly} itemCounts={itemCounts} editHref={(id) => href({ category: id, new: null, item: null })} action={closeHref} />
      )}

      <Modal open={itemModal} title={editingItem ? t("menuManagement.editItem") : t("menuManagement.addItem")} className="menu-item-modal" onClose={onClose}>
        <MenuItemForm
          key={editingItem ? `${editingItem.id}-v${editingItem.version}` : `new-${searchParams.get("in") ?? ""}`}
          item={editingItem}
          categories={menu.categories}
          defaultCategoryId={searchParams.get("in")}
          lastResult={reply && reply.intent === (editingItem ? "updateItem" : "createItem") ? reply.result : undefined}
          action={href({})}
          cancelTo={closeHref}
        />
        {editingItem && (
          <>
            {restoreErrors.length > 0 && <ErrorBanner message={restoreErrors.map(describe).join(" ")} />}
            <MenuItemHistory
              entries={loaderData.itemHistory}
              categories={menu.categories}
              restore={{ action: href({}), intent: "restoreItem", id: editingItem.id, version: editingItem.version }}
            />
          </>
        )}
      </Modal>
      <Modal open={categoryModal} title={editingCategory ? t("menuManagement.editCategory") : t("menuManagement.addCategory")} className="category-modal" onClose={onClose}>
        <CategoryForm
          key={editingCategory ? `${editingCategory.id}-v${editingCategory.version}` : "new"}
          category={editingCategory}
          lastResult={reply && reply.intent === (editingCategory ? "updateCategory" : "createCategory") ? reply.result : undefined}
          action={href({})}
          cancelTo={closeHref}
        />
        {editingCategory && <CategoryHistory entries={loaderData.categoryHistory} />}
      </Modal>
    </section>
  );
}
