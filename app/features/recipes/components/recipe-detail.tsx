import { useId, useState } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize, type Language } from "~/i18n/localize";
import { formatDateTime } from "~/lib/dates";
import { formatCost } from "~/lib/money";
import { inventoryMessages } from "~/features/inventory/inventory-messages";
import { formatQuantity, quantityWithUnit } from "~/lib/quantity";
import { unitLabel } from "~/lib/units";
import { DeclarationsList } from "~/ui/declarations-list";
import { FormErrors } from "~/ui/field-error";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { conversionText, formatKurus, type IngredientView } from "../cost-view";
import type { RecipeDetail } from "../recipes";
import { recipesScreenMessages } from "../recipes-texts";
import { RecipeDeleteDialog } from "./recipe-delete-dialog";
import { CategoryBadge, RecipeCost } from "./recipe-rows";

export interface RecipeDetailViewProps {
  recipe: RecipeDetail;
  action: string;
  editTo: string;
  hrefFor: (recipeId: string) => string;
  /** Why the last delete of this recipe was refused (message references). */
  errors: string[] | undefined;
}

/** A recipe: its facts, the breakdown of its cost (price used, conversion, cost per ingredient, then the total), Edit and Delete. */
export function RecipeDetailView({ recipe, action, editTo, hrefFor, errors }: RecipeDetailViewProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(recipesScreenMessages, "backOffice.invalidValue");
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  return (
    <div className="detail-card">
      <h2>{recipe.name}</h2>
      <dl className="facts">
        <div>
          <dt>{t("recipes.category")}</dt>
          <dd>
            <CategoryBadge category={recipe.category} />
          </dd>
        </div>
        <div>
          <dt>{t("recipes.makes")}</dt>
          <dd>{recipe.yield ? quantityWithUnit(recipe.yield.quantityMilli, recipe.yield.unit, language) : t("recipes.noYield")}</dd>
        </div>
        <div>
          <dt>{t("recipes.totalCost")}</dt>
          <dd>
            <RecipeCost kurus={recipe.costKurus} complete={recipe.complete} />
          </dd>
        </div>
        {recipe.usedBy.length > 0 && (
          <div>
            <dt>{t("recipes.usedIn")}</dt>
            <dd>
              {recipe.usedBy.map((user, index) => (
                <span key={user.id}>
                  {index > 0 && ", "}
                  <Link to={hrefFor(user.id)}>{user.name}</Link>
                </span>
              ))}
            </dd>
          </div>
        )}
        {recipe.dishes.length > 0 && (
          <div>
            <dt>{t("recipes.onMenu")}</dt>
            <dd>{recipe.dishes.map((dish) => localize(dish.name, language)).join(", ")}</dd>
          </div>
        )}
      </dl>
      <FormErrors id={`recipe-${recipe.id}-errors`} errors={errors} describe={describe} />
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>{t("recipes.costBreakdown")}</h3>
        <ol className="cost-lines">
          {recipe.ingredients.map((line, index) => (
            <CostLine key={index} line={line} />
          ))}
        </ol>
        <p className="cost-total">
          <span>{t("recipes.total")}</span>{" "}
          <strong>
            <RecipeCost kurus={recipe.costKurus} complete={recipe.complete} />
          </strong>
        </p>
        {!recipe.complete && <p className="form-note">{t("recipes.incompleteNote")}</p>}
      </section>
      <DeclarationsList view={recipe.declarations} />
      <div className="form-actions">
        <Link to={editTo} className="button">
          {t("recipes.edit")}
        </Link>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {t("recipes.delete")}
        </button>
      </div>
      <RecipeDeleteDialog open={confirming} onCancel={() => setConfirming(false)} recipe={recipe} action={action} />
    </div>
  );
}

function CostLine({ line }: { line: IngredientView }) {
  const t = useT(recipesScreenMessages);
  const tInventory = useT(inventoryMessages);
  const language = useLanguage();
  const name = line.sourceId === null ? (line.name ? t("recipes.deleted", { name: line.name }) : t("recipes.missing")) : (line.name ?? t("recipes.missing"));
  const conversion = conversionText(line, language, t("recipes.batch"));
  return (
    <li className={`cost-line${line.problem ? " has-problem" : ""}`}>
      <p className="cost-line-title">
        {/* An item's vendor beside its name, as the form's options show it: two items may share a name. */}
        {line.vendor ? (
          <span>
            <strong>{name}</strong> · {line.vendor}
          </span>
        ) : (
          <strong>{name}</strong>
        )}{" "}
        <span>{quantityWithUnit(line.quantityMilli, line.unit, language)}</span>
      </p>
      <dl className="cost-line-facts">
        <div>
          <dt>{t("recipes.priceUsed")}</dt>
          <dd>
            {priceText(line, t, language)}
            {line.price?.type === "inventory" && line.price.since && line.problem?.kind !== "no-price" && (
              <span className="price-citation">
                {" · "}
                {t("recipes.priceSince", { date: formatDateTime(line.price.since.effectiveAt, language), source: tInventory(`inventory.priceSource.${line.price.since.source}`) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("recipes.conversion")}</dt>
          <dd>{conversion || t("recipes.noCost")}</dd>
        </div>
        <div>
          <dt>{t("recipes.cost")}</dt>
          <dd>{line.costKurus === null ? t("recipes.noCost") : formatKurus(line.costKurus, language)}</dd>
        </div>
      </dl>
      {line.problem && <p className="cost-problem">{problemText(line.problem, t, language)}</p>}
    </li>
  );
}

type T = ReturnType<typeof useT<keyof typeof recipesScreenMessages.en>>;

function priceText(line: IngredientView, t: T, language: ReturnType<typeof useLanguage>): string {
  const price = line.price;
  if (!price) return t("recipes.noCost");
  if (price.type === "inventory") {
    // A price of 0 is no price yet (costing.ts), as the inventory's list says.
    if (line.problem?.kind === "no-price") return t("recipes.noPriceYet");
    const perUnit = t("recipes.perUnit", { price: formatCost(price.priceKurus, language), unit: unitLabel(price.unit, language) });
    if (!price.pack) return perUnit;
    const pack = t("recipes.packNote", { unit: unitLabel(price.pack.unit, language), amount: formatQuantity(price.pack.amountMilli, language), amountUnit: unitLabel(price.pack.amountUnit, language, price.pack.amountMilli) });
    return `${perUnit} (${pack})`;
  }
  const cost = formatKurus(price.batchKurus, language);
  const shown = price.complete ? cost : t("recipes.incompleteTotal", { cost });
  return price.yield
    ? t("recipes.perBatchMaking", { price: shown, amount: formatQuantity(price.yield.quantityMilli, language), unit: unitLabel(price.yield.unit, language, price.yield.quantityMilli) })
    : t("recipes.perBatch", { price: shown });
}

function problemText(problem: NonNullable<IngredientView["problem"]>, t: T, language: Language): string {
  switch (problem.kind) {
    case "missing":
      return t("recipes.problemMissing");
    case "cannot-convert":
      return t("recipes.problemConvert", { from: unitLabel(problem.from, language), to: problem.to ? unitLabel(problem.to, language) : t("recipes.batch") });
    case "no-price":
      return t("recipes.problemNoPrice");
    case "incomplete":
      return t("recipes.problemIncomplete");
    case "cycle":
      return t("recipes.problemCycle");
  }
}
