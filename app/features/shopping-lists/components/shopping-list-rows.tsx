import { memo } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCost } from "~/lib/money";
import { totalCostKurus } from "~/lib/quantity";
import type { ShoppingList } from "../shopping-lists";
import { shoppingListsMessages } from "../shopping-lists-messages";

/** The status badge, in the brief's colours: draft orange, sent blue, completed green. */
export function StatusBadge({ status }: { status: ShoppingList["status"] }) {
  const t = useT(shoppingListsMessages);
  return <span className={`badge badge-status-${status}`}>{t(`shoppingLists.status.${status}`)}</span>;
}

const ShoppingListRow = memo(function ShoppingListRow({ list, selected, to }: { list: ShoppingList; selected: boolean; to: string }) {
  const t = useT(shoppingListsMessages);
  const language = useLanguage();
  return (
    <li>
      <Link to={to} className={`list-row${selected ? " is-selected" : ""}`} aria-current={selected ? "true" : undefined} preventScrollReset>
        <span className="list-row-title">
          <strong>{list.name}</strong>
          <StatusBadge status={list.status} />
        </span>
        <span className="list-row-meta">
          <span>{list.vendor}</span>
          <span>{list.lines.length === 1 ? t("shoppingLists.itemCountOne") : t("shoppingLists.itemCount", { count: list.lines.length })}</span>
          <span>{formatCost(totalCostKurus(list.lines), language)}</span>
        </span>
      </Link>
    </li>
  );
});

export function ShoppingListRows({ lists, selectedId, hrefFor, label }: { lists: ShoppingList[]; selectedId: string | null; hrefFor: (id: string) => string; label: string }) {
  return (
    <ul className="list-rows" aria-label={label}>
      {lists.map((list) => (
        <ShoppingListRow key={list.id} list={list} selected={list.id === selectedId} to={hrefFor(list.id)} />
      ))}
    </ul>
  );
}
