import { Link } from "react-router";

export interface FilterTab {
  id: string;
  label: string;
  /** Shown beside the label; left out when the label says it already ('Menu Items (12)'). */
  count?: number;
  /** Where choosing the tab goes: the same screen with the tab in the address. */
  to: string;
}

/**
 * Tabs with counts that filter a list. Each is a link (the tab lives in the URL, so reload, back and
 * a shared link keep it); the chosen one is marked for screen readers with aria-current.
 */
export function FilterTabs({ label, tabs, selected }: { label: string; tabs: FilterTab[]; selected: string }) {
  return (
    <nav className="filter-tabs" aria-label={label}>
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
