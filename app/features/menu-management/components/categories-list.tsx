import { closestCenter, DndContext, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { ErrorBanner } from "~/ui/error-banner";
import { categoryMissingLanguages, orderFieldValue, type ManagedCategory } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { moveWithin, orderRows } from "../menu-order";
import { RowActionsMenu } from "~/ui/row-actions-menu";
import type { SavedRow } from "../saved-row";
import { ActiveSwitch, DeleteConfirm, type RowTarget } from "./row-actions";
import { MissingBadges } from "./row-badges";
import { OutdatedBadges } from "./translation-review";
import { SortableRow, useOrderSensors } from "./sortable-row";
import { useSavedOrder } from "./use-saved-order";
import { useDescribeMessage } from "~/ui/use-describe-message";

export interface CategoriesListProps {
  categories: ManagedCategory[];
  reorderable: boolean;
  itemCounts: ReadonlyMap<string, number>;
  editHref: (id: string) => string;
  action: string;
  /** The row a save just changed, highlighted for a moment. */
  saved: SavedRow | null;
}

/** The Categories tab: names in both languages, how many items, the Active switch, Edit and Delete in the row's menu; dragged or moved by keyboard to reorder. */
export function CategoriesList({ categories, reorderable, itemCounts, editHref, action, saved }: CategoriesListProps) {
  const t = useT(menuManagementScreenMessages);
  const itemCountText = (count: number) => (count === 1 ? t("menuManagement.itemCountOne") : t("menuManagement.itemCount", { n: count }));
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const language = useLanguage();
  const [deleting, setDeleting] = useState<RowTarget | null>(null);
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const serverOrder = useMemo(() => categories.map((category) => category.id), [categories]);
  const { order, save, failure } = useSavedOrder(serverOrder);
  const sensors = useOrderSensors();
  const name = (id: UniqueIdentifier) => {
    const category = byId.get(String(id));
    return category ? localize(category.name, language) : "";
  };
  const place = (id: UniqueIdentifier, over: UniqueIdentifier | undefined) => ({
    position: order.indexOf(String(over ?? id)) + 1,
    total: order.length,
    list: t("menuManagement.categoriesOrder"),
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("menuManagement.dragStart", { name: name(active.id) }),
    onDragOver: ({ active, over }) => {
      // Still over itself: keep 'Picked up …' for the screen reader to say.
      if (over?.id === active.id) return undefined;
      return over ? t("menuManagement.dragOver", { name: name(active.id), ...place(active.id, over.id) }) : t("menuManagement.dragOverNone", { name: name(active.id) });
    },
    onDragEnd: ({ active, over }) => t("menuManagement.dragEnd", { name: name(active.id), ...place(active.id, over?.id) }),
    onDragCancel: ({ active }) => t("menuManagement.dragCancel", { name: name(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    // Dropped on itself, or outside the list: nothing to save.
    if (!over || over.id === active.id) return;
    const next = moveWithin(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    const rows = orderRows(next, (id) => byId.get(id)?.version);
    save(next, { intent: "reorderCategories", order: orderFieldValue(rows) }, t("menuManagement.reorderCategoriesFailed"));
  }

  return (
    <>
      {failure && <ErrorBanner message={[failure.message, ...failure.detail.map(describe)].join(" ")} />}
      <DndContext
        id="categories-order"
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("menuManagement.dragInstructions") } }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ul className="menu-admin-rows" aria-label={t("menuManagement.categoriesList")}>
            {order.flatMap((id) => byId.get(id) ?? []).map((category) => {
              const target: RowTarget = { kind: "category", id: category.id, version: category.version };
              const name = localize(category.name, language);
              const justSaved = saved?.kind === "category" && saved.id === category.id;
              return (
                <SortableRow
                  key={category.id}
                  id={category.id}
                  rowId={`category-row-${category.id}`}
                  label={name}
                  className={`menu-admin-row menu-admin-category-row${category.isActive ? "" : " is-inactive"}${justSaved ? " is-just-saved" : ""}`}
                  disabled={!reorderable}
                >
                  <div className="menu-admin-names">
                    <Link to={editHref(category.id)} className="menu-admin-row-link" lang="tr" preventScrollReset>
                      {category.name.tr}
                    </Link>
                    <span lang="en" className="menu-admin-name-en">
                      {category.name.en}
                    </span>
                  </div>
                  <span className="menu-admin-count">{itemCountText(itemCounts.get(category.id) ?? 0)}</span>
                  <span className="menu-admin-state">
                    <MissingBadges missing={categoryMissingLanguages(category)} />
                    <OutdatedBadges target={target} outdated={category.outdatedTexts} name={name} action={action} />
                  </span>
                  <ActiveSwitch target={target} isActive={category.isActive} action={action} name={name} />
                  <RowActionsMenu
                    label={t("menuManagement.rowActions", { name })}
                    actions={[
                      { label: t("menuManagement.edit"), to: editHref(category.id) },
                      { label: t("backOffice.delete"), danger: true, onSelect: () => setDeleting(target) },
                    ]}
                  />
                </SortableRow>
              );
            })}
          </ul>
        </SortableContext>
      </DndContext>
      <DeleteConfirm target={deleting} action={action} onDone={() => setDeleting(null)} />
    </>
  );
}
