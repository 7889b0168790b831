import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatQuantity } from "~/lib/quantity";
import { RECIPE_UNITS } from "~/lib/units";
import { FieldError, FormErrors } from "~/ui/field-error";
import { UnitSelect } from "~/ui/unit-select";
import { useBackOfficeForm } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { NEW_INGREDIENT, RECIPE_CATEGORIES, recipeSchema, recipeUpdateSchema, type RecipeDetail } from "../recipes";
import { recipesScreenMessages } from "../recipes-texts";
import { RecipeDeleteDialog } from "./recipe-delete-dialog";

export interface RecipeFormProps {
  /** The recipe to edit, or null for the create form. */
  recipe: RecipeDetail | null;
  /** The inventory, in name order. */
  items: { id: string; name: string; unit: string }[];
  /** The recipes an ingredient may be, in name order: never the one being edited. */
  recipes: { id: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
  cancelTo: string;
  /** Why the last delete of this recipe was refused (message references). */
  deleteErrors?: string[];
}

interface IngredientFields {
  type?: string;
  inventoryItemId?: string;
  recipeId?: string;
  quantity?: string;
  unit?: string;
}

/** The recipe form: name, category, yield and ingredients; checked by the same schema as the action. */
export function RecipeForm({ recipe, items, recipes, lastResult, action, cancelTo, deleteErrors }: RecipeFormProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(recipesScreenMessages, "backOffice.invalidValue");
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const [form, fields] = useBackOfficeForm(recipe ? recipeUpdateSchema : recipeSchema, {
    id: recipe ? `recipe-${recipe.id}-v${recipe.version}` : "recipe-new",
    lastResult,
    defaultValue: recipe
      ? {
          name: recipe.name,
          category: recipe.category,
          yieldQuantity: recipe.yield ? formatQuantity(recipe.yield.quantityMilli, language) : undefined,
          yieldUnit: recipe.yield?.unit,
          ingredients: recipe.ingredients.map((line) => ({
            type: line.type,
            inventoryItemId: line.type === "inventory" ? (line.sourceId ?? undefined) : undefined,
            recipeId: line.type === "recipe" ? (line.sourceId ?? undefined) : undefined,
            quantity: formatQuantity(line.quantityMilli, language),
            unit: line.unit,
          })),
        }
      : { ingredients: [] },
  });
  const intent = recipe ? "update" : "create";
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const rows = fields.ingredients.getFieldList();

  return (
    <div className="detail-card">
      <h2>{recipe ? recipe.name : t("recipes.createTitle")}</h2>
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("recipes.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        {recipe && (
          <>
            <input type="hidden" name="id" value={recipe.id} />
            <input type="hidden" name="version" value={recipe.version} />
          </>
        )}
        <div className="field">
          <label htmlFor={fields.name.id}>{t("recipes.name")}*</label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" required maxLength={120} />
          <FieldError id={fields.name.errorId} errors={fields.name.errors} describe={describe} />
        </div>
        <div className="field">
          <label htmlFor={fields.category.id}>{t("recipes.category")}*</label>
          <select {...getSelectProps(fields.category)} required>
            <option value="">{t("recipes.selectCategory")}</option>
            {RECIPE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`recipes.category.${category}`)}
              </option>
            ))}
          </select>
          <FieldError id={fields.category.errorId} errors={fields.category.errors} describe={describe} />
        </div>
        <fieldset className="pack-fields" aria-describedby={`${form.id}-yield-help`}>
          <legend>{t("recipes.yield")}</legend>
          <p className="form-note" id={`${form.id}-yield-help`}>
            {t("recipes.yieldHelp")}
          </p>
          <div className="pack-row">
            <label htmlFor={fields.yieldQuantity.id}>{t("recipes.yieldQuantity")}</label>
            <input {...getInputProps(fields.yieldQuantity, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={language === "tr" ? "2,5" : "2.5"} />
            <label htmlFor={fields.yieldUnit.id} className="visually-hidden">
              {t("recipes.yieldUnit")}
            </label>
            <UnitSelect field={fields.yieldUnit} units={RECIPE_UNITS} emptyLabel="—" />
          </div>
          <FieldError id={fields.yieldQuantity.errorId} errors={fields.yieldQuantity.errors} describe={describe} />
          <FieldError id={fields.yieldUnit.errorId} errors={fields.yieldUnit.errors} describe={describe} />
        </fieldset>
        <fieldset className="ingredients-fields">
          <legend>{t("recipes.ingredients")}*</legend>
          <FormErrors id={fields.ingredients.errorId} errors={fields.ingredients.errors} describe={describe} />
          {rows.length === 0 ? (
            <p className="form-note">{t("recipes.noIngredients")}</p>
          ) : (
            <ol className="ingredient-rows">
              {rows.map((row, index) => (
                <IngredientRow key={row.key} row={row} index={index} form={form} listName={fields.ingredients.name} items={items} recipes={recipes} describe={describe} />
              ))}
            </ol>
          )}
          <div className="form-actions">
            <button type="button" className="button" onClick={() => form.insert({ name: fields.ingredients.name, defaultValue: NEW_INGREDIENT.inventory })}>
              {t("recipes.addInventoryItem")}
            </button>
            <button type="button" className="button" onClick={() => form.insert({ name: fields.ingredients.name, defaultValue: NEW_INGREDIENT.recipe })}>
              {t("recipes.addRecipe")}
            </button>
          </div>
        </fieldset>
        <div className="form-actions">
          <Link to={cancelTo} className="button">
            {t("recipes.cancel")}
          </Link>
          <button type="submit" name="intent" value={intent} className="button button-primary" disabled={submitting}>
            {submitting ? t("recipes.saving") : recipe ? t("recipes.updateButton") : t("recipes.createButton")}
          </button>
          {recipe && (
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t("recipes.delete")}
            </button>
          )}
        </div>
      </Form>
      {recipe && <RecipeDeleteDialog open={confirming} onCancel={() => setConfirming(false)} recipe={recipe} action={action} />}
    </div>
  );
}

interface IngredientRowProps {
  row: FieldMetadata<IngredientFields, Record<string, unknown>, string[]>;
  index: number;
  form: FormMetadata<Record<string, unknown>, string[]>;
  listName: string;
  items: RecipeFormProps["items"];
  recipes: RecipeFormProps["recipes"];
  describe: (ref: string) => string;
}

/** One ingredient: type, what it is (an inventory item or a recipe), quantity, unit, and Remove. */
function IngredientRow({ row, index, form, listName, items, recipes, describe }: IngredientRowProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const line = row.getFieldset();
  const type = line.type.value === "recipe" ? "recipe" : "inventory";
  const source = type === "recipe" ? line.recipeId : line.inventoryItemId;
  return (
    <li>
      <fieldset className="ingredient-row">
        <legend>{t("recipes.ingredientLegend", { n: index + 1 })}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor={line.type.id}>{t("recipes.type")}</label>
            <select {...getSelectProps(line.type)}>
              <option value="inventory">{t("recipes.typeInventory")}</option>
              <option value="recipe">{t("recipes.typeRecipe")}</option>
            </select>
            <FieldError id={line.type.errorId} errors={line.type.errors} describe={describe} />
          </div>
          <div className="field">
            <label htmlFor={source.id}>{type === "recipe" ? t("recipes.recipe") : t("recipes.inventoryItem")}*</label>
            {type === "recipe" ? (
              <select {...getSelectProps(line.recipeId)} key="recipe">
                <option value="">{t("recipes.selectRecipe")}</option>
                {recipes.map((recipe) => (
                  <option key={recipe.id} value={recipe.id}>
                    {recipe.name}
                  </option>
                ))}
              </select>
            ) : (
              <select {...getSelectProps(line.inventoryItemId)} key="inventory">
                <option value="">{t("recipes.selectItem")}</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {t("recipes.itemOption", { name: item.name, unit: item.unit })}
                  </option>
                ))}
              </select>
            )}
            <FieldError id={source.errorId} errors={source.errors} describe={describe} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={line.quantity.id}>{t("recipes.quantity")}*</label>
            {/* Text, not type=number: a number field refuses "0,25", which a Turkish keyboard types. */}
            <input {...getInputProps(line.quantity, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={language === "tr" ? "0,25" : "0.25"} />
            <FieldError id={line.quantity.errorId} errors={line.quantity.errors} describe={describe} />
          </div>
          <div className="field">
            <label htmlFor={line.unit.id}>{t("recipes.unit")}*</label>
            <UnitSelect field={line.unit} units={RECIPE_UNITS} />
            <FieldError id={line.unit.errorId} errors={line.unit.errors} describe={describe} />
          </div>
        </div>
        <button type="button" className="button" onClick={() => form.remove({ name: listName, index })}>
          {t("recipes.remove")}
        </button>
      </fieldset>
    </li>
  );
}
