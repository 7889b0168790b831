import { Link } from "react-router";
import { useMemo } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { ListTabs } from "~/ui/filter-tabs";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { MasterDetail } from "~/ui/master-detail";
import { SearchBox } from "~/ui/search-box";
import { ShowMore } from "~/ui/show-more";
import { filterByTabAndSearch } from "~/ui/tab-search";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import { ingredientChoicesOf } from "../ingredient-choices";
import { RECIPE_CATEGORIES, recipeTabSearch, type RecipeScreenData } from "../recipes";
import { recipesScreenMessages } from "../recipes-texts";
import { RecipeDetailView } from "./recipe-detail";
import { RecipeForm } from "./recipe-form";
import { RecipeRows } from "./recipe-rows";

/** Rows drawn at first and per 'Show more': enough to scroll, few enough for the page and a keystroke to stay quick. */
const ROWS_PER_PAGE = 100;

export interface RecipesScreenProps {
  /** What the loader found; every part null when the recipes could not be loaded. */
  loaderData: { [Part in keyof RecipeScreenData]: RecipeScreenData[Part] | null };
  actionData: FormReply | undefined;
}

/**
 * The recipes: every recipe with its cost, filtered in the browser by category tab and search; beside
 * them the selected recipe's cost breakdown, its form (`edit`), or the create form (`new`).
 */
export function RecipesScreen({ loaderData, actionData }: RecipesScreenProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const { searchParams, view, tab, selectedId, query, setQuery, href } = useListScreenAddress(RECIPE_CATEGORIES);
  const rows = loaderData.rows;
  const { shown, counts } = useMemo(() => filterByTabAndSearch(rows ?? [], recipeTabSearch, query, tab), [rows, query, tab]);
  const choices = useMemo(() => ingredientChoicesOf(loaderData.choices, rows ?? [], language), [loaderData.choices, rows, language]);

  const formAction = href({});
  const selected = loaderData.detail && loaderData.detail.id === selectedId ? loaderData.detail : null;
  const deleteErrors = formErrorsOf(actionData, "delete");

  let detail = null;
  if (view === "create") {
    detail = <RecipeForm key="new" recipe={null} choices={choices} lastResult={resultOf(actionData, "create")} action={formAction} cancelTo={href({ new: null })} />;
  } else if (selected && searchParams.has("edit")) {
    detail = (
      <RowKeptWhileTyping row={selected}>
        {(recipe) => (
          <RecipeForm
            key={`${recipe.id}-${recipe.version}`}
            recipe={recipe}
            choices={choices.filter((choice) => choice.type !== "recipe" || choice.id !== recipe.id)}
            lastResult={resultOf(actionData, "update")}
            action={formAction}
            cancelTo={href({ edit: null })}
            deleteErrors={deleteErrors}
          />
        )}
      </RowKeptWhileTyping>
    );
  } else if (selected) {
    detail = <RecipeDetailView key={selected.id} recipe={selected} action={formAction} editTo={href({ edit: "" })} hrefFor={(id) => href({ item: id, edit: null })} errors={deleteErrors} />;
  } else if (selectedId && rows) {
    detail = <ErrorBanner message={t("error.notFound")} />;
  }

  return (
    <MasterDetail
      title={t("recipes.title")}
      subtitle={t("recipes.subtitle")}
      create={{ label: t("recipes.create"), to: href({ new: "", item: null, edit: null }) }}
      actions={
        <Link to="/allergen-matrix" className="button">
          {t("recipes.allergenMatrix")}
        </Link>
      }
      error={rows ? undefined : <LoadFailedBanner message={t("recipes.loadFailed")} />}
      tabs={
        <ListTabs
          tabs={RECIPE_CATEGORIES}
          selected={tab}
          counts={counts}
          allLabel={t("recipes.tabAll")}
          labelOf={(category) => t(`recipes.category.${category}`)}
          hrefFor={(category) => href({ tab: category, item: null, edit: null })}
        />
      }
      search={<SearchBox label={t("recipes.searchLabel")} placeholder={t("recipes.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("recipes.listLabel")}
      emptyMessage={!rows ? null : rows.length === 0 ? t("recipes.empty") : shown.length === 0 ? t("recipes.noMatches") : null}
      list={
        <ShowMore rows={shown} pageSize={ROWS_PER_PAGE} resetKey={`${tab}\n${query}`}>
          {(visible) => <RecipeRows recipes={visible} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null, edit: null })} label={t("recipes.listLabel")} />}
        </ShowMore>
      }
      detail={detail}
      backTo={href({ item: null, new: null, edit: null })}
    />
  );
}
