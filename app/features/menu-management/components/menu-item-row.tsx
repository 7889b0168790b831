import { Link } from "react-router";
import { menuImageUrl, smallestVariant } from "~/features/menu-images/menu-images";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import { RowActionsMenu } from "~/ui/row-actions-menu";
import { useHydrated } from "~/ui/use-hydrated";
import { itemMissingLanguages, type ManagedMenuItem } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { MissingBadges } from "./row-badges";
import { OutdatedBadges } from "./translation-review";
import { ActiveSwitch, type RowTarget } from "./row-actions";
import { SortableRow } from "./sortable-row";
import type { FoodCost } from "~/features/food-cost/food-cost";
import { FoodCostNote } from "./food-cost-note";

/** The id of a dish's row on the Menu Items tab. */
export const menuItemRowId = (id: string) => `item-${id}`;

export interface MenuItemRowProps {
  item: ManagedMenuItem;
  /** False when the list is filtered: then the row has no drag handle. */
  reorderable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  editHref: string;
  action: string;
  onDelete: (target: RowTarget) => void;
  /** The row a save just changed: highlighted for a moment. */
  justSaved: boolean;
  /** Its food cost, when it is made from a recipe. */
  foodCost: FoodCost | undefined;
}

/**
 * One item of the Menu Items tab: its tick box and drag handle, thumbnail, names, price, state, its
 * Active switch and its other actions behind one menu. The name opens the edit modal, and on a
 * phone the whole row does (there the row is only name, price and switch; delete is in the modal).
 */
export function MenuItemRow({ item, reorderable, selected, onSelect, editHref, action, onDelete, justSaved, foodCost }: MenuItemRowProps) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  const hydrated = useHydrated();
  const name = localize(item.name, language);
  const target: RowTarget = { kind: "item", id: item.id, version: item.version };
  return (
    <SortableRow
      id={item.id}
      label={name}
      className={`menu-admin-row${item.isActive ? "" : " is-inactive"}${justSaved ? " is-just-saved" : ""}`}
      rowId={menuItemRowId(item.id)}
      disabled={!reorderable}
      lead={
        <input
          type="checkbox"
          className="select-row"
          checked={selected}
          disabled={!hydrated}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t("menuManagement.selectItem", { name })}
        />
      }
    >
      {item.image ? (
        <img className="menu-admin-thumb" src={menuImageUrl(smallestVariant(item.image))} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="menu-admin-thumb menu-admin-thumb-none" aria-hidden="true" />
      )}
      <div className="menu-admin-names">
        <Link to={editHref} className="menu-admin-row-link" lang="tr" preventScrollReset>
          {item.name.tr}
        </Link>
        <span lang="en" className="menu-admin-name-en">
          {item.name.en}
        </span>
      </div>
      <span className="menu-admin-price">
        {formatPrice(item.priceKurus, language)}
        {foodCost && <FoodCostNote cost={foodCost} />}
      </span>
      <span className="menu-admin-state">
        <MissingBadges missing={itemMissingLanguages(item)} />
        <OutdatedBadges target={target} outdated={item.outdatedTexts} name={name} action={action} />
      </span>
      <ActiveSwitch target={target} isActive={item.isActive} action={action} name={name} />
      <RowActionsMenu
        label={t("menuManagement.rowActions", { name })}
        actions={[
          { label: t("menuManagement.edit"), to: editHref },
          { label: t("backOffice.delete"), danger: true, onSelect: () => onDelete(target) },
        ]}
      />
    </SortableRow>
  );
}
