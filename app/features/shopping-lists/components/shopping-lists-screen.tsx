import { useMemo } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { InventoryItem } from "~/features/inventory/inventory";
import type { RootData } from "~/features/site/page-meta";
import { useLanguage, useT } from "~/i18n/language-context";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { ListTabs } from "~/ui/filter-tabs";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { MasterDetail } from "~/ui/master-detail";
import { SearchBox } from "~/ui/search-box";
import { filterByTabAndSearch } from "~/ui/tab-search";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import { LISTS_PER_PAGE, newerPageStart, pageStart, SHOPPING_LIST_STATUSES, shoppingListTabSearch, type ShoppingListPage } from "../shopping-lists";
import { shoppingListsScreenMessages } from "../shopping-lists-texts";
import { findVendor, vendorChoices, vendorItems } from "../vendors";
import { QuantitiesForm } from "./quantities-form";
import { ShoppingListDetail } from "./shopping-list-detail";
import { ShoppingListRows } from "./shopping-list-rows";
import { VendorStep } from "./vendor-step";

export interface ShoppingListsScreenProps {
  /** One page of lists (null when they could not be loaded), and the inventory a new list is made from. */
  loaderData: { page: ShoppingListPage | null; inventory: InventoryItem[] };
  actionData: FormReply | undefined;
}

/**
 * The shopping lists: a page of lists, newest first, by status tab and search; beside them the
 * selected list, a draft's quantities (`edit`), or a new list in two steps (`new`, then `vendor`).
 */
export function ShoppingListsScreen({ loaderData, actionData }: ShoppingListsScreenProps) {
  const t = useT(shoppingListsScreenMessages);
  const language = useLanguage();
  const root = useRouteLoaderData<RootData>("root");
  const { searchParams, view, tab, selectedId, query, setQuery, href } = useListScreenAddress(SHOPPING_LIST_STATUSES);
  const { page, inventory } = loaderData;
  const lists = page?.lists ?? null;
  // The page the address asked for, narrowed at once as the person types; the counts follow the
  // search once it is in the address.
  const { shown } = useMemo(() => filterByTabAndSearch(lists ?? [], shoppingListTabSearch, query, tab), [lists, query, tab]);
  const counts = page?.counts ?? { all: 0, draft: 0, sent: 0, completed: 0 };
  const from = pageStart(searchParams.get("from"));
  const newerFrom = newerPageStart(from);
  const vendors = useMemo(() => vendorChoices(inventory, language), [inventory, language]);

  const formAction = href({});
  const selected = selectedId && page?.selected?.id === selectedId ? page.selected : null;

  let detail = null;
  // '← Back' on a phone: the step before, in a new list; the lists, elsewhere.
  let backTo = href({ item: null, new: null, edit: null, vendor: null });
  if (view === "create") {
    const chosen = findVendor(vendors, searchParams.get("vendor"));
    if (chosen) backTo = href({ vendor: null });
    detail = chosen ? (
      <QuantitiesForm
        key={chosen.name}
        vendor={chosen.name}
        items={vendorItems(inventory, chosen.name, language)}
        draft={null}
        lastResult={resultOf(actionData, "create")}
        action={formAction}
        cancelTo={href({ new: null, vendor: null })}
        backTo={href({ vendor: null })}
      />
    ) : (
      <VendorStep vendors={vendors} hrefFor={(name) => href({ vendor: name })} backTo={href({ new: null, vendor: null })} />
    );
  } else if (selected && selected.status === "draft" && searchParams.has("edit")) {
    detail = (
      <RowKeptWhileTyping row={selected}>
        {(list) => (
          <QuantitiesForm
            key={`${list.id}-${list.version}`}
            vendor={list.vendor}
            items={vendorItems(inventory, list.vendor, language)}
            draft={{ id: list.id, version: list.version, quantities: Object.fromEntries(list.lines.map((line) => [line.inventoryItemId ?? "", line.quantityMilli])) }}
            lastResult={resultOf(actionData, "update")}
            action={formAction}
            cancelTo={href({ edit: null })}
            backTo={null}
          />
        )}
      </RowKeptWhileTyping>
    );
  } else if (selected) {
    detail = (
      <ShoppingListDetail
        key={selected.id}
        list={selected}
        restaurantName={root?.settings.restaurantName ?? ""}
        vendorNumber={page?.vendorNumber ?? null}
        action={formAction}
        editTo={href({ edit: "" })}
        hrefFor={(id) => href({ item: id, new: null, edit: null, vendor: null })}
        errors={formErrorsOf(actionData, "delete", "complete", "update")}
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
      error={lists ? undefined : <LoadFailedBanner message={t("shoppingLists.loadFailed")} />}
      tabs={
        <ListTabs
          tabs={SHOPPING_LIST_STATUSES}
          selected={tab}
          counts={counts}
          allLabel={t("shoppingLists.tabAll")}
          labelOf={(status) => t(`shoppingLists.status.${status}`)}
          hrefFor={(status) => href({ tab: status, item: null, from: null })}
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
                <Link to={href({ from: newerFrom === null ? null : String(newerFrom), item: null })} className="button" preventScrollReset>
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
      backTo={backTo}
    />
  );
}
