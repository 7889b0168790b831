import type { Route } from "./+types/recipe-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { RecipesScreen } from "~/features/recipes/components/recipes-screen";
import { recipeDeleteSchema, recipeSchema, recipeUpdateSchema } from "~/features/recipes/recipes";
import { createRecipe, deleteRecipe, loadRecipeScreen, updateRecipe } from "~/features/recipes/recipes.server";
import { recipesMessages } from "~/features/recipes/recipes-messages";
import { pageMeta } from "~/features/site/page-meta";
import { rowIdInAddress } from "~/lib/row-reference";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { screenView } from "~/ui/screen-state";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";
import backOfficeStyles from "~/styles/back-office.css?url";
import { useAnnounceWrites } from "~/ui/status-message";

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
  const selectedId = view === "detail" ? rowIdInAddress(search.get("item")) : null;
  const formOpen = view === "create" || (selectedId !== null && search.has("edit"));
  return loadOrFallback(args, "recipes", () => loadRecipeScreen(args.context.db, { selectedId, withChoices: formOpen }), { rows: null, detail: null, choices: null });
}

export const shouldRevalidate = loadAgainAfterConflict(revalidateUnlessOnlyFiltersChanged);

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireStaff, {
    create: {
      schema: recipeSchema,
      run: async (input, { db, user, back }) => back({ new: null, edit: null, item: await createRecipe(db, user.id, input) }),
      failed: "recipes.createFailed",
    },
    update: {
      schema: recipeUpdateSchema,
      run: async (change, { db, user, back }) => {
        await updateRecipe(db, user.id, change);
        // The form posts from the recipe's own address: back to its detail, with the new breakdown.
        return back({ edit: null });
      },
      failed: "recipes.updateFailed",
    },
    delete: { schema: recipeDeleteSchema, run: writeThenBack(deleteRecipe, { item: null, edit: null }), failed: "recipes.deleteFailed" },
  });

export default function RecipeManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites();
  return <RecipesScreen loaderData={loaderData} actionData={actionData} />;
}
