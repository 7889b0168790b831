import { KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { useT } from "~/i18n/language-context";
import { useHydrated } from "~/ui/use-hydrated";
import { menuManagementScreenMessages } from "../menu-management-texts";

/** The sensors: a pointer (after a few pixels, so a click on a button is still a click) and the keyboard. */
export function useOrderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** A row that can be dragged by its handle, or moved with the keyboard from the handle. */
export function SortableRow({
  id,
  label,
  className,
  rowId,
  disabled = false,
  lead,
  children,
}: {
  id: string;
  label: string;
  className: string;
  /** The row element's id, which a save's 'saved' brings into view. */
  rowId?: string;
  disabled?: boolean;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(menuManagementScreenMessages);
  const hydrated = useHydrated();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li ref={setNodeRef} id={rowId} className={`${className}${isDragging ? " is-dragging" : ""}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
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
