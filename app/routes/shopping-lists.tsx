import { useMemo } from "react";
import { Link, redirect, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/shopping-lists";
import { requireStaff } from "~/features/auth/guards.server";
import { knownVendors, sortByName } from "~/features/inventory/inventory";
import { listInventoryItems } from "~/features/inventory/inventory.server";
import { QuantitiesForm } from "~/features/shopping-lists/components/quantities-form";
import { ShoppingListDetail } from "~/features/shopping-lists/components/shopping-list-detail";
import { ShoppingListRows } from "~/features/shopping-lists/components/shopping-list-rows";
import { VendorStep } from "~/features/shopping-lists/components/vendor-step";
import {
  filterShoppingLists,
  linePlaces,
  LISTS_PER_PAGE,
  pageStart,
  parseShoppingListTab,
  SAMPLE_WHATSAPP_NUMBER,
  sendSchema,
  SHOPPING_LIST_STATUSES,
  shoppingListReferenceSchema,
  shoppingListSchema,
  SHOPPING_LIST_FORM_ENTRIES,
  shoppingListUpdateSchema,
} from "~/features/shopping-lists/shopping-lists";
import {
  completeShoppingList,
  createShoppingList,
  deleteShoppingList,
  loadShoppingListPage,
  sendShoppingList,
  updateShoppingList,
} from "~/features/shopping-lists/shopping-lists.server";
import { shoppingListsMessages } from "~/features/shopping-lists/shopping-lists-messages";
import { shoppingListsScreenMessages } from "~/features/shopping-lists/shopping-lists-texts";
import { pageMeta, type RootData } from "~/features/site/page-meta";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { useLanguage, useT } from "~/i18n/language-context";
import { searchKey } from "~/lib/search-key";
import { readFormData } from "~/lib/form-data.server";
import { formLimits } from "~/lib/form-limits";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { FilterTabs } from "~/ui/filter-tabs";
import { dispatchIntent, submitForm } from "~/ui/form-action.server";
import { MasterDetail } from "~/ui/master-detail";
import { screenHref, screenView } from "~/ui/screen-state";
import { useScreenSearch } from "~/ui/use-screen-search";
import { SearchBox } from "~/ui/search-box";
import backOfficeStyles from "~/styles/back-office.css?url";

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
  const { searchParams } = new URL(args.request.url);
  try {
    const [page, inventory] = await Promise.all([
      loadShoppingListPage(db, {
        query: searchParams.get("q") ?? "",
        tab: parseShoppingListTab(searchParams.get("tab")),
        from: pageStart(searchParams.get("from")),
        selectedId: screenView(searchParams) === "detail" ? searchParams.get("item") : null,
      }),
      listInventoryItems(db),
    ]);
    return { page, inventory };
  } catch (error) {
    console.error("Failed to load shopping lists", error);
    return { page: null, inventory: [] };
  }
}

export async function action(args: Route.ActionArgs) {
  const user = await requireStaff(args);
  const formData = await readFormData(
    args.request,
    formLimits([shoppingListSchema, shoppingListUpdateSchema, shoppingListReferenceSchema, sendSchema], SHOPPING_LIST_FORM_ENTRIES),
  );
  const { db } = args.context;
  const url = new URL(args.request.url);
  const back = (changes: Record<string, string | null>) => redirect(screenHref(url.pathname, url.searchParams, changes));
  // A line is named by its place in the form ('Item 2: …'), next to its field: the places are read
  // in one pass, the first time a line needs one.
  let places: Map<string, number> | undefined;
  const formIndexOf = (inventoryItemId: string) => {
    places ??= linePlaces(formData.entries());
    return places.get(inventoryItemId) ?? 0;
  };
  return dispatchIntent(formData, {
    create: (form) =>
      submitForm("create", form, shoppingListSchema, async (input) => back({ new: null, vendor: null, item: await createShoppingList(db, user.id, input, formIndexOf) }), "shoppingLists.createFailed"),
    update: (form) =>
      submitForm("update", form, shoppingListUpdateSchema, async ({ id, version, ...input }) => {
        await updateShoppingList(db, user.id, { id, version, input, formIndexOf });
        return back({ edit: null });
      }, "shoppingLists.updateFailed"),
    delete: (form) =>
      submitForm("delete", form, shoppingListReferenceSchema, async (target) => {
        await deleteShoppingList(db, user.id, target);
        return back({ item: null });
      }, "shoppingLists.deleteFailed"),
    complete: (form) =>
      submitForm("complete", form, shoppingListReferenceSchema, async (target) => {
        await completeShoppingList(db, user.id, target);
        return { id: target.id };
      }, "shoppingLists.updateFailed"),
    send: (form) =>
      submitForm("send", form, sendSchema, async (target) => {
        const settings = await getSiteSettings(db);
        const { url: chatUrl } = await sendShoppingList(db, user.id, { ...target, restaurantName: settings.restaurantName });
        return { id: target.id, url: chatUrl };
      }, "shoppingLists.sendFailed"),
  });
}

export default function ShoppingListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(shoppingListsScreenMessages);
  const language = useLanguage();
  const root = useRouteLoaderData<RootData>("root");
  const [searchParams] = useSearchParams();
  const { query, setQuery, href } = useScreenSearch();

  const view = screenView(searchParams);
  const tab = parseShoppingListTab(searchParams.get("tab"));
  const { page } = loaderData;
  const lists = page?.lists ?? null;
  // The page the address asked for, narrowed at once as the person types; the counts follow the
  // search once it is in the address.
  const { shown } = useMemo(() => filterShoppingLists(lists ?? [], query, tab), [lists, query, tab]);
  const counts = page?.counts ?? { all: 0, draft: 0, sent: 0, completed: 0 };
  const from = pageStart(searchParams.get("from"));
  const vendors = useMemo(() => {
    const all = knownVendors(loaderData.inventory, language);
    return all.map((name) => ({ name, itemCount: loaderData.inventory.filter((item) => searchKey(item.vendor.trim()) === searchKey(name)).length }));
  }, [loaderData.inventory, language]);
  const itemsOf = (vendor: string) =>
    sortByName(loaderData.inventory.filter((item) => searchKey(item.vendor.trim()) === searchKey(vendor)), language).map(({ id, name, unit, priceKurus }) => ({ id, name, unit, priceKurus }));

  const reply = actionData && "intent" in actionData ? actionData : undefined;
  const formAction = href({});
  const selectedId = view === "detail" ? searchParams.get("item") : null;
  const selected = selectedId && page?.selected?.id === selectedId ? page.selected : null;

  let detail = null;
  if (view === "create") {
    const vendor = searchParams.get("vendor");
    const chosen = vendor ? vendors.find((candidate) => searchKey(candidate.name) === searchKey(vendor)) : undefined;
    detail = chosen ? (
      <QuantitiesForm
        key={chosen.name}
        vendor={chosen.name}
        items={itemsOf(chosen.name)}
        draft={null}
        lastResult={reply?.intent === "create" ? reply.result : undefined}
        saved={false}
        action={formAction}
        cancelTo={href({ new: null, vendor: null })}
        backTo={href({ vendor: null })}
      />
    ) : (
      <VendorStep vendors={vendors} hrefFor={(name) => href({ vendor: name })} backTo={href({ new: null, vendor: null })} />
    );
  } else if (selected && selected.status === "draft" && searchParams.has("edit")) {
    detail = (
      <QuantitiesForm
        key={`${selected.id}-${selected.version}`}
        vendor={selected.vendor}
        items={itemsOf(selected.vendor)}
        draft={{ id: selected.id, version: selected.version, quantities: Object.fromEntries(selected.lines.map((line) => [line.inventoryItemId ?? "", line.quantityMilli])) }}
        lastResult={reply?.intent === "update" ? reply.result : undefined}
        saved={false}
        action={formAction}
        cancelTo={href({ edit: null })}
        backTo={null}
      />
    );
  } else if (selected) {
    const refused = reply && ["delete", "complete", "update"].includes(reply.intent) ? (reply.result.error?.[""] ?? undefined) : undefined;
    detail = (
      <ShoppingListDetail
        key={selected.id}
        list={selected}
        restaurantName={root?.settings.restaurantName ?? ""}
        phone={page?.lastNumber ?? SAMPLE_WHATSAPP_NUMBER}
        action={formAction}
        editTo={href({ edit: "" })}
        errors={refused}
      />
    );
  } else if (selectedId && lists) {
    detail = <ErrorBanner message={t("error.notFound")} />;
  }

  return (
    <MasterDetail
      title={t("shoppingLists.title")}
      subtitle={t("shoppingLists.subtitle")}
      create={{ label: t("shoppingLists.create"), to: href({ new: "", item: null, edit: null, vendor: null }) }}
      error={
        lists ? undefined : (
          <LoadFailedBanner message={t("shoppingLists.loadFailed")} />
        )
      }
      tabs={
        <FilterTabs
          label={t("backOffice.filters")}
          selected={tab}
          tabs={[
            { id: "all", label: t("shoppingLists.tabAll"), count: counts.all, to: href({ tab: null, item: null, from: null }) },
            ...SHOPPING_LIST_STATUSES.map((status) => ({
              id: status,
              label: t(`shoppingLists.status.${status}`),
              count: counts[status],
              to: href({ tab: status, item: null, from: null }),
            })),
          ]}
        />
      }
      search={<SearchBox label={t("shoppingLists.searchLabel")} placeholder={t("shoppingLists.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("shoppingLists.listLabel")}
      emptyMessage={!page ? null : page.counts.all === 0 && !searchParams.get("q") ? t("shoppingLists.empty") : shown.length === 0 ? t("shoppingLists.noMatches") : null}
      list={
        <>
          <ShoppingListRows lists={shown} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null, edit: null, vendor: null })} label={t("shoppingLists.listLabel")} />
          {page && (from > 0 || page.older > 0) && (
            <nav className="list-pages" aria-label={t("shoppingLists.pagesLabel")}>
              {from > 0 && (
                <Link to={href({ from: from > LISTS_PER_PAGE ? String(from - LISTS_PER_PAGE) : null, item: null })} className="button" preventScrollReset>
                  {t("shoppingLists.newerLists")}
                </Link>
              )}
              {page.older > 0 && (
                <Link to={href({ from: String(from + LISTS_PER_PAGE), item: null })} className="button" preventScrollReset>
                  {t("shoppingLists.olderLists", { count: page.older })}
                </Link>
              )}
            </nav>
          )}
        </>
      }
      detail={detail}
      backTo={href({ item: null, new: null, edit: null, vendor: null })}
    />
  );
}
