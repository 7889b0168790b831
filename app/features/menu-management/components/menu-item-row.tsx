import { Link } from "react-router";
import { menuImageUrl, smallestVariant } from "~/features/menu-images/menu-images";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import { useHydrated } from "~/ui/use-hydrated";
import { itemMissingLanguages, type ManagedMenuItem } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { ActiveBadge, MissingBadges } from "./row-badges";
import { ToggleForm, type RowTarget } from "./row-actions";
import { SortableRow } from "./sortable-row";

export interface MenuItemRowProps {
  item: ManagedMenuItem;
  /** False when the list is filtered: then the row has no drag handle. */
  reorderable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  editHref: string;
  action: string;
  onDelete: (target: RowTarget) => void;
}

/** One item of the Menu Items tab: its tick box and drag handle, thumbnail, names, price, state and buttons. */
export function MenuItemRow({ item, reorderable, selected, onSelect, editHref, action, onDelete }: MenuItemRowProps) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  const hydrated = useHydrated();
  const nameId = `item-${item.id}-name`;
  const target: RowTarget = { kind: "item", id: item.id, version: item.version };
  return (
    <SortableRow
      id={item.id}
      label={localize(item.name, language)}
      className="menu-admin-row"
      disabled={!reorderable}
      lead={
        <input
          type="checkbox"
          checked={selected}
          disabled={!hydrated}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t("menuManagement.selectItem", { name: localize(item.name, language) })}
        />
      }
    >
      {item.image ? (
        <img className="menu-admin-thumb" src={menuImageUrl(smallestVariant(item.image))} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="menu-admin-thumb menu-admin-thumb-none" aria-hidden="true" />
      )}
      <div className="menu-admin-names" id={nameId}>
        <span lang="tr">{item.name.tr}</span>
        <span lang="en" className="menu-admin-name-en">
          {item.name.en}
        </span>
      </div>
      <span className="menu-admin-price">{formatPrice(item.priceKurus, language)}</span>
      <span className="menu-admin-state">
        <ActiveBadge isActive={item.isActive} />
        <MissingBadges missing={itemMissingLanguages(item)} />
      </span>
      <div className="menu-admin-actions">
        <Link to={editHref} className="button button-small" aria-describedby={nameId} preventScrollReset>
          {t("menuManagement.edit")}
        </Link>
        <ToggleForm target={target} isActive={item.isActive} action={action} describedBy={nameId} />
        <button type="button" className="button button-small button-danger" aria-describedby={nameId} onClick={() => onDelete(target)}>
          {t("backOffice.delete")}
        </button>
      </div>
    </SortableRow>
  );
}
