import { useEffect, useMemo, useState } from "react";
import { redirect, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/recipe-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { sortByName } from "~/features/inventory/inventory";
import { RecipeDetailView } from "~/features/recipes/components/recipe-detail";
import { RecipeForm } from "~/features/recipes/components/recipe-form";
import { RecipeRows } from "~/features/recipes/components/recipe-rows";
import { filterRecipes, parseRecipeTab, RECIPE_CATEGORIES, recipeDeleteSchema, recipeSchema, recipeUpdateSchema } from "~/features/recipes/recipes";
import { createRecipe, deleteRecipe, loadRecipeScreen, updateRecipe } from "~/features/recipes/recipes.server";
import { recipesMessages } from "~/features/recipes/recipes-messages";
import { recipesScreenMessages } from "~/features/recipes/recipes-texts";
import { pageMeta } from "~/features/site/page-meta";
import { useLanguage, useT } from "~/i18n/language-context";
import { readFormData } from "~/lib/form-data.server";
import { formLimits } from "~/lib/form-limits";
import { ErrorBanner } from "~/ui/error-banner";
import { FilterTabs } from "~/ui/filter-tabs";
import { dispatchIntent, submitForm } from "~/ui/form-action.server";
import { MasterDetail } from "~/ui/master-detail";
import { screenHref, screenView } from "~/ui/screen-state";
import { SearchBox } from "~/ui/search-box";
import { revalidateUnlessOnlySearchChanged, useScreenSearch } from "~/ui/use-screen-search";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "recipes.title", "recipes.subtitle", recipesMessages);

/**
 * The screen's address: `item` (the selected recipe, shown with its cost breakdown), `edit` (its
 * form), `new` (the create form), `tab` and `q`. The loader computes every recipe's cost afresh,
 * so a new inventory price shows in every recipe on the next load.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const search = new URL(args.request.url).searchParams;
  const view = screenView(search);
  const selectedId = view === "detail" ? search.get("item") : null;
  const formOpen = view === "create" || (selectedId !== null && search.has("edit"));
  try {
    return await loadRecipeScreen(args.context.db, { selectedId, withItems: formOpen });
  } catch (error) {
    console.error("Failed to load recipes", error);
    return { rows: null, detail: null, items: null };
  }
}

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export async function action(args: Route.ActionArgs) {
  const user = await requireStaff(args);
  const formData = await readFormData(args.request, formLimits([recipeSchema, recipeUpdateSchema, recipeDeleteSchema]));
  const { db } = args.context;
  const url = new URL(args.request.url);
  const back = (changes: Record<string, string | null>) => redirect(screenHref(url.pathname, url.searchParams, changes));
  return dispatchIntent(formData, {
    create: (form) => submitForm("create", form, recipeSchema, async (input) => back({ new: null, edit: null, item: await createRecipe(db, user.id, input) }), "recipes.createFailed"),
    update: (form) =>
      submitForm("update", form, recipeUpdateSchema, async (change) => {
        await updateRecipe(db, user.id, change);
        // The form posts from the recipe's own address: back to its detail, with the new breakdown.
        return back({ edit: null });
      }, "recipes.updateFailed"),
    delete: (form) =>
      submitForm("delete", form, recipeDeleteSchema, async (target) => {
        await deleteRecipe(db, user.id, target);
        return back({ item: null, edit: null });
      }, "recipes.deleteFailed"),
  });
}

/** Rows drawn at first and per 'Show more': enough to scroll, few enough for the page and a keystroke to stay quick. */
const ROWS_PER_PAGE = 100;

export default function RecipeManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const { query, setQuery, href } = useScreenSearch();

  const view = screenView(searchParams);
  const tab = parseRecipeTab(searchParams.get("tab"));
  const rows = loaderData.rows;
  const { shown, counts } = useMemo(() => filterRecipes(rows ?? [], query, tab), [rows, query, tab]);
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  useEffect(() => setLimit(ROWS_PER_PAGE), [query, tab]);
  const items = useMemo(() => sortByName((loaderData.items ?? []).map(([id, name, unit]) => ({ id, name, unit })), language), [loaderData.items, language]);
  const recipeChoices = useMemo(() => sortByName((rows ?? []).map(({ id, name }) => ({ id, name })), language), [rows, language]);

  const reply = actionData && "intent" in actionData ? actionData : undefined;
  const formAction = href({});
  const selectedId = view === "detail" ? searchParams.get("item") : null;
  const selected = loaderData.detail && loaderData.detail.id === selectedId ? loaderData.detail : null;
  const deleteErrors = reply?.intent === "delete" ? (reply.result.error?.[""] ?? undefined) : undefined;

  let detail = null;
  if (view === "create") {
    detail = (
      <RecipeForm
        key="new"
        recipe={null}
        items={items}
        recipes={recipeChoices}
        lastResult={reply?.intent === "create" ? reply.result : undefined}
        action={formAction}
        cancelTo={href({ new: null })}
      />
    );
  } else if (selected && searchParams.has("edit")) {
    detail = (
      <RecipeForm
        key={`${selected.id}-${selected.version}`}
        recipe={selected}
        items={items}
        recipes={recipeChoices.filter((choice) => choice.id !== selected.id)}
        lastResult={reply?.intent === "update" ? reply.result : undefined}
        action={formAction}
        cancelTo={href({ edit: null })}
        deleteErrors={deleteErrors}
      />
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
      error={
        rows ? undefined : (
          <ErrorBanner
            message={t("recipes.loadFailed")}
            action={
              <button type="button" className="button button-small" onClick={() => void revalidator.revalidate()}>
                {t("site.tryAgain")}
              </button>
            }
          />
        )
      }
      tabs={
        <FilterTabs
          label={t("backOffice.filters")}
          selected={tab}
          tabs={[
            { id: "all", label: t("recipes.tabAll"), count: counts.all, to: href({ tab: null, item: null, edit: null }) },
            ...RECIPE_CATEGORIES.map((category) => ({
              id: category,
              label: t(`recipes.category.${category}`),
              count: counts[category],
              to: href({ tab: category, item: null, edit: null }),
            })),
          ]}
        />
      }
      search={<SearchBox label={t("recipes.searchLabel")} placeholder={t("recipes.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("recipes.listLabel")}
      emptyMessage={!rows ? null : rows.length === 0 ? t("recipes.empty") : shown.length === 0 ? t("recipes.noMatches") : null}
      list={
        <>
          <RecipeRows recipes={shown.slice(0, limit)} selectedId={selectedId} hrefFor={(id) => href({ item: id, new: null, edit: null })} label={t("recipes.listLabel")} />
          {shown.length > limit && (
            <button type="button" className="button show-more" onClick={() => setLimit((current) => current + ROWS_PER_PAGE)}>
              {t("backOffice.showMore", { count: Math.min(ROWS_PER_PAGE, shown.length - limit) })}
            </button>
          )}
        </>
      }
      detail={detail}
      backTo={href({ item: null, new: null, edit: null })}
    />
  );
}
