import type { Route } from "./+types/recipe-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { listRecipes } from "~/features/recipes/recipes.server";
import { recipesMessages } from "~/features/recipes/recipes-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { BackOfficePage } from "~/ui/back-office-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "recipes.title", "recipes.subtitle", recipesMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return { recipes: await listRecipes(args.context.db) };
}

export default function RecipeManagerPage({ loaderData }: Route.ComponentProps) {
  const t = useT(recipesMessages);
  return (
    <BackOfficePage title={t("recipes.title")} subtitle={t("recipes.subtitle")}>
      {loaderData.recipes.length === 0 ? (
        <p className="empty-state">{t("recipes.empty")}</p>
      ) : (
        <ul className="plain-list">
          {loaderData.recipes.map((recipe) => (
            <li key={recipe.id}>
              <strong>{recipe.name}</strong>
            </li>
          ))}
        </ul>
      )}
    </BackOfficePage>
  );
}
