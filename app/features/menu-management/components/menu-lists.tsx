import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { menuImageUrl, smallestVariant } from "~/features/menu-images/menu-images";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { ErrorBanner } from "~/ui/error-banner";
import { categoryMissingLanguages, itemMissingLanguages, orderFieldValue, type ManagedCategory, type ManagedMenuItem } from "../menu-management";
import { isMenuManagementScreenMessageKey, menuManagementScreenMessages } from "../menu-management-texts";
import { describeMessage } from "~/i18n/message-ref";
import { useHydrated } from "~/ui/use-hydrated";
import { useSavedOrder } from "./use-saved-order";

interface Target {
  kind: "item" | "category";
  id: string;
  version: number;
}

/** Activate/Deactivate: a small form posting the state asked for. */
function ToggleForm({ target, isActive, action, describedBy }: { target: Target; isActive: boolean; action: string; describedBy: string }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <Form method="post" action={action} className="row-form" preventScrollReset>
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="isActive" value={isActive ? "false" : "true"} />
      <button type="submit" name="intent" value={target.kind === "item" ? "toggleItem" : "toggleCategory"} className="button button-small" aria-describedby={describedBy}>
        {isActive ? t("menuManagement.deactivate") : t("menuManagement.activate")}
      </button>
    </Form>
  );
}

/** The brief's confirmation before a delete, posting the delete of the row it was opened for. */
function DeleteConfirm({ target, action, onDone }: { target: Target | null; action: string; onDone: () => void }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <ConfirmDialog
      open={target !== null}
      message={target?.kind === "category" ? t("menuManagement.deleteCategoryConfirm") : t("menuManagement.deleteItemConfirm")}
      onCancel={onDone}
      form={(buttons) => (
        <Form method="post" action={action} onSubmit={onDone} preventScrollReset>
          <input type="hidden" name="id" value={target?.id ?? ""} />
          <input type="hidden" name="version" value={target?.version ?? ""} />
          {buttons}
        </Form>
      )}
      confirm={
        <button type="submit" name="intent" value={target?.kind === "category" ? "deleteCategory" : "deleteItem"} className="button button-danger">
          {t("backOffice.delete")}
        </button>
      }
    />
  );
}

/** The translation-completeness marker: which language a row's texts lack. */
function MissingBadges({ missing }: { missing: readonly ("tr" | "en")[] }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <>
      {missing.map((language) => (
        <span key={language} className="badge badge-missing">
          {language === "tr" ? t("menuManagement.missingTr") : t("menuManagement.missingEn")}
        </span>
      ))}
    </>
  );
}

function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT(menuManagementScreenMessages);
  return <span className={`badge ${isActive ? "badge-active" : "badge-inactive"}`}>{isActive ? t("menuManagement.active") : t("menuManagement.inactive")}</span>;
}

/** Each category's item ids, in order: what dragging changes. */
type Columns = Record<string, string[]>;

const containerId = (categoryId: string) => `category:${categoryId}`;

/** The sensors: a pointer (after a few pixels, so a click on a button is still a click) and the keyboard. */
function useOrderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** A row that can be dragged by its handle, or moved with the keyboard from the handle. */
function SortableRow({ id, label, className, disabled = false, lead, children }: { id: string; label: string; className: string; disabled?: boolean; lead?: ReactNode; children: ReactNode }) {
  const t = useT(menuManagementScreenMessages);
  const hydrated = useHydrated();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li ref={setNodeRef} className={`${className}${isDragging ? " is-dragging" : ""}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {/* A filtered list is not ordered: its rows are not all the category's rows. */}
      {disabled ? (
        <span className="drag-handle-space">{lead}</span>
      ) : (
        <span className="drag-handle-space">
          {lead}
          <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} disabled={!hydrated} aria-label={t("menuManagement.moveHandle", { name: label })}>
            <span aria-hidden="true">⠿</span>
          </button>
        </span>
      )}
      {children}
    </li>
  );
}

/**
 * An empty category still takes a dropped item. Only an empty one: a category with items takes it
 * on its items, and a zone around them would catch the keyboard's moves between them.
 */
function CategoryDropZone({ categoryId, empty, children }: { categoryId: string; empty: boolean; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: containerId(categoryId), disabled: !empty });
  return <div ref={setNodeRef}>{children}</div>;
}

export interface MenuItemsListProps {
  categories: ManagedCategory[];
  items: ManagedMenuItem[];
  /** False when the list is filtered: then it cannot be reordered. */
  reorderable: boolean;
  editHref: (id: string) => string;
  addHref: (categoryId: string) => string;
  action: string;
}

/**
 * The Menu Items tab: every item by category, with its names, price, thumbnail and state. Items are
 * dragged (or moved with the keyboard) to a new place in their category or into another one; the new
 * order shows at once and is saved in one transaction, or rolled back with the brief's message.
 */
export function MenuItemsList({ categories, items, reorderable, editHref, addHref, action }: MenuItemsListProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = (ref: string) => describeMessage(t, isMenuManagementScreenMessageKey, ref, "backOffice.invalidValue");
  const language = useLanguage();
  const [deleting, setDeleting] = useState<Target | null>(null);
  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const hydrated = useHydrated();
  const [bulkDeleting, setBulkDeleting] = useState(false);
  // Only rows still on the screen count: a deleted or filtered-out row is no longer selected.
  const chosen = items.filter((item) => selected.has(item.id));
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const bulkFields = chosen.map((item) => <input key={item.id} type="hidden" name="selected" value={`${item.id}:${item.version}`} />);
  const serverColumns = useMemo(() => {
    const columns: Columns = Object.fromEntries(categories.map((category) => [category.id, [] as string[]]));
    for (const item of items) columns[item.categoryId]?.push(item.id);
    return columns;
  }, [categories, items]);
  const { order: columns, setOrder: setColumns, save, failure } = useSavedOrder(serverColumns);
  // The order when the drag began, and where the item came from: a drop compares with them.
  const dragStart = useRef<{ columns: Columns; from: string } | null>(null);
  const latest = useRef(columns);
  latest.current = columns;
  const sensors = useOrderSensors();
  const categoryName = (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? localize(category.name, language) : "";
  };
  const itemName = (id: UniqueIdentifier) => {
    const item = itemsById.get(String(id));
    return item ? localize(item.name, language) : "";
  };
  const columnOf = (id: UniqueIdentifier, of: Columns = latest.current): string | undefined => {
    const text = String(id);
    if (text.startsWith("category:")) return text.slice("category:".length);
    return Object.keys(of).find((categoryId) => of[categoryId]?.includes(text));
  };
  /** Where the dragged item would land: over an item, that item's place; over a category, its end. */
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const column = columnOf(over);
    const list = column ? (latest.current[column] ?? []) : [];
    const total = list.length + (list.includes(String(active)) ? 0 : 1);
    const overIndex = list.indexOf(String(over));
    return { position: overIndex < 0 ? total : overIndex + 1, total, list: column ? categoryName(column) : "" };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("menuManagement.dragStart", { name: itemName(active.id) }),
    onDragOver: ({ active, over }) => {
      // Still over itself right after the pick-up: keep 'Picked up …' for the screen reader to say.
      if (over?.id === active.id && dragStart.current?.columns === latest.current) return undefined;
      return over ? t("menuManagement.dragOver", { name: itemName(active.id), ...where(active.id, over.id) }) : t("menuManagement.dragOverNone", { name: itemName(active.id) });
    },
    onDragEnd: ({ active, over }) => t("menuManagement.dragEnd", { name: itemName(active.id), ...where(active.id, over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t("menuManagement.dragCancel", { name: itemName(active.id) }),
  };

  /** Moving over another category: the item joins it there, so the lists show where it would land. */
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const from = columnOf(active.id);
    const to = columnOf(over.id);
    if (!from || !to || from === to) return;
    setColumns((current) => {
      const source = (current[from] ?? []).filter((id) => id !== active.id);
      const target = [...(current[to] ?? [])];
      const overIndex = target.indexOf(String(over.id));
      target.splice(overIndex < 0 ? target.length : overIndex, 0, String(active.id));
      return { ...current, [from]: source, [to]: target };
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start) return;
    if (!over) {
      setColumns(start.columns);
      return;
    }
    const to = columnOf(active.id);
    if (!to) return;
    let target = latest.current[to] ?? [];
    const oldIndex = target.indexOf(String(active.id));
    const newIndex = target.indexOf(String(over.id));
    if (newIndex >= 0 && newIndex !== oldIndex) target = arrayMove(target, oldIndex, newIndex);
    const next = { ...latest.current, [to]: target };
    const moved = to !== start.from;
    // Dropped where it was (on itself, or back in its place): nothing to save.
    if (!moved && target.join() === (start.columns[to] ?? []).join()) {
      setColumns(start.columns);
      return;
    }
    const rows = target.flatMap((id) => {
      const item = itemsById.get(id);
      return item ? [{ id, version: item.version }] : [];
    });
    save(start.columns, next, { intent: "reorderItems", categoryId: to, order: orderFieldValue(rows) }, moved ? t("menuManagement.moveItemFailed") : t("menuManagement.reorderItemsFailed"));
  }

  return (
    <>
      {failure && <ErrorBanner message={[failure.message, ...failure.detail.map(describe)].join(" ")} />}
      <Form method="post" action={action} className="bulk-bar" aria-label={t("menuManagement.bulkLabel")} onSubmit={() => setSelected(new Set())} preventScrollReset>
        <span role="status">{t("menuManagement.selectedCount", { n: chosen.length })}</span>
        {bulkFields}
        {/* The brief: a bulk action needs at least one selected item. */}
        <button type="submit" name="action" value="activate" className="button button-small" disabled={chosen.length === 0}>
          {t("menuManagement.bulkActivate")}
        </button>
        <button type="submit" name="action" value="deactivate" className="button button-small" disabled={chosen.length === 0}>
          {t("menuManagement.bulkDeactivate")}
        </button>
        <button type="button" className="button button-small button-danger" disabled={chosen.length === 0} onClick={() => setBulkDeleting(true)}>
          {t("menuManagement.bulkDelete")}
        </button>
        <input type="hidden" name="intent" value="bulk" />
      </Form>
      <ConfirmDialog
        open={bulkDeleting}
        message={t("menuManagement.bulkDeleteConfirm")}
        onCancel={() => setBulkDeleting(false)}
        form={(buttons) => (
          <Form
            method="post"
            action={action}
            onSubmit={() => {
              setBulkDeleting(false);
              setSelected(new Set());
            }}
            preventScrollReset
          >
            <input type="hidden" name="intent" value="bulk" />
            {bulkFields}
            {buttons}
          </Form>
        )}
        confirm={
          <button type="submit" name="action" value="delete" className="button button-danger">
            {t("backOffice.delete")}
          </button>
        }
      />
      <DndContext
        id="menu-items-order"
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("menuManagement.dragInstructions") } }}
        onDragStart={({ active }) => {
          dragStart.current = { columns: latest.current, from: columnOf(active.id) ?? "" };
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          if (dragStart.current) setColumns(dragStart.current.columns);
          dragStart.current = null;
        }}
      >
        {categories.map((category) => {
          const headingId = `items-of-${category.id}`;
          const own = (columns[category.id] ?? []).flatMap((id) => itemsById.get(id) ?? []);
          return (
            <section key={category.id} className="menu-admin-category" aria-labelledby={headingId}>
              <header className="menu-admin-category-header">
                <h3 id={headingId}>
                  <span lang="tr">{category.name.tr}</span> / <span lang="en">{category.name.en}</span>
                </h3>
                {!category.isActive && <ActiveBadge isActive={false} />}
                <MissingBadges missing={categoryMissingLanguages(category)} />
                {own.length > 0 && (
                  <label className="checkbox-field select-all">
                    <input
                      type="checkbox"
                      checked={own.every((item) => selected.has(item.id))}
                      disabled={!hydrated}
                      onChange={(event) => select(own.map((item) => item.id), event.currentTarget.checked)}
                      aria-label={t("menuManagement.selectAllIn", { name: localize(category.name, language) })}
                    />
                    <span aria-hidden="true">{t("menuManagement.selectAll")}</span>
                  </label>
                )}
                <Link to={addHref(category.id)} className="button button-small" aria-describedby={headingId} preventScrollReset>
                  {t("menuManagement.addItem")}
                </Link>
              </header>
              <CategoryDropZone categoryId={category.id} empty={own.length === 0}>
                <SortableContext id={containerId(category.id)} items={own.map((item) => item.id)} strategy={verticalListSortingStrategy}>
                  {own.length === 0 ? (
                    <p className="empty-state menu-admin-drop">{t("menuManagement.emptyCategory")}</p>
                  ) : (
                    <ul className="menu-admin-rows" aria-label={t("menuManagement.itemsOf", { name: localize(category.name, language) })}>
                      {own.map((item) => {
                        const nameId = `item-${item.id}-name`;
                        return (
                          <SortableRow
                            key={item.id}
                            id={item.id}
                            label={localize(item.name, language)}
                            className="menu-admin-row"
                            disabled={!reorderable}
                            lead={
                              <input
                                type="checkbox"
                                checked={selected.has(item.id)}
                                disabled={!hydrated}
                                onChange={(event) => select([item.id], event.currentTarget.checked)}
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
                              <Link to={editHref(item.id)} className="button button-small" aria-describedby={nameId} preventScrollReset>
                                {t("menuManagement.edit")}
                              </Link>
                              <ToggleForm target={{ kind: "item", id: item.id, version: item.version }} isActive={item.isActive} action={action} describedBy={nameId} />
                              <button
                                type="button"
                                className="button button-small button-danger"
                                aria-describedby={nameId}
                                onClick={() => setDeleting({ kind: "item", id: item.id, version: item.version })}
                              >
                                {t("backOffice.delete")}
                              </button>
                            </div>
                          </SortableRow>
                        );
                      })}
                    </ul>
                  )}
                </SortableContext>
              </CategoryDropZone>
            </section>
          );
        })}
      </DndContext>
      <DeleteConfirm target={deleting} action={action} onDone={() => setDeleting(null)} />
    </>
  );
}

export interface CategoriesListProps {
  categories: ManagedCategory[];
  reorderable: boolean;
  itemCounts: ReadonlyMap<string, number>;
  editHref: (id: string) => string;
  action: string;
}

/** The Categories tab: names in both languages, how many items, state, Edit, Activate/Deactivate, Delete; dragged or moved by keyboard to reorder. */
export function CategoriesList({ categories, reorderable, itemCounts, editHref, action }: CategoriesListProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = (ref: string) => describeMessage(t, isMenuManagementScreenMessageKey, ref, "backOffice.invalidValue");
  const language = useLanguage();
  const [deleting, setDeleting] = useState<Target | null>(null);
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
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    const rows = next.flatMap((id) => {
      const category = byId.get(id);
      return category ? [{ id, version: category.version }] : [];
    });
    save(order, next, { intent: "reorderCategories", order: orderFieldValue(rows) }, t("menuManagement.reorderCategoriesFailed"));
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
              const nameId = `category-${category.id}-name`;
              return (
                <SortableRow key={category.id} id={category.id} label={localize(category.name, language)} className="menu-admin-row menu-admin-category-row" disabled={!reorderable}>
                  <div className="menu-admin-names" id={nameId}>
                    <span lang="tr">{category.name.tr}</span>
                    <span lang="en" className="menu-admin-name-en">
                      {category.name.en}
                    </span>
                  </div>
                  <span className="menu-admin-count">{t("menuManagement.itemCount", { n: itemCounts.get(category.id) ?? 0 })}</span>
                  <span className="menu-admin-state">
                    <ActiveBadge isActive={category.isActive} />
                    <MissingBadges missing={categoryMissingLanguages(category)} />
                  </span>
                  <div className="menu-admin-actions">
                    <Link to={editHref(category.id)} className="button button-small" aria-describedby={nameId} preventScrollReset>
                      {t("menuManagement.edit")}
                    </Link>
                    <ToggleForm target={{ kind: "category", id: category.id, version: category.version }} isActive={category.isActive} action={action} describedBy={nameId} />
                    <button
                      type="button"
                      className="button button-small button-danger"
                      aria-describedby={nameId}
                      onClick={() => setDeleting({ kind: "category", id: category.id, version: category.version })}
                    >
                      {t("backOffice.delete")}
                    </button>
                  </div>
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
