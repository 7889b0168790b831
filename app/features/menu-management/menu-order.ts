/**
 * The arithmetic of dragging menu rows, with no React and no dnd-kit: where a dragged item is,
 * where it would land, how the lists look once it crosses into another category, and what a drop
 * saves. The Menu Items tab (components/menu-items-list.tsx) and the Categories tab call it.
 */

/** Each category's item ids, in order: what dragging changes. */
export type Columns = Readonly<Record<string, readonly string[]>>;

/** A category's own drop zone (an empty category still takes an item) is told apart from an item by this prefix. */
const CONTAINER_PREFIX = "category:";

/** The drop zone's id of a category. */
export function containerId(categoryId: string): string {
  return `${CONTAINER_PREFIX}${categoryId}`;
}

/** The columns as the loader gives them: every category (in order), each with its items in order. */
export function columnsOf(categoryIds: readonly string[], items: readonly { id: string; categoryId: string }[]): Columns {
  const columns: Record<string, string[]> = Object.fromEntries(categoryIds.map((id) => [id, [] as string[]]));
  for (const item of items) columns[item.categoryId]?.push(item.id);
  return columns;
}

/** The category that `id` is (a drop zone) or holds `id` (an item); undefined when neither. */
export function columnOf(columns: Columns, id: string): string | undefined {
  if (id.startsWith(CONTAINER_PREFIX)) return id.slice(CONTAINER_PREFIX.length);
  return Object.keys(columns).find((categoryId) => columns[categoryId]?.includes(id));
}

/** `list` with the entry at `from` moved to `to`, the others keeping their order (dnd-kit's arrayMove). */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Where the dragged item would land, for the screen reader: over an item, that item's place (1-based);
 * over a category, its end. `total` counts the dragged item once, wherever it is now.
 */
export function landingPlace(columns: Columns, active: string, over: string): { column: string | undefined; position: number; total: number } {
  const column = columnOf(columns, over);
  const list = column ? (columns[column] ?? []) : [];
  const total = list.length + (list.includes(active) ? 0 : 1);
  const overIndex = list.indexOf(over);
  return { column, position: overIndex < 0 ? total : overIndex + 1, total };
}

/**
 * Dragging over another category: the item leaves its own and joins that one before the item it is
 * over (or at the end, over the category itself), so the lists show where it would land. Over its
 * own category, or over nothing known, the columns stay as they are (the same object).
 */
export function moveAcross(columns: Columns, active: string, over: string): Columns {
  const from = columnOf(columns, active);
  const to = columnOf(columns, over);
  if (!from || !to || from === to) return columns;
  const source = (columns[from] ?? []).filter((id) => id !== active);
  const target = [...(columns[to] ?? [])];
  const overIndex = target.indexOf(over);
  target.splice(overIndex < 0 ? target.length : overIndex, 0, active);
  return { ...columns, [from]: source, [to]: target };
}

/** What a drop does: go back to the order before the drag, keep things as they are, or save a new order. */
export type Drop =
  | { kind: "restore" }
  | { kind: "keep" }
  | {
      kind: "save";
      columns: Columns;
      /** The category whose order is saved: the one the item is in now. */
      categoryId: string;
      /** That category's item ids, in their new order. */
      order: string[];
      /** True when the item came from another category. */
      moved: boolean;
    };

/**
 * The drop of `active` on `over` (null: outside every list). `start` is the columns when the drag
 * began and `from` the item's category then; `current` is the columns now, after any moveAcross.
 * Dropped where it was (on itself, or back in its place) there is nothing to save.
 */
export function dropItem(start: Columns, from: string, current: Columns, active: string, over: string | null): Drop {
  if (over === null) return { kind: "restore" };
  const to = columnOf(current, active);
  if (!to) return { kind: "keep" };
  let order = [...(current[to] ?? [])];
  const oldIndex = order.indexOf(active);
  const newIndex = order.indexOf(over);
  if (newIndex >= 0 && newIndex !== oldIndex) order = moveWithin(order, oldIndex, newIndex);
  const moved = to !== from;
  if (!moved && order.join() === (start[to] ?? []).join()) return { kind: "restore" };
  return { kind: "save", columns: { ...current, [to]: order }, categoryId: to, order, moved };
}

/** The rows of an order as a save sends them: each id with the version the screen saw (unknown ids left out). */
export function orderRows(order: readonly string[], versionOf: (id: string) => number | undefined): { id: string; version: number }[] {
  return order.flatMap((id) => {
    const version = versionOf(id);
    return version === undefined ? [] : [{ id, version }];
  });
}
