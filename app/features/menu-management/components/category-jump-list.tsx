import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import type { ManagedCategory } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { categorySectionId } from "./menu-items-list";

/**
 * Links to each category's section of the Menu Items tab, with how many items it shows: a long
 * menu is crossed in one tap. Plain in-page links, so they work before the scripts load and the
 * browser's Back returns to the top.
 */
export function CategoryJumpList({ categories, counts }: { categories: readonly ManagedCategory[]; counts: ReadonlyMap<string, number> }) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  return (
    <nav className="category-jump" aria-label={t("menuManagement.jumpLabel")}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${categorySectionId(category.id)}`}>
              {localize(category.name, language)} <span className="category-jump-count">{counts.get(category.id) ?? 0}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
