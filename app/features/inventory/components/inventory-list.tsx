import { memo } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCost } from "~/lib/money";
import { hasPrice, type InventoryItem } from "../inventory";
import { inventoryMessages } from "../inventory-messages";
import { unitLabel } from "~/lib/units";
import { DECLARATIONS, isIncomplete } from "~/lib/declarations";
import { allergenMessages } from "~/ui/allergen-messages";

export interface InventoryRowProps {
  item: InventoryItem;
  selected: boolean;
  to: string;
}

/** One row: name, category badge, price, unit and vendor. Memoised: typing a search re-renders the list. */
const InventoryRow = memo(function InventoryRow({ item, selected, to }: InventoryRowProps) {
  const t = useT(inventoryMessages);
  const tAllergens = useT(allergenMessages);
  const language = useLanguage();
  const contains = DECLARATIONS.filter((key) => item.statements.declarations[key] === "contains");
  return (
    <li>
      <Link to={to} className={`list-row${selected ? " is-selected" : ""}`} aria-current={selected ? "true" : undefined} preventScrollReset>
        <span className="list-row-title">
          <strong>{item.name}</strong>
          <span className={`badge badge-${item.category}`}>{t(`inventory.category.${item.category}`)}</span>
          {isIncomplete(item.statements) && <span className="badge badge-warning">{tAllergens("allergens.incomplete")}</span>}
          {/* A price of 0 is no price yet: the recipes and dishes using it show their cost as incomplete (costing.ts). */}
          {!hasPrice(item) && <span className="badge badge-warning">{t("inventory.noPriceYet")}</span>}
        </span>
        <span className="list-row-meta">
          <span>
            {hasPrice(item) ? `${formatCost(item.priceKurus, language)} / ${unitLabel(item.unit, language)}` : t("inventory.perUnit", { unit: unitLabel(item.unit, language) })}
          </span>
          <span>{item.vendor}</span>
          {contains.length > 0 && <span>{tAllergens("allergens.containsShort", { names: contains.map((key) => tAllergens(`allergens.${key}`)).join(", ") })}</span>}
        </span>
      </Link>
    </li>
  );
});

export function InventoryList({
  items,
  selectedId,
  hrefFor,
  label,
}: {
  items: InventoryItem[];
  selectedId: string | null;
  hrefFor: (id: string) => string;
  label: string;
}) {
  return (
    <ul className="list-rows list-rows-long" aria-label={label}>
      {items.map((item) => (
        <InventoryRow key={item.id} item={item} selected={item.id === selectedId} to={hrefFor(item.id)} />
      ))}
    </ul>
  );
}
