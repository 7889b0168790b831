import type { Route } from "./+types/shopping-lists";
import { requireStaff } from "~/features/auth/guards.server";
import { listInventoryItems } from "~/features/inventory/inventory.server";
import { ShoppingListsScreen } from "~/features/shopping-lists/components/shopping-lists-screen";
import { formIndexOfLines, pageStart, sendSchema, SHOPPING_LIST_FORM_ENTRIES, SHOPPING_LIST_STATUSES, shoppingListReferenceSchema, shoppingListSchema, shoppingListUpdateSchema } from "~/features/shopping-lists/shopping-lists";
import { completeShoppingList, confirmShoppingListSent, createShoppingList, deleteShoppingList, loadShoppingListPage, shoppingListChatUrl, updateShoppingList } from "~/features/shopping-lists/shopping-lists.server";
import { shoppingListsMessages } from "~/features/shopping-lists/shopping-lists-messages";
import { pageMeta } from "~/features/site/page-meta";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { rowIdInAddress } from "~/lib/row-reference";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { screenView } from "~/ui/screen-state";
import { parseTab } from "~/ui/tab-search";
import backOfficeStyles from "~/styles/back-office.css?url";
import { useAnnounceWrites } from "~/ui/status-message";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "shoppingLists.title", "shoppingLists.subtitle", shoppingListsMessages);

/**
 * The screen's state in the address: the search (`q`), the tab, the page (`from`: how many newer
 * lists are passed over), and the list opened (`item`). The search, the tabs' counts and the pages
 * are worked out here, so a load reads the lines of one page's lists only.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const { db } = args.context;
  const search = new URL(args.request.url).searchParams;
  const pageQuery = {
    query: search.get("q") ?? "",
    tab: parseTab(SHOPPING_LIST_STATUSES, search.get("tab")),
    from: pageStart(search.get("from")),
    selectedId: screenView(search) === "detail" ? rowIdInAddress(search.get("item")) : null,
  };
  return loadOrFallback(
    args,
    "shopping lists",
    async () => {
      const [page, inventory] = await Promise.all([loadShoppingListPage(db, pageQuery), listInventoryItems(db)]);
      return { page, inventory };
    },
    { page: null, inventory: [] },
  );
}

export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(
    args,
    requireStaff,
    {
      create: {
        schema: shoppingListSchema,
        run: async (input, { db, user, formData, back }) => back({ new: null, vendor: null, item: await createShoppingList(db, user.id, input, formIndexOfLines(formData)) }),
        failed: "shoppingLists.createFailed",
      },
      update: {
        schema: shoppingListUpdateSchema,
        run: async ({ id, version, ...input }, { db, user, formData, back }) => {
          await updateShoppingList(db, user.id, { id, version, input, formIndexOf: formIndexOfLines(formData) });
          return back({ edit: null });
        },
        failed: "shoppingLists.updateFailed",
      },
      delete: { schema: shoppingListReferenceSchema, run: writeThenBack(deleteShoppingList, { item: null }), failed: "shoppingLists.deleteFailed" },
      complete: {
        schema: shoppingListReferenceSchema,
        run: async (target, { db, user }) => {
          await completeShoppingList(db, user.id, target);
          return { id: target.id };
        },
        failed: "shoppingLists.updateFailed",
      },
      // A send in two steps: WhatsApp's address (nothing written), then the person's word that it went.
      openWhatsApp: {
        schema: sendSchema,
        run: async (target, { db }) => {
          const { restaurantName } = await getSiteSettings(db);
          const { url, opened } = await shoppingListChatUrl(db, { ...target, restaurantName });
          return { id: target.id, url, report: opened };
        },
        failed: "shoppingLists.sendFailed",
      },
      confirmSent: {
        schema: sendSchema,
        run: async (target, { db, user }) => {
          const { restaurantName } = await getSiteSettings(db);
          // A list changed after its message was opened: what differs, and the draft that keeps it.
          const changedSince = await confirmShoppingListSent(db, user.id, { ...target, restaurantName });
          return { id: target.id, ...(changedSince && { report: changedSince }) };
        },
        failed: "shoppingLists.sendFailed",
      },
    },
    { maxEntries: SHOPPING_LIST_FORM_ENTRIES },
  );

export default function ShoppingListsPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites();
  return <ShoppingListsScreen loaderData={loaderData} actionData={actionData} />;
}
