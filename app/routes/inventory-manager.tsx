import type { Route } from "./+types/inventory-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { InventoryScreen } from "~/features/inventory/components/inventory-screen";
import { inventoryDeleteSchema, inventoryFormSchema, inventoryUpdateSchema } from "~/features/inventory/inventory";
import { sortByName } from "~/lib/names";
import { createInventoryItem, deleteInventoryItem, listInventoryItems, recipesUsingInventoryItems, updateInventoryItem } from "~/features/inventory/inventory.server";
import { inventoryListJson } from "~/features/inventory/inventory-list-json";
import { inventoryMessages } from "~/features/inventory/inventory-messages";
import { pageMeta } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { revalidateUnlessOnlySearchChanged } from "~/ui/use-screen-search";
import backOfficeStyles from "~/styles/back-office.css?url";
import { useAnnounceWrites } from "~/ui/status-message";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "inventory.title", "inventory.subtitle", inventoryMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  // Sorted here, once, in the page's language: the browser only filters.
  return loadOrFallback(
    "inventory items",
    async () => {
      const [items, usedBy] = await Promise.all([listInventoryItems(args.context.db), recipesUsingInventoryItems(args.context.db)]);
      return { items: inventoryListJson(sortByName(items, languageFromRequest(args.request))), usedBy };
    },
    { items: null, usedBy: {} },
  );
}

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireStaff, {
    create: {
      schema: inventoryFormSchema,
      run: async (input, { db, user, back }) => back({ new: null, item: (await createInventoryItem(db, user.id, input)).id }),
      failed: "inventory.createFailed",
    },
    update: {
      schema: inventoryUpdateSchema,
      run: ({ id, version, ...input }, { db, user }) => updateInventoryItem(db, user.id, { id, version, input }),
      failed: "inventory.updateFailed",
    },
    delete: { schema: inventoryDeleteSchema, run: writeThenBack(deleteInventoryItem, { item: null }), failed: "inventory.deleteFailed" },
  });

export default function InventoryManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites();
  return <InventoryScreen loaderData={loaderData} actionData={actionData} />;
}
