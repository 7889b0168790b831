import type { Route } from "./+types/admin.menu";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { loadHistory } from "~/db/history.server";
import { historyShown, NO_HISTORY } from "~/db/history";
import { imageChangeFromForm, itemSaveFailure } from "~/features/menu-images/menu-images.server";
import { MENU_MODAL_PARAMS, MenuManagementScreen } from "~/features/menu-management/components/menu-management-screen";
import { onlySavedMarkDropped, SAVED_PARAMS } from "~/features/menu-management/saved-row";
import {
  BULK_FORM_ENTRIES, bulkSchema, categorySchema, categoryUpdateSchema, menuItemSchema, menuItemUpdateSchema,
  confirmTranslationsSchema, NO_DELETED_NAMES, reorderCategoriesSchema, reorderItemsSchema, restoreItemSchema, rowReferenceSchema, toggleSchema,
} from "~/features/menu-management/menu-management";
import {
  bulkUpdateMenuItems, confirmTranslations, createCategory, createMenuItem, deleteCategory, deleteMenuItem, dishHistoryDeletedNames, heldMenuForManagement, loadDishFormData, reorderCategories,
  reorderMenuItems, restoreMenuItem, setCategoryActive, setMenuItemActive, updateCategory, updateMenuItem,
} from "~/features/menu-management/menu-management.server";
import { menuManagementQuery, menuManagementView } from "~/features/menu-management/menu-management-view";
import { backOfficeAction, writeThenBack, type Intent } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { languageFromRequest } from "~/i18n/language";
import { modalClosed } from "~/ui/url-modal";
import { useAnnounceWrites } from "~/ui/status-message";
import { CONFIRM_TRANSLATIONS_INTENT, SAVE_STILL_CORRECT_INTENT } from "~/features/menu-management/components/translation-review";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const query = menuManagementQuery(params);
  return loadOrFallback(
    args,
    "menu data",
    async () => {
      const [all, itemHistory, categoryHistory] = await Promise.all([
        heldMenuForManagement(args.context.db),
        query.editItemId ? loadHistory(args.context.db, "menu_items", query.editItemId, historyShown(params)) : NO_HISTORY,
        query.editCategoryId ? loadHistory(args.context.db, "menu_categories", query.editCategoryId, historyShown(params)) : NO_HISTORY,
      ]);
      // The item form's recipes, and what the edited item's recipe declares: only while it is open.
      // Its history's recipes and categories deleted since, by what they were called.
      const editing = query.editItemId ? all.items.find((item) => item.id === query.editItemId) : undefined;
      const itemFormOpen = editing !== undefined || params.get("new") === "item";
      const [dish, deletedNames] = await Promise.all([
        itemFormOpen ? loadDishFormData(args.context.db, languageFromRequest(args.request), editing ?? null, (editing && all.servings.get(editing.id)) ?? null) : null,
        dishHistoryDeletedNames(args.context.db, itemHistory.entries),
      ]);
      return { menu: menuManagementView(all, query), itemHistory, categoryHistory, dish, deletedNames };
    },
    { menu: null, itemHistory: NO_HISTORY, categoryHistory: NO_HISTORY, dish: null, deletedNames: NO_DELETED_NAMES },
  );
}

// After a save the modal closes and the list, reloaded, shows the change.
const closeModal = modalClosed([...MENU_MODAL_PARAMS, ...Object.values(SAVED_PARAMS)]);
// After a create or an edit, the screen also brings the saved row into view and says it was saved.
const savedItem = (id: string) => ({ ...closeModal, [SAVED_PARAMS.item]: id });
const savedCategory = (id: string) => ({ ...closeModal, [SAVED_PARAMS.category]: id });

/** The screen drops the saved row's mark from the address once it has shown it: nothing to load again. */
export const shouldRevalidate = loadAgainAfterConflict((args) => (onlySavedMarkDropped(args.currentUrl, args.nextUrl) && !args.formMethod ? false : args.defaultShouldRevalidate));

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export function action(args: Route.ActionArgs) {
  type Admin = Awaited<ReturnType<typeof requireDashboardAdmin>>;

  /** An item's edit saved; `stillCorrect`: with 'Still correct' in its modal, its texts confirmed too. */
  const updateItemIntent = (stillCorrect: boolean): Intent<ReturnType<typeof menuItemUpdateSchema>, Admin> => ({
    schema: menuItemUpdateSchema,
    run: async ({ id, version, ...input }, { db, user, back }) => {
      const image = await imageChangeFromForm({ file: input.image, remove: input.removeImage });
      await updateMenuItem(db, user.id, { id, version, input, image, stillCorrect });
      return back(savedItem(id));
    },
    failed: (form) => itemSaveFailure(form, "menuManagement.saveItemFailed"),
  });

  /** A category's edit saved; `stillCorrect` as for an item. */
  const updateCategoryIntent = (stillCorrect: boolean): Intent<ReturnType<typeof categoryUpdateSchema>, Admin> => ({
    schema: categoryUpdateSchema,
    run: ({ id, version, ...input }, { db, user, back }) => updateCategory(db, user.id, { id, version, input, stillCorrect }).then(() => back(savedCategory(id))),
    failed: "menuManagement.saveCategoryFailed",
  });

  return backOfficeAction(
    args,
    requireDashboardAdmin,
    {
      // An item's image is checked and resized before the write's transaction opens; a refused file
      // is a 4xx with its message next to the image field, and nothing is stored.
      createItem: {
        schema: menuItemSchema,
        run: async (input, { db, user, back }) => {
          const { id } = await createMenuItem(db, user.id, input, await imageChangeFromForm({ file: input.image, remove: input.removeImage }));
          return back(savedItem(id));
        },
        failed: (form) => itemSaveFailure(form, "menuManagement.addItemFailed"),
      },
      updateItem: updateItemIntent(false),
      // 'Still correct' in the edit modal: the form saved as it is, its texts confirmed.
      [SAVE_STILL_CORRECT_INTENT.item]: updateItemIntent(true),
      // Back to where it was pressed: the list, or the modal, which then shows no notice.
      [CONFIRM_TRANSLATIONS_INTENT]: { schema: confirmTranslationsSchema, run: writeThenBack(confirmTranslations, {}), failed: "menuManagement.confirmTranslationFailed" },
      toggleItem: { schema: toggleSchema, run: writeThenBack(setMenuItemActive, closeModal), failed: "menuManagement.saveItemFailed" },
      deleteItem: { schema: rowReferenceSchema, run: writeThenBack(deleteMenuItem, closeModal), failed: "menuManagement.deleteItemFailed" },
      createCategory: {
        schema: categorySchema,
        run: (input, { db, user, back }) => createCategory(db, user.id, input).then(({ id }) => back(savedCategory(id))),
        failed: "menuManagement.saveCategoryFailed",
      },
      updateCategory: updateCategoryIntent(false),
      [SAVE_STILL_CORRECT_INTENT.category]: updateCategoryIntent(true),
      toggleCategory: { schema: toggleSchema, run: writeThenBack(setCategoryActive, closeModal), failed: "menuManagement.saveCategoryFailed" },
      deleteCategory: { schema: rowReferenceSchema, run: writeThenBack(deleteCategory, closeModal), failed: "menuManagement.deleteCategoryFailed" },
      bulk: { schema: bulkSchema, run: writeThenBack(bulkUpdateMenuItems, closeModal), failed: "menuManagement.bulkFailed" },
      // Back to the item's modal, which shows the restored version and its history.
      restoreItem: { schema: restoreItemSchema, run: writeThenBack(restoreMenuItem, {}), failed: "menuManagement.restoreFailed" },
      // Dragging saves through a fetcher: the answer is data, and the screen rolls back on a failure.
      reorderItems: {
        schema: reorderItemsSchema,
        run: async (change, { db, user }) => {
          await reorderMenuItems(db, user.id, change);
        },
        failed: "menuManagement.reorderMenuItemsFailed",
      },
      reorderCategories: {
        schema: reorderCategoriesSchema,
        run: async ({ order }, { db, user }) => {
          await reorderCategories(db, user.id, order);
        },
        failed: "menuManagement.reorderCategoriesFailed",
      },
    },
    { maxEntries: BULK_FORM_ENTRIES },
  );
}

/** A create or an edit names its saved row itself (useSavedRow); the other writes say the shared word. */
const SAID_BY_THE_SAVED_ROW = { createItem: null, updateItem: null, createCategory: null, updateCategory: null };

export default function AdminMenuTab({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites({ messages: SAID_BY_THE_SAVED_ROW });
  return <MenuManagementScreen {...loaderData} reply={actionData} />;
}
