import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/inventory-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { InventoryCsv } from "~/features/inventory/components/inventory-csv";
import { InventoryForm } from "~/features/inventory/components/inventory-form";
import { InventoryList } from "~/features/inventory/components/inventory-list";
import {
  filterInventory,
  INVENTORY_CATEGORIES,
  inventoryDeleteSchema,
  inventoryFormSchema,
  inventoryUpdateSchema,
  knownVendors,
  parseInventoryTab,
  sortByName,
} from "~/features/inventory/inventory";
import { createInventoryItem, deleteInventoryItem, listInventoryItems, updateInventoryItem } from "~/features/inventory/inventory.server";
import { inventoryListJson, parseInventoryList } from "~/features/inventory/inventory-list-json";
import { inventoryMessages } from "~/features/inventory/inventory-messages";
import { inventoryScreenMessages } from "~/features/inventory/inventory-texts";
import { pageMeta } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/language-context";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { FilterTabs } from "~/ui/filter-tabs";
import { backOfficeAction } from "~/ui/form-action.server";
import { MasterDetail } from "~/ui/master-detail";
import { screenView } from "~/ui/screen-state";
import { SearchBox } from "~/ui/search-box";
import { revalidateUnlessOnlySearchChanged, useScreenSearch } from "~/ui/use-screen-search";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "inventory.title", "inventory.subtitle", inventoryMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  try {
    // Sorted here, once, in the page's language: the browser only filters.
    return { items: inventoryListJson(sortByName(await listInventoryItems(args.context.db), languageFromRequest(args.request))) };
  } catch (error) {
    console.error("Failed to load inventory items", error);
    return { items: null };
  }
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
    delete: {
      schema: inventoryDeleteSchema,
      run: async (target, { db, user, back }) => {
        await deleteInventoryItem(db, user.id, target);
        return back({ item: null });
      },
      failed: "inventory.deleteFailed",
    },
  });

/** Rows drawn at first and per 'Show more': enough to scroll, few enough for a keystroke to stay quick. */
const ROWS_PER_PAGE = 50;

export default function InventoryManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { query, setQuery, href } = useScreenSearch();

  const view = screenView(searchParams);
  const tab = parseInventoryTab(searchParams.get("tab"));

  const items = useMemo(() => (loaderData.items ? parseInventoryList(loaderData.items) : null), [loaderData.items]);
  const prepared = useMemo(() => items ?? [], [items]);
  const vendors = useMemo(() => knownVendors(prepared, language), [prepared, language]);
  const { shown, counts } = useMemo(() => filterInventory(prepared, query, tab), [prepared, query, tab]);
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  useEffect(() => setLimit(ROWS_PER_PAGE), [query, tab]);

  const selectedId = view === "detail" ? searchParams.get("item") : null;
  const selected = selectedId ? (prepared.find((item) => item.id === selectedId) ?? null) : null;
  const formAction = href({});
  const reply = actionData && "intent" in actionData ? actionData : undefined;

  let detail = null;
  if (view === "create") {
    detail = (
      <InventoryForm
        key="new"
        item={null}
        vendors={vendors}
        lastResult={reply?.intent === "create" ? reply.result : undefined}
        saved={false}
        cancelTo={href({ new: null })}
        action={formAction}
      />
    );
  } else if (selected) {
    detail = (
      <InventoryForm
        key={`${selected.id}-${selected.version}`}
        item={selected}
        vendors={vendors}
        lastResult={reply?.intent === "update" ? reply.result : undefined}
        saved={reply?.intent === "update" && reply.id === selected.id}
        cancelTo={href({ item: null })}
        action={formAction}
        deleteErrors={reply?.intent === "delete" ? reply.result.error?.[""] ?? undefined : undefined}
      />
    );
  } else if (selectedId && items) {
    detail = <ErrorBanner message={t("error.notFound")} />;
  }

  return (
    <MasterDetail
      title={t("inventory.title")}
      subtitle={t("inventory.subtitle")}
      create={{ label: t("inventory.create"), to: href({ new: "", item: null }) }}
      actions={<InventoryCsv />}
      error={
        items ? undefined : (
          <LoadFailedBanner message={`${t("inventory.errorLoading")}: ${t("inventory.loadFailed")}`} />
        )
      }
      tabs={
        <FilterTabs
          label={t("backOffice.filters")}
          selected={tab}
          tabs={[
            { id: "all", label: t("inventory.tabAll"), count: counts.all, to: href({ tab: null, item: null }) },
            ...INVENTORY_CATEGORIES.map((category) => ({
              id: category,
              label: t(`inventory.category.${category}`),
              count: counts[category],
              to: href({ tab: category, item: null }),
            })),
          ]}
        />
      }
      search={<SearchBox label={t("inventory.searchLabel")} placeholder={t("inventory.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("inventory.listLabel")}
      emptyMessage={!items ? null : prepared.length === 0 ? t("inventory.empty") : shown.length === 0 ? t("inventory.noMatches") : null}
      list={
        <>
          <InventoryList items={shown.slice(0, limit)} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null })} label={t("inventory.listLabel")} />
          {shown.length > limit && (
            <button type="button" className="button show-more" onClick={() => setLimit((current) => current + ROWS_PER_PAGE)}>
              {t("backOffice.showMore", { count: Math.min(ROWS_PER_PAGE, shown.length - limit) })}
            </button>
          )}
        </>
      }
      detail={detail}
      backTo={href({ item: null, new: null })}
    />
  );
}
