import { memo } from "react";
import { Link } from "react-router";
import type { RecipeCategory } from "~/db/schema";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatKurus, type KurusText } from "../cost-view";
import type { RecipeRow } from "../recipes";
import { recipesMessages } from "../recipes-messages";

export function CategoryBadge({ category }: { category: RecipeCategory }) {
  const t = useT(recipesMessages);
  return <span className={`badge badge-recipe-${category}`}>{t(`recipes.category.${category}`)}</span>;
}

/** A cost as the back office shows it, marked when it counts only part of the recipe. */
export function RecipeCost({ kurus, complete }: { kurus: KurusText; complete: boolean }) {
  const t = useT(recipesMessages);
  const language = useLanguage();
  const cost = formatKurus(kurus, language);
  return complete ? <>{cost}</> : <span className="cost-incomplete">{t("recipes.incompleteTotal", { cost })}</span>;
}

/** One row: name, category badge, ingredient count and cost. Memoised: typing a search re-renders the list. */
const RecipeListRow = memo(function RecipeListRow({ recipe, selected, to }: { recipe: RecipeRow; selected: boolean; to: string }) {
  const t = useT(recipesMessages);
  return (
    <li>
      <Link to={to} className={`list-row${selected ? " is-selected" : ""}`} aria-current={selected ? "true" : undefined} preventScrollReset>
        <span className="list-row-title">
          <strong>{recipe.name}</strong>
          <CategoryBadge category={recipe.category} />
        </span>
        <span className="list-row-meta">
          <span>{recipe.ingredientCount === 1 ? t("recipes.ingredientCountOne") : t("recipes.ingredientCount", { count: recipe.ingredientCount })}</span>
          <span>
            <RecipeCost kurus={recipe.costKurus} complete={recipe.complete} />
          </span>
        </span>
      </Link>
    </li>
  );
});

export function RecipeRows({ recipes, selectedId, hrefFor, label }: { recipes: RecipeRow[]; selectedId: string | null; hrefFor: (id: string) => string; label: string }) {
  return (
    <ul className="list-rows" aria-label={label}>
      {recipes.map((recipe) => (
        <RecipeListRow key={recipe.id} recipe={recipe} selected={recipe.id === selectedId} to={hrefFor(recipe.id)} />
      ))}
    </ul>
  );
}
