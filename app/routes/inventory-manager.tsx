import type { Route } from "./+types/inventory-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { MovedDishesReport, PriceWarning } from "~/features/food-cost/components/price-effects";
import { priceSaveEffects, readPriceSensitivities } from "~/features/food-cost/price-changes.server";
import { movedDishesOf } from "~/features/food-cost/price-impact";
import { priceHistoryOf } from "~/features/inventory/price-history.server";
import { rowIdInAddress } from "~/lib/row-reference";
import { replyTo } from "~/ui/form-reply";
import { InventoryScreen } from "~/features/inventory/components/inventory-screen";
import { inventoryDeleteSchema, inventoryFormSchema, inventoryUpdateSchema } from "~/features/inventory/inventory";
import { createInventoryItem, deleteInventoryItem, inventoryScreenList, updateInventoryItem } from "~/features/inventory/inventory.server";
import { inventoryListFilter, inventoryListStart } from "~/features/inventory/inventory-list-view";
import { inventoryMessages } from "~/features/inventory/inventory-messages";
import { pageMeta } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";
import backOfficeStyles from "~/styles/back-office.css?url";
import { useAnnounceWrites } from "~/ui/status-message";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "inventory.title", "inventory.subtitle", inventoryMessages);

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const { db } = args.context;
  const search = new URL(args.request.url).searchParams;
  const selectedId = rowIdInAddress(search.get("item"));
  // The selected item's price history, and how the dishes made from it follow its price, each on
  // their own: the list still shows when they cannot be read.
  const [list, priceHistory, sensitivities] = await Promise.all([
    // The list sorted in the page's language, of which the page takes only what it shows at first
    // and the selected item: the browser fetches the whole list apart (decision 0041).
    loadOrFallback(
      args,
      "inventory items",
      async () => {
        const { items, version, vendors, usedBy } = await inventoryScreenList(db, languageFromRequest(args.request));
        const selected = selectedId ? (items.find((item) => item.id === selectedId) ?? null) : null;
        return { start: inventoryListStart(items, version, inventoryListFilter(search)), vendors, selected, usedBy: selected ? (usedBy[selected.id] ?? []) : [] };
      },
      { start: null, vendors: [], selected: null, usedBy: [] },
    ),
    selectedId ? loadOrFallback(args, "an inventory item's price history", () => priceHistoryOf(db, selectedId), null) : null,
    selectedId ? loadOrFallback(args, "the dishes an inventory price moves", () => readPriceSensitivities(db, selectedId), []) : [],
  ]);
  return { ...list, priceHistory, sensitivities };
}

export const shouldRevalidate = loadAgainAfterConflict(revalidateUnlessOnlyFiltersChanged);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireStaff, {
    create: {
      schema: inventoryFormSchema,
      run: async (input, { db, user, back }) => back({ new: null, item: (await createInventoryItem(db, user.id, input)).id }),
      failed: "inventory.createFailed",
    },
    update: {
      schema: inventoryUpdateSchema,
      // The reply lists the dishes whose food cost the new price moved.
      run: async ({ id, version, ...input }, { db, user, request }) => {
        const { effects } = await updateInventoryItem(db, user.id, { id, version, input }, priceSaveEffects(db, languageFromRequest(request)));
        return { id, report: effects ?? [] };
      },
      failed: "inventory.updateFailed",
    },
    delete: { schema: inventoryDeleteSchema, run: writeThenBack(deleteInventoryItem, { item: null }), failed: "inventory.deleteFailed" },
  });

export default function InventoryManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites();
  const { sensitivities } = loaderData;
  const moved = movedDishesOf(replyTo(actionData, "update"));
  return (
    <InventoryScreen
      loaderData={loaderData}
      actionData={actionData}
      priceWarning={(savedKurus, fieldId, id) => <PriceWarning sensitivities={sensitivities} savedKurus={savedKurus} fieldId={fieldId} id={id} />}
      saveReport={moved && <MovedDishesReport moved={moved} />}
    />
  );
}
