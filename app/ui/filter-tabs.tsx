import { Link } from "react-router";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";
import type { ListTab } from "./tab-search";

export interface FilterTab {
  id: string;
  label: string;
  /** Shown beside the label; left out when the label says it already ('Menu Items (12)'). */
  count?: number;
  /** Where choosing the tab goes: the same screen with the tab in the address. */
  to: string;
}

/**
 * The back office's three levels of tabs look different, so a person sees which one they are in:
 * a screen's tabs (the admin dashboard's) are underlined across the top (`screen-tabs`); the
 * parts of one screen (Menu Management's items and categories) are one segmented control
 * (`sections`); and a list's filters are light pills with counts (`filters`).
 */
export type TabLevel = "sections" | "filters";

/**
 * Tabs with counts that filter a list, or that switch between a screen's parts. Each is a link (the
 * tab lives in the URL, so reload, back and a shared link keep it); the chosen one is marked for
 * screen readers with aria-current.
 */
export function FilterTabs({ label, tabs, selected, level = "filters" }: { label: string; tabs: FilterTab[]; selected: string; level?: TabLevel }) {
  return (
    <nav className={level === "sections" ? "section-tabs" : "filter-tabs"} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.to} replace preventScrollReset aria-current={tab.id === selected ? "true" : undefined} className={tab.id === selected ? "is-selected" : undefined}>
              {tab.label}
              {tab.count !== undefined && <> <span className="tab-count">{tab.count}</span></>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ListTabsProps<Tab extends string> {
  /** The tabs after 'All', in their order (TabSearch's `tabs`). */
  tabs: readonly Tab[];
  selected: ListTab<Tab>;
  /** How many rows each tab would show (filterByTabAndSearch's `counts`). */
  counts: Record<ListTab<Tab>, number>;
  allLabel: string;
  labelOf: (tab: Tab) => string;
  /** The screen with that tab chosen (null: 'All'). */
  hrefFor: (tab: Tab | null) => string;
}

/** The filters of a back-office list: 'All', then one tab per category or status, each with its count. */
export function ListTabs<Tab extends string>({ tabs, selected, counts, allLabel, labelOf, hrefFor }: ListTabsProps<Tab>) {
  const t = useT(backOfficeMessages);
  return (
    <FilterTabs
      label={t("backOffice.filters")}
      selected={selected}
      tabs={[
        { id: "all", label: allLabel, count: counts.all, to: hrefFor(null) },
        ...tabs.map((tab) => ({ id: tab, label: labelOf(tab), count: counts[tab], to: hrefFor(tab) })),
      ]}
    />
  );
}
