import { data, Link } from "react-router";
import type { Route } from "./+types/menu-item";
import { findMenuItemBySlug } from "~/features/menu/menu";
import { FALLBACK_MENU_HEADERS, getPublicMenuOrFallback } from "~/features/menu/public-menu.server";
import { languageLinks, menuItemPaths } from "~/features/seo/language-urls";
import { rootData } from "~/features/site/page-meta";
import { languageFromRequest } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { translate } from "~/i18n/translate";
import { formatPrice } from "~/lib/money";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const { categories, fallback } = await getPublicMenuOrFallback(context.db);
  const found = findMenuItemBySlug(categories, params.itemSlug, language);
  const headers = fallback ? FALLBACK_MENU_HEADERS : undefined;
  if (!found) return data({ found: null }, { status: 404, headers });
  return data({ found }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const root = rootData(matches);
  const language = root?.language ?? "tr";
  const name = root?.settings.restaurantName ?? "";
  const found = loaderData?.found;
  if (!found) return [{ title: `${translate(language, "menuItem.notFoundTitle")} | ${name}` }];
  const itemName = localize(found.item.name, language);
  const description = localize(found.item.description, language) || `${itemName}: ${formatPrice(found.item.priceKurus, language)}`;
  return [
    { title: `${itemName} | ${name}` },
    { name: "description", content: description },
    ...(root ? languageLinks(root.origin, language, menuItemPaths(found.item)) : []),
  ];
};

export default function MenuItemPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { found } = loaderData;
  if (!found) {
    return (
      <div className="page page-narrow">
        <h1>{t("menuItem.notFoundTitle")}</h1>
        <p>{t("menuItem.notFoundText")}</p>
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
    <article className="page page-narrow menu-item-page">
      <p>
        <Link to="/menu" state={{ restoreMenuScroll: true }} className="button">
          <span aria-hidden="true">←</span> {t("menuItem.back")}
        </Link>
      </p>
      <p className="menu-item-category">{localize(category.name, language)}</p>
      <h1>{localize(item.name, language)}</h1>
      {item.secondary && <p className="menu-item-secondary">{localize(item.secondary, language)}</p>}
      {item.description && <p>{localize(item.description, language)}</p>}
      <p className="menu-item-price-large">{formatPrice(item.priceKurus, language)}</p>
    </article>
  );
}
