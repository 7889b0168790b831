import { useState } from "react";

/** The rows ticked for a bulk action, kept by id while the list reloads around them. */
export function useSelection<Row extends { id: string }>(rows: readonly Row[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only rows still on the screen count: a deleted or filtered-out row is no longer selected.
  const chosen = rows.filter((row) => selected.has(row.id));
  /** Ticks (`on`) or unticks every row of `ids`. */
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { chosen, isSelected: (id: string) => selected.has(id), select, clear: () => setSelected(new Set()) };
}
