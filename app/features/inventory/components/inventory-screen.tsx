import { useMemo, type ReactNode } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { FilterTabs, ListTabs } from "~/ui/filter-tabs";
import { allergenMessages } from "~/ui/allergen-messages";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { MasterDetail } from "~/ui/master-detail";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { SearchBox } from "~/ui/search-box";
import { ShowMore } from "~/ui/show-more";
import { useFoldSearchAhead } from "~/ui/use-fold-search-ahead";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import type { RowUser } from "~/lib/row-reference";
import { INVENTORY_CATEGORIES, inventoryTabSearch, type InventoryItem } from "../inventory";
import { filterInventory, inventoryListFilter, ROWS_PER_PAGE, UNDECLARED_FILTER, undeclaredItems, type InventoryListStart } from "../inventory-list-view";
import { inventoryScreenMessages } from "../inventory-texts";
import { InventoryCsv } from "./inventory-csv";
import { InventoryForm, type InventoryFormProps } from "./inventory-form";
import { PriceHistory, type PriceHistoryData } from "./price-history";
import { InventoryList } from "./inventory-list";
import { useWholeInventoryList } from "./use-whole-inventory-list";

export interface InventoryScreenProps {
  loaderData: {
    /** What the list shows at first, for the page's address; null when the items could not be loaded. */
    start: InventoryListStart | null;
    /** The vendors the items name, for the form's suggestions. */
    vendors: string[];
    /** The item named by the address (`item`); null without one, or when there is no such item. */
    selected: InventoryItem | null;
    /** The recipes that use the selected item. */
    usedBy: RowUser[];
    /** The selected item's price history; null without a selected item or when it could not be read. */
    priceHistory: PriceHistoryData | null;
  };
  actionData: FormReply | undefined;
  /** The food cost's warning under the selected item's price while it is typed (InventoryFormProps). */
  priceWarning?: InventoryFormProps["priceWarning"];
  /** What the last save of the selected item found (the dishes its price moved). */
  saveReport?: ReactNode;
}

const NO_ITEMS: InventoryItem[] = [];

/**
 * The inventory: every item, filtered in the browser by category tab and search, and the selected
 * item's form (or the create form) beside it. The address holds `item`, `new`, `tab` and `q`.
 *
 * The page brings only the start of the list (InventoryListStart); the whole list comes apart
 * (useWholeInventoryList) and the tabs, the search and 'Show more' work on it from then on. A search
 * typed before it has come waits for it, shown as loading.
 */
export function InventoryScreen({ loaderData, actionData, priceWarning, saveReport }: InventoryScreenProps) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const tAllergens = useT(allergenMessages);
  const { view, tab, selectedId, query, setQuery, href, searchParams } = useListScreenAddress(INVENTORY_CATEGORIES);
  const { undeclaredOnly } = inventoryListFilter(searchParams);
  const { start, selected } = loaderData;

  const whole = useWholeInventoryList(start?.version ?? null, language);
  const items = whole.items;
  const undeclared = useMemo(() => (items ? undeclaredItems(items) : null), [items]);
  // Folded while the page is idle: the first key typed then costs no more than the next.
  useFoldSearchAhead(items ?? NO_ITEMS, inventoryTabSearch);
  const filtered = useMemo(() => (items && undeclared ? filterInventory(items, undeclared, { tab, query, undeclaredOnly }) : null), [items, undeclared, tab, query, undeclaredOnly]);
  // Before the whole list: the start, while the list is still chosen as it was for the page.
  const startFits = start !== null && start.filter.query === query && start.filter.tab === tab && start.filter.undeclaredOnly === undeclaredOnly;
  const rows = filtered?.shown ?? (startFits ? start.rows : null);
  const shownCount = filtered?.shown.length ?? (startFits ? start.shownCount : 0);
  const { counts, chips } = filtered ?? start ?? filterInventory(NO_ITEMS, NO_ITEMS, { tab, query, undeclaredOnly });
  const total = items?.length ?? start?.total ?? 0;
  const undeclaredCount = undeclared?.length ?? start?.undeclared ?? 0;
  const formAction = href({});

  let detail = null;
  if (view === "create") {
    detail = <InventoryForm key="new" item={null} vendors={loaderData.vendors} lastResult={resultOf(actionData, "create")} cancelTo={href({ new: null })} action={formAction} />;
  } else if (selected) {
    detail = (
      <RowKeptWhileTyping row={selected}>
        {(item) => (
          <InventoryForm
            key={`${item.id}-${item.version}`}
            item={item}
            vendors={loaderData.vendors}
            usedBy={loaderData.usedBy}
            lastResult={resultOf(actionData, "update")}
            cancelTo={href({ item: null })}
            action={formAction}
            deleteErrors={formErrorsOf(actionData, "delete")}
            priceWarning={priceWarning}
            saveReport={saveReport}
            priceHistory={loaderData.priceHistory && <PriceHistory name={item.name} history={loaderData.priceHistory} />}
          />
        )}
      </RowKeptWhileTyping>
    );
  } else if (selectedId && start) {
    detail = <ErrorBanner message={t("error.notFound")} />;
  }

  const loadFailedMessage = `${t("inventory.errorLoading")}: ${t("inventory.loadFailed")}`;
  return (
    <MasterDetail
      title={t("inventory.title")}
      subtitle={t("inventory.subtitle")}
      create={{ label: t("inventory.create"), to: href({ new: "", item: null }) }}
      actions={<InventoryCsv />}
      error={start === null ? <LoadFailedBanner message={loadFailedMessage} /> : whole.failed ? <LoadFailedBanner message={loadFailedMessage} retry={whole.retry} /> : undefined}
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
              { id: "all", label: tAllergens("allergens.filterAll"), count: chips.all, to: href({ allergens: null, item: null }) },
              { id: UNDECLARED_FILTER, label: tAllergens("allergens.incomplete"), count: chips.undeclared, to: href({ allergens: UNDECLARED_FILTER, item: null }) },
            ]}
          />
        </>
      }
      search={<SearchBox label={t("inventory.searchLabel")} placeholder={t("inventory.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("inventory.listLabel")}
      loading={start !== null && total > 0 && rows === null && !whole.failed}
      busy={start !== null && items === null && !whole.failed}
      emptyMessage={
        start === null
          ? null
          : total === 0
            ? t("inventory.empty")
            : shownCount === 0 && rows !== null
              ? undeclaredOnly && undeclaredCount === 0
                ? tAllergens("allergens.noneUndeclared")
                : t("inventory.noMatches")
              : null
      }
      list={
        rows && (
          <ShowMore rows={rows} total={shownCount} pageSize={ROWS_PER_PAGE} resetKey={`${tab}\n${query}\n${undeclaredOnly}`}>
            {(drawn) => <InventoryList items={drawn} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null })} label={t("inventory.listLabel")} />}
          </ShowMore>
        )
      }
      detail={detail}
      backTo={href({ item: null, new: null })}
    />
  );
}
