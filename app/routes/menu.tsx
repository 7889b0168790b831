import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/menu";
import { MenuList } from "~/features/menu/components/menu-list";
import { menuListJson, parseMenuList } from "~/features/menu/menu-list-json";
import { getPublicMenuOrFallback } from "~/features/menu/public-menu.server";
import { siteDrawerOpener } from "~/features/site/components/site-header";
import { JsonLd } from "~/features/seo/components/json-ld";
import { restaurantJsonLdText } from "~/features/seo/restaurant-json-ld";
import { pageMeta, type RootData } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { useT } from "~/i18n/language-context";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "menu.title", "menu.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories, fallback } = await getPublicMenuOrFallback(context);
  return { menu: menuListJson(categories, languageFromRequest(request)), fallback };
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const categories = parseMenuList(loaderData.menu);
  const location = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const restoreScroll = (location.state as { restoreMenuScroll?: boolean } | null)?.restoreMenuScroll === true;
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
        <MenuList
          categories={categories}
          restoreScroll={restoreScroll}
          drawerOpener={siteDrawerOpener}
        />
      )}
      {root && (
        // The saved offline menu may be out of date: search engines get the live one or none.
        <JsonLd
          json={restaurantJsonLdText({
            settings: root.settings,
            categories: loaderData.fallback ? [] : categories,
            language: root.language,
            origin: root.origin,
          })}
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
