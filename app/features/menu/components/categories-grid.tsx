import { useRef } from "react";
import { useT } from "~/i18n/language-context";
import type { MenuListCategory } from "../menu";
import { menuMessages } from "../menu-messages";

/** The dialog's id, for the button that opens it (the browser opens it by itself, script or not). */
export const CATEGORIES_GRID_ID = "menu-categories-grid";

/** A category header's id: the target of its chip and of its link in the grid. */
export function categoryAnchor(categoryId: string): string {
  return `category-${categoryId}`;
}

/**
 * Every category of the menu at one glance, as a grid of links, for a guest who knows what they
 * want: choosing one closes the grid and shows that category, with the focus on its header. A native
 * modal <dialog>: the page behind is inert, Escape closes it, and the focus returns to the button
 * that opened it. Each link is the header's anchor, so it works before the page's script runs.
 */
export function CategoriesGrid({
  categories,
  currentCategory,
  onChoose,
}: {
  categories: MenuListCategory[];
  currentCategory: string | null;
  onChoose: (categoryId: string) => void;
}) {
  const t = useT(menuMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${CATEGORIES_GRID_ID}-title`;
  return (
    <dialog
      id={CATEGORIES_GRID_ID}
      ref={dialog}
      className="categories-grid"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes the grid.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="categories-grid-header">
        <h2 id={titleId}>{t("menu.allCategories")}</h2>
        <button
          type="button"
          className="categories-grid-close"
          aria-label={t("menu.closeCategories")}
          commandfor={CATEGORIES_GRID_ID}
          command="close"
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${categoryAnchor(category.id)}`}
              aria-current={category.id === currentCategory ? "location" : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                dialog.current?.close();
                onChoose(category.id);
              }}
            >
              <span className="categories-grid-name">{category.name}</span>
              <span className="categories-grid-count">{category.items.length === 1 ? t("menu.oneDish") : t("menu.dishCount", { count: category.items.length })}</span>
            </a>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
