import { memo } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCost } from "~/lib/money";
import type { InventoryItem } from "../inventory";
import { inventoryMessages } from "../inventory-messages";
import { unitLabel } from "~/lib/units";

export interface InventoryRowProps {
  item: InventoryItem;
  selected: boolean;
  to: string;
}

/** One row: name, category badge, price, unit and vendor. Memoised: typing a search re-renders the list. */
const InventoryRow = memo(function InventoryRow({ item, selected, to }: InventoryRowProps) {
  const t = useT(inventoryMessages);
  const language = useLanguage();
  return (
    <li>
      <Link to={to} className={`list-row${selected ? " is-selected" : ""}`} aria-current={selected ? "true" : undefined} preventScrollReset>
        <span className="list-row-title">
          <strong>{item.name}</strong>
          <span className={`badge badge-${item.category}`}>{t(`inventory.category.${item.category}`)}</span>
        </span>
        <span className="list-row-meta">
          <span>
            {formatCost(item.priceKurus, language)} / {unitLabel(item.unit, language)}
          </span>
          <span>{item.vendor}</span>
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
    <ul className="list-rows" aria-label={label}>
      {items.map((item) => (
        <InventoryRow key={item.id} item={item} selected={item.id === selectedId} to={hrefFor(item.id)} />
      ))}
    </ul>
  );
}
