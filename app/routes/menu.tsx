import { useEffect, useMemo } from "react";
import { Link, useLocation, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/menu";
import { MenuList } from "~/features/menu/components/menu-list";
import { MenuSearch } from "~/features/menu/components/menu-search";
import { menuListJson, parseMenuList } from "~/features/menu/menu-list-json";
import { menuMessages } from "~/features/menu/menu-messages";
import { menuFiltersFromFragment } from "~/features/menu/menu-filters";
import { countItems, searchMenu } from "~/features/menu/menu-search";
import { filterWithout, withoutFromAddress } from "~/features/menu/menu-allergen-filter";
import { AllergenFilter } from "~/features/menu/components/allergen-filter";
import { getPublicMenuOrFallback } from "~/features/menu/public-menu.server";
import type { MenuReturnState } from "~/features/menu/menu-scroll";
import { JsonLd } from "~/features/seo/components/json-ld";
import { menuPageJsonLdText } from "~/features/seo/menu-json-ld";
import { pageMeta, type RootData } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { useT } from "~/i18n/language-context";
import { LoadError } from "~/ui/load-error";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";
import { useScreenSearch } from "~/ui/use-screen-search";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "menu.title", "menu.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories, fallback } = await getPublicMenuOrFallback({ request, context });
  return { menu: menuListJson(categories, languageFromRequest(request)), fallback };
}

// The search and the allergen filter run in the browser on the menu the page already has (offline
// too): writing them into the address loads nothing.
export const shouldRevalidate = revalidateUnlessOnlyFiltersChanged;

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT(menuMessages);
  const categories = parseMenuList(loaderData.menu);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const root = useRouteLoaderData<RootData>("root");
  const { query, setQuery, href } = useScreenSearch();
  const without = useMemo(() => withoutFromAddress(searchParams), [searchParams]);
  const searched = useMemo(() => searchMenu(categories, query), [categories, query]);
  const { categories: shown, hidden } = useMemo(() => filterWithout(searched, without), [searched, without]);
  const navigate = useNavigate();
  // Offline, the service worker opens the kept menu for an address with a search or an allergen
  // filter that it has no copy of, and carries them in the fragment (`#filters?without=milk`): put
  // back into the address, the menu shows them as the guest asked (a guest who hid the dishes with
  // milk is not shown them again).
  useEffect(() => {
    const filters = menuFiltersFromFragment(location.hash);
    if (filters === null) return;
    const search = new URLSearchParams(location.search);
    for (const [name, value] of new URLSearchParams(filters)) search.append(name, value);
    void navigate({ search: `?${search}`, hash: "" }, { replace: true, preventScrollReset: true });
  }, [location.hash, location.search, navigate]);
  const returnFrom = (location.state as MenuReturnState | null)?.returnFromItem ?? null;
  const searching = query.trim() !== "";
  const found = countItems(shown);
  return (
    <div className="page menu-page">
      <h1>{t("menu.title")}</h1>
      {loaderData.fallback && (
        <p className="notice" role="status">
          {t("menu.offlineNotice")}
        </p>
      )}
      {categories.length === 0 ? (
        <p className="empty-state">{t("menu.empty")}</p>
      ) : (
        <>
          <MenuSearch query={query} onChange={setQuery} language={searchParams.get("lang")} />
          <AllergenFilter without={without} hidden={hidden} href={href} query={query} language={searchParams.get("lang")} />
          {/* Nothing found is said here too, for a screen reader; the page shows it below, with its hint. */}
          <p className={searching && found === 0 ? "menu-search-status visually-hidden" : "menu-search-status"} role="status">
            {searching &&
              (found === 0
                ? `${t("menu.noItemsFound")} ${t("menu.noResults", { query: query.trim() })}`
                : found === 1
                  ? t("menu.searchFoundOne", { query: query.trim() })
                  : t("menu.searchFound", { count: found, query: query.trim() }))}
          </p>
          {found === 0 && searching ? (
            <div className="empty-state menu-no-results">
              <p>
                <strong>{t("menu.noItemsFound")}</strong>
              </p>
              <p>
                {t("menu.noResults", { query: query.trim() })} {t("menu.noResultsHint")}
              </p>
              <Link
                to={href({ q: null })}
                className="button"
                replace
                preventScrollReset
                // The link goes with the search it clears: from the keyboard, the focus goes on in the search box.
                onClick={(event) => {
                  if (event.detail === 0) document.querySelector<HTMLInputElement>(".menu-search input")?.focus();
                }}
              >
                {t("menu.clearSearch")}
              </Link>
            </div>
          ) : (
            <MenuList categories={shown} returnFrom={returnFrom} />
          )}
        </>
      )}
      {root && (
        // The saved offline menu may be out of date: search engines get the live one or none.
        <JsonLd
          json={
            import.meta.env.SSR
              ? menuPageJsonLdText({ settings: root.settings, categories: loaderData.fallback ? [] : categories, language: root.language, origin: root.origin })
              : undefined
          }
        />
      )}
    </div>
  );
}

/** The menu's data could not be fetched (a client navigation without a connection, say). */
export function ErrorBoundary() {
  const t = useT();
  return (
    <div className="page menu-page">
      <h1>{t("menu.title")}</h1>
      <LoadError message={t("menu.loadError")} tryAgain={t("site.tryAgain")} attemptLabel={(count) => t("menu.attempt", { count })} />
    </div>
  );
}
