import { closestCenter, DndContext, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { ErrorBanner } from "~/ui/error-banner";
import { useHydrated } from "~/ui/use-hydrated";
import { categoryMissingLanguages, type ManagedCategory, type ManagedMenuItem } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { containerId } from "../menu-order";
import { BulkBar } from "./bulk-bar";
import { MenuItemRow } from "./menu-item-row";
import { DeleteConfirm, type RowTarget } from "./row-actions";
import { ActiveBadge, MissingBadges } from "./row-badges";
import { OutdatedBadges } from "./translation-review";
import { useOrderSensors } from "./sortable-row";
import type { SavedRow } from "../saved-row";
import { useItemsDragging } from "./use-items-dragging";
import { useSelection } from "./use-selection";
import { formatRate, type FoodCost } from "~/features/food-cost/food-cost";
import { useDescribeMessage } from "~/ui/use-describe-message";

/**
 * An empty category still takes a dropped item. Only an empty one: a category with items takes it
 * on its items, and a zone around them would catch the keyboard's moves between them.
 */
function CategoryDropZone({ categoryId, empty, children }: { categoryId: string; empty: boolean; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: containerId(categoryId), disabled: !empty });
  return <div ref={setNodeRef}>{children}</div>;
}

/** Where the jump list and a saved category's message take the person: a category's section. */
export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * The table's column headings on a desktop. Only seen: each row's own controls are named with
 * the row (the switch 'Active: Menemen', the menu 'Actions for Menemen'), and a phone hides them.
 */
function ColumnHeadings() {
  const t = useT(menuManagementScreenMessages);
  return (
    <div className="menu-admin-columns" aria-hidden="true">
      <span className="menu-admin-column-names">{t("menuManagement.columnItem")}</span>
      <span className="menu-admin-column-price">{t("menuManagement.columnPrice")}</span>
      <span className="menu-admin-column-state">{t("menuManagement.columnState")}</span>
      <span className="menu-admin-column-switch">{t("menuManagement.columnActive")}</span>
    </div>
  );
}

export interface MenuItemsListProps {
  categories: ManagedCategory[];
  items: ManagedMenuItem[];
  /** The food cost of each item made from a recipe. */
  foodCosts: Record<string, FoodCost>;
  /** False when the list is filtered: then it cannot be reordered. */
  reorderable: boolean;
  editHref: (id: string) => string;
  addHref: (categoryId: string) => string;
  action: string;
  /** The row a save just changed, highlighted for a moment. */
  saved: SavedRow | null;
}

/**
 * The Menu Items tab: every item by category, with its names, price, thumbnail and state. Items are
 * dragged (or moved with the keyboard) to a new place in their category or into another one; the new
 * order shows at once and is saved in one transaction, or rolled back with the brief's message.
 * Ticked items get the bulk bar.
 */
export function MenuItemsList({ categories, items, foodCosts, reorderable, editHref, addHref, action, saved }: MenuItemsListProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const language = useLanguage();
  const hydrated = useHydrated();
  const [deleting, setDeleting] = useState<RowTarget | null>(null);
  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const selection = useSelection(items);
  const { columns, failure, handlers } = useItemsDragging(categories, items, itemsById);
  const sensors = useOrderSensors();
  // A bulk action spends the selection, and the bar goes with it and its pressed button: the focus
  // goes to the first row it acted on, once a confirming dialog has closed (a deleted row then hands
  // it on to its neighbour, useFocusKeptInPlace), not to the page.
  const [focusAfterBulk, setFocusAfterBulk] = useState<HTMLElement | null>(null);
  const bulkSent = () => {
    setFocusAfterBulk(document.querySelector<HTMLElement>(".menu-admin-rows input.select-row:checked"));
    selection.clear();
  };
  useEffect(() => {
    if (!focusAfterBulk) return;
    focusAfterBulk.focus();
    setFocusAfterBulk(null);
  }, [focusAfterBulk]);

  return (
    <>
      {failure && <ErrorBanner message={[failure.message, ...failure.detail.map(describe)].join(" ")} />}
      <DndContext id="menu-items-order" sensors={sensors} collisionDetection={closestCenter} {...handlers}>
        {categories.map((category) => {
          const headingId = `items-of-${category.id}`;
          const own = (columns[category.id] ?? []).flatMap((id) => itemsById.get(id) ?? []);
          return (
            <section
              key={category.id}
              id={categorySectionId(category.id)}
              className={`menu-admin-category${saved?.kind === "category" && saved.id === category.id ? " is-just-saved" : ""}`}
              aria-labelledby={headingId}
            >
              <header className="menu-admin-category-header">
                <h3 id={headingId}>
                  <span lang="tr">{category.name.tr}</span> / <span lang="en">{category.name.en}</span>
                </h3>
                {!category.isActive && <ActiveBadge isActive={false} />}
                <MissingBadges missing={categoryMissingLanguages(category)} />
                <OutdatedBadges
                  target={{ kind: "category", id: category.id, version: category.version }}
                  outdated={category.outdatedTexts}
                  name={localize(category.name, language)}
                  action={action}
                />
                {own.length > 0 && (
                  <label className="checkbox-field select-all">
                    <input
                      type="checkbox"
                      checked={own.every((item) => selection.isSelected(item.id))}
                      disabled={!hydrated}
                      onChange={(event) => selection.select(own.map((item) => item.id), event.currentTarget.checked)}
                      aria-label={t("menuManagement.selectAllIn", { name: localize(category.name, language) })}
                    />
                    <span aria-hidden="true">{t("menuManagement.selectAll")}</span>
                  </label>
                )}
                <Link to={addHref(category.id)} className="button button-small" aria-describedby={headingId} preventScrollReset>
                  {t("menuManagement.addItem")}
                </Link>
              </header>
              {!category.rates.confirmed && own.some((item) => foodCosts[item.id]) && (
                <p className="food-cost-defaults">
                  {t("foodCost.defaultRates", { vat: formatRate(category.rates.vatBp, language), target: formatRate(category.rates.targetBp, language) })}
                </p>
              )}
              <CategoryDropZone categoryId={category.id} empty={own.length === 0}>
                <SortableContext id={containerId(category.id)} items={own.map((item) => item.id)} strategy={verticalListSortingStrategy}>
                  {own.length === 0 ? (
                    <p className="empty-state menu-admin-drop">{t("menuManagement.emptyCategory")}</p>
                  ) : (
                    <>
                    <ColumnHeadings />
                    <ul className="menu-admin-rows" aria-label={t("menuManagement.itemsOf", { name: localize(category.name, language) })}>
                      {own.map((item) => (
                        <MenuItemRow
                          key={item.id}
                          item={item}
                          reorderable={reorderable}
                          selected={selection.isSelected(item.id)}
                          onSelect={(on) => selection.select([item.id], on)}
                          editHref={editHref(item.id)}
                          action={action}
                          onDelete={setDeleting}
                          justSaved={saved?.kind === "item" && saved.id === item.id}
                          foodCost={foodCosts[item.id]}
                        />
                      ))}
                    </ul>
                    </>
                  )}
                </SortableContext>
              </CategoryDropZone>
            </section>
          );
        })}
      </DndContext>
      {/* After the rows, so that it sticks to the foot of the screen while they scroll by. */}
      <BulkBar chosen={selection.chosen} action={action} onSent={bulkSent} />
      <DeleteConfirm target={deleting} action={action} onDone={() => setDeleting(null)} />
    </>
  );
}
