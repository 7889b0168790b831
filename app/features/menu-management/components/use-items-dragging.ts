import type { Announcements, DndContextProps, UniqueIdentifier } from "@dnd-kit/core";
import { useLayoutEffect, useMemo, useRef } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { orderFieldValue, type ManagedCategory, type ManagedMenuItem } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { columnOf, columnsOf, dropItem, landingPlace, moveAcross, orderRows, type Columns } from "../menu-order";
import { menuItemRowId } from "./menu-item-row";
import { useSavedOrder } from "./use-saved-order";

/**
 * Dragging items within a category and across categories (the arithmetic is menu-order.ts): the
 * columns as they show now, the save's failure if any, and the DndContext's handlers and spoken
 * announcements. A drop shows the new order at once and saves it, or rolls it back with the brief's message.
 */
export function useItemsDragging(categories: readonly ManagedCategory[], items: readonly ManagedMenuItem[], itemsById: ReadonlyMap<string, ManagedMenuItem>) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  const serverColumns = useMemo(() => columnsOf(categories.map((category) => category.id), items), [categories, items]);
  const { order: columns, setOrder: setColumns, save, failure } = useSavedOrder<Columns>(serverColumns);
  // The order when the drag began, and where the item came from: a drop compares with them.
  const dragStart = useRef<{ columns: Columns; from: string } | null>(null);
  const latest = useRef(columns);
  latest.current = columns;
  // The item of the last save: should it fail, its row goes back and is drawn anew in its own
  // category when it had moved to another, and the focus on its handle (moved by the keys) would be
  // left on the page. It goes back to the handle, in the commit that moves the row: before the
  // focus keeper (useFocusKeptInPlace) would give it to the row now in the old one's place.
  const savedItem = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = savedItem.current;
    if (!failure || id === null) return;
    savedItem.current = null;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) document.getElementById(menuItemRowId(id))?.querySelector<HTMLElement>(".drag-handle")?.focus();
  }, [failure]);

  const categoryName = (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? localize(category.name, language) : "";
  };
  const itemName = (id: UniqueIdentifier) => {
    const item = itemsById.get(String(id));
    return item ? localize(item.name, language) : "";
  };
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const { column, position, total } = landingPlace(latest.current, String(active), String(over));
    return { position, total, list: column ? categoryName(column) : "" };
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

  const handlers = {
    accessibility: { announcements, screenReaderInstructions: { draggable: t("menuManagement.dragInstructions") } },
    onDragStart: ({ active }) => {
      dragStart.current = { columns: latest.current, from: columnOf(latest.current, String(active.id)) ?? "" };
    },
    // Moving over another category: the item joins it there, so the lists show where it would land.
    onDragOver: ({ active, over }) => {
      if (over) setColumns((current) => moveAcross(current, String(active.id), String(over.id)));
    },
    onDragEnd: ({ active, over }) => {
      const start = dragStart.current;
      dragStart.current = null;
      if (!start) return;
      const drop = dropItem(start.columns, start.from, latest.current, String(active.id), over ? String(over.id) : null);
      if (drop.kind === "restore") setColumns(start.columns);
      if (drop.kind !== "save") return;
      const rows = orderRows(drop.order, (id) => itemsById.get(id)?.version);
      const failed = drop.moved ? t("menuManagement.moveItemFailed") : t("menuManagement.reorderItemsFailed");
      savedItem.current = String(active.id);
      save(drop.columns, { intent: "reorderItems", categoryId: drop.categoryId, order: orderFieldValue(rows) }, failed);
    },
    onDragCancel: () => {
      if (dragStart.current) setColumns(dragStart.current.columns);
      dragStart.current = null;
    },
  } satisfies DndContextProps;

  return { columns, failure, handlers };
}
