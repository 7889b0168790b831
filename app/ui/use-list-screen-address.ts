import { useSearchParams } from "react-router";
import { screenView } from "./screen-state";
import { parseTab } from "./tab-search";
import { useScreenSearch } from "./use-screen-search";

/**
 * What a master-detail screen (MasterDetail) reads from its address: the view, the tab, the row
 * opened in the detail view (`item`), and the search with links to the same screen (useScreenSearch).
 */
export function useListScreenAddress<Tab extends string>(tabs: readonly Tab[]) {
  const [searchParams] = useSearchParams();
  const search = useScreenSearch();
  const view = screenView(searchParams);
  return {
    ...search,
    searchParams,
    view,
    tab: parseTab(tabs, searchParams.get("tab")),
    selectedId: view === "detail" ? searchParams.get("item") : null,
  };
}
