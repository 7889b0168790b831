import { useMemo, type ReactNode } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { FilterTabs, ListTabs } from "~/ui/filter-tabs";
import { allergenMessages } from "~/ui/allergen-messages";
import { isIncomplete } from "~/lib/declarations";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { MasterDetail } from "~/ui/master-detail";
import { SearchBox } from "~/ui/search-box";
import { ShowMore } from "~/ui/show-more";
import { filterByTabAndSearch } from "~/ui/tab-search";
import { useFoldSearchAhead } from "~/ui/use-fold-search-ahead";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import { knownVendors } from "~/lib/names";
import type { RowUser } from "~/lib/row-reference";
import { INVENTORY_CATEGORIES, inventoryTabSearch } from "../inventory";
import { parseInventoryList, type InventoryListText } from "../inventory-list-text";
import { inventoryScreenMessages } from "../inventory-texts";
import { InventoryCsv } from "./inventory-csv";
import { InventoryForm, type InventoryFormProps } from "./inventory-form";
import { PriceHistory, type PriceHistoryData } from "./price-history";
import { InventoryList } from "./inventory-list";

/** The address's value of `allergens` that lists only the items with something not declared. */
const UNDECLARED_FILTER = "undeclared";

/**
 * Rows drawn at first and per 'Show more': a few screens on a phone, and few enough that the list a
 * key in the search leaves is drawn before that key is let go (50 rows held up the next key event
 * on a phone; `npm run bench`, inventory).
 */
const ROWS_PER_PAGE = 20;

export interface InventoryScreenProps {
  /** Every item, sorted by the loader in the page's language; null when they could not be loaded. */
  loaderData: {
    items: InventoryListText | null;
    usedBy: Record<string, RowUser[]>;
    /** The selected item's price history; null without a selected item or when it could not be read. */
    priceHistory: PriceHistoryData | null;
  };
  actionData: FormReply | undefined;
  /** The food cost's warning under the selected item's price while it is typed (InventoryFormProps). */
  priceWarning?: InventoryFormProps["priceWarning"];
  /** What the last save of the selected item found (the dishes its price moved). */
  saveReport?: ReactNode;
}

/**
 * The inventory: every item, filtered in the browser by category tab and search, and the selected
 * item's form (or the create form) beside it. The address holds `item`, `new`, `tab` and `q`.
 */
export function InventoryScreen({ loaderData, actionData, priceWarning, saveReport }: InventoryScreenProps) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const tAllergens = useT(allergenMessages);
  const { view, tab, selectedId, query, setQuery, href, searchParams } = useListScreenAddress(INVENTORY_CATEGORIES);
  // `allergens=undeclared`: only the items whose allergens or diet facts someone still has to state.
  const undeclaredOnly = searchParams.get("allergens") === UNDECLARED_FILTER;

  const items = useMemo(() => (loaderData.items === null ? null : parseInventoryList(loaderData.items)), [loaderData.items]);
  const prepared = useMemo(() => items ?? [], [items]);
  const undeclared = useMemo(() => prepared.filter((item) => isIncomplete(item.statements)), [prepared]);
  const vendors = useMemo(() => knownVendors(prepared, language), [prepared, language]);
  // Folded while the page is idle: the first key typed then costs no more than the next.
  useFoldSearchAhead(prepared, inventoryTabSearch);
  const { shown, counts } = useMemo(() => filterByTabAndSearch(undeclaredOnly ? undeclared : prepared, inventoryTabSearch, query, tab), [prepared, undeclared, undeclaredOnly, query, tab]);

  const selected = selectedId ? (prepared.find((item) => item.id === selectedId) ?? null) : null;
  const formAction = href({});

  let detail = null;
  if (view === "create") {
    detail = <InventoryForm key="new" item={null} vendors={vendors} lastResult={resultOf(actionData, "create")} cancelTo={href({ new: null })} action={formAction} />;
  } else if (selected) {
    detail = (
      <InventoryForm
        key={`${selected.id}-${selected.version}`}
        item={selected}
        vendors={vendors}
        usedBy={loaderData.usedBy[selected.id] ?? []}
        lastResult={resultOf(actionData, "update")}
        cancelTo={href({ item: null })}
        action={formAction}
        deleteErrors={formErrorsOf(actionData, "delete")}
        priceWarning={priceWarning}
        saveReport={saveReport}
        priceHistory={loaderData.priceHistory && <PriceHistory name={selected.name} history={loaderData.priceHistory} />}
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
      error={items ? undefined : <LoadFailedBanner message={`${t("inventory.errorLoading")}: ${t("inventory.loadFailed")}`} />}
      tabs={
        <>
          <ListTabs
            tabs={INVENTORY_CATEGORIES}
            selected={tab}
            counts={counts}
            allLabel={t("inventory.tabAll")}
            labelOf={(category) => t(`inventory.category.${category}`)}
            hrefFor={(category) => href({ tab: category, item: null })}
          />
          <FilterTabs
            label={tAllergens("allergens.legend")}
            selected={undeclaredOnly ? UNDECLARED_FILTER : "all"}
            tabs={[
              { id: "all", label: tAllergens("allergens.filterAll"), count: prepared.length, to: href({ allergens: null, item: null }) },
              { id: UNDECLARED_FILTER, label: tAllergens("allergens.incomplete"), count: undeclared.length, to: href({ allergens: UNDECLARED_FILTER, item: null }) },
            ]}
          />
        </>
      }
      search={<SearchBox label={t("inventory.searchLabel")} placeholder={t("inventory.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("inventory.listLabel")}
      emptyMessage={!items ? null : prepared.length === 0 ? t("inventory.empty") : shown.length === 0 ? (undeclaredOnly && undeclared.length === 0 ? tAllergens("allergens.noneUndeclared") : t("inventory.noMatches")) : null}
      list={
        <ShowMore rows={shown} pageSize={ROWS_PER_PAGE} resetKey={`${tab}\n${query}\n${undeclaredOnly}`}>
          {(rows) => <InventoryList items={rows} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null })} label={t("inventory.listLabel")} />}
        </ShowMore>
      }
      detail={detail}
      backTo={href({ item: null, new: null })}
    />
  );
}
