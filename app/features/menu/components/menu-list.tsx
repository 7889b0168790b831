import { useLanguage } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import type { PublicMenuCategory } from "../menu";

/** Category headers with their item rows: name, price, note and description. */
export function MenuList({ categories }: { categories: PublicMenuCategory[] }) {
  const language = useLanguage();
  return (
    <div className="menu-list">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="menu-category">
          <h2 id={`category-${category.id}`}>{localize(category.name, language)}</h2>
          <ul>
            {category.items.map((item) => (
              <li key={item.id} className="menu-item" data-testid="menu-item">
                <div className="menu-item-head">
                  <h3>{localize(item.name, language)}</h3>
                  <span className="menu-item-price">{formatPrice(item.priceKurus, language)}</span>
                </div>
                {item.secondary && <p className="menu-item-secondary">{localize(item.secondary, language)}</p>}
                {item.description && <p className="menu-item-description">{localize(item.description, language)}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
