import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/menu-item";
import { MenuItemImage } from "~/features/menu/components/menu-item-image";
import { AllergenLine } from "~/features/menu/components/allergen-line";
import { SoldOutNote } from "~/features/menu/components/sold-out-note";
import { menuItemMessages } from "~/features/menu/menu-item-messages";
import { NOTHING_KNOWN } from "~/features/allergens/dish";
import { findMenuItemBySlug, menuItemPaths } from "~/features/menu/menu";
import { getPublicMenuOrFallback } from "~/features/menu/public-menu.server";
import { menuAddressFrom, type MenuReturnState } from "~/features/menu/menu-scroll";
import { languageLinks } from "~/i18n/language-urls";
import { metaDescription } from "~/features/seo/meta-description";
import { rootData } from "~/features/site/page-meta";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { translator } from "~/i18n/translate";
import { formatPrice } from "~/lib/money";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { categories, fallback } = await getPublicMenuOrFallback({ request, context });
  const found = findMenuItemBySlug(categories, params.itemSlug);
  const paths = found && menuItemPaths(categories, found.item);
  // With the database failing, an item that is not in the saved menu may well exist: 503, not 404,
  // so the guest knows to try again and search engines keep the page.
  return data({ found, paths, fallback }, { status: found ? 200 : fallback ? 503 : 404 });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const root = rootData(matches);
  const language = root?.language ?? "tr";
  const name = root?.settings.restaurantName ?? "";
  const found = loaderData?.found;
  if (!found) return [{ title: `${translator(language, menuItemMessages)(loaderData?.fallback ? "menuItem.unavailableTitle" : "menuItem.notFoundTitle")} | ${name}` }];
  const itemName = localize(found.item.name, language);
  const description = metaDescription(localize(found.item.description, language) || `${itemName}: ${formatPrice(found.item.priceKurus, language)}`);
  return [
    { title: `${itemName} | ${name}` },
    { name: "description", content: description },
    ...(root && loaderData.paths ? languageLinks(root.origin, language, loaderData.paths, location) : []),
  ];
};

export default function MenuItemPage({ loaderData }: Route.ComponentProps) {
  const t = useT(menuItemMessages);
  const language = useLanguage();
  const { found, fallback } = loaderData;
  const itemId = found?.item.id ?? null;
  // The menu as the guest left it, filters and all: read in the browser once the page is drawn, so
  // that the page hydrates as the server drew it.
  const [menuAddress, setMenuAddress] = useState("/menu");
  useEffect(() => setMenuAddress(itemId === null ? "/menu" : menuAddressFrom(itemId)), [itemId]);
  if (!found) {
    return (
      <div className="page page-narrow">
        <h1>{t(fallback ? "menuItem.unavailableTitle" : "menuItem.notFoundTitle")}</h1>
        <p>{t(fallback ? "menuItem.unavailableText" : "menuItem.notFoundText")}</p>
        <p>
          <Link to="/menu" className="button">
            {t("menuItem.back")}
          </Link>
        </p>
      </div>
    );
  }
  const { item, category } = found;
  return (
    <article className={item.soldOut ? "page page-narrow menu-item-page is-sold-out" : "page page-narrow menu-item-page"}>
      <p>
        <Link to={menuAddress} state={{ returnFromItem: item.id } satisfies MenuReturnState} className="button">
          <span aria-hidden="true">←</span> {t("menuItem.back")}
        </Link>
      </p>
      {fallback && (
        <p className="notice" role="status">
          {t("menu.offlineNotice")}
        </p>
      )}
      <p className="menu-item-category">{localize(category.name, language)}</p>
      <h1>{localize(item.name, language)}</h1>
      {item.image && <MenuItemImage image={item.image} alt={localize(item.name, language)} layout="page" />}
      {item.secondary && <p className="menu-item-secondary">{localize(item.secondary, language)}</p>}
      {item.description && <p>{localize(item.description, language)}</p>}
      {item.soldOut && (
        <p>
          <SoldOutNote kind={item.soldOut} className="menu-item-sold-out" />
        </p>
      )}
      <p className="menu-item-price-large">{formatPrice(item.priceKurus, language)}</p>
      <p>
        <AllergenLine allergens={item.allergens ?? NOTHING_KNOWN} className="allergen-line allergen-line-page" />
      </p>
    </article>
  );
}
