import type { Route } from "./+types/menu";
import { MenuList } from "~/features/menu/components/menu-list";
import { offlineFallbackMenu } from "~/features/menu/offline-fallback-menu";
import { getPublicMenu } from "~/features/menu/public-menu.server";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "menu.title", "menu.description");

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { categories: await getPublicMenu(context.db), fallback: false };
  } catch (error) {
    // A guest at the table still gets a menu when the database cannot be read.
    console.error("Failed to load menu", error);
    return { categories: offlineFallbackMenu, fallback: true };
  }
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page menu-page">
      <h1>{t("menu.title")}</h1>
      {loaderData.fallback && (
        <p className="notice" role="status">
          {t("menu.offlineNotice")}
        </p>
      )}
      {loaderData.categories.length === 0 ? (
        <p className="empty-state">{t("menu.empty")}</p>
      ) : (
        <MenuList categories={loaderData.categories} />
      )}
    </div>
  );
}
