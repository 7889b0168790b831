import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useHydrated } from "./use-hydrated";

/** One action of a row: a link (Edit opens the row's modal) or a button (Delete asks first). */
export type RowAction = { label: string; danger?: boolean } & ({ to: string } | { onSelect: () => void });

export interface RowActionsMenuProps {
  /** The button's name, naming the row: 'Actions for Menemen'. */
  label: string;
  actions: readonly RowAction[];
}

/**
 * A row's actions behind one '⋯' button (the menu button pattern of the ARIA practices): Enter,
 * Space or ↓ opens it on the first action, ↑ on the last; ↑ ↓ Home End move, Escape closes it and
 * gives the focus back to the button, as does choosing an action (a dialog it opens then returns
 * the focus there too). A click elsewhere or Tab closes it.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const hydrated = useHydrated();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]")[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : actions.length - 1);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  return (
    <div className={open ? "row-actions is-open" : "row-actions"}>
      <button
        ref={button}
        type="button"
        className="row-actions-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!hydrated}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className="row-actions-menu" onKeyDown={onMenuKey}>
          {actions.map((action, index) => {
            const className = `row-actions-item${action.danger ? " row-actions-danger" : ""}`;
            return (
              <li key={action.label} role="none">
                {"to" in action ? (
                  <Link to={action.to} role="menuitem" tabIndex={index === focusIndex ? 0 : -1} className={className} preventScrollReset onClick={close}>
                    {action.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={index === focusIndex ? 0 : -1}
                    className={className}
                    onClick={() => {
                      close();
                      action.onSelect();
                    }}
                  >
                    {action.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
