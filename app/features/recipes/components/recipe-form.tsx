import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatQuantity } from "~/lib/quantity";
import { RECIPE_UNITS, unitLabel } from "~/lib/units";
import { numberPlaceholder } from "~/lib/number-text";
import { FieldError, FormErrors } from "~/ui/field-error";
import { Choices, EditedRowFields, FormActions, HintedFieldset, LabelledField, SelectField, TextField, type Describe } from "~/ui/form-fields";
import { UnitSelect } from "~/ui/unit-select";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { NEW_INGREDIENT, RECIPE_CATEGORIES, recipeSchema, recipeUpdateSchema, type RecipeDetail } from "../recipes";
import { recipesScreenMessages } from "../recipes-texts";
import { RecipeDeleteDialog } from "./recipe-delete-dialog";

export interface RecipeFormProps extends BackOfficeFormProps {
  /** The recipe to edit, or null for the create form. */
  recipe: RecipeDetail | null;
  /** The inventory, in name order. */
  items: { id: string; name: string; unit: string }[];
  /** The recipes an ingredient may be, in name order: never the one being edited. */
  recipes: { id: string; name: string }[];
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
  const rows = fields.ingredients.getFieldList();

  return (
    <div className="detail-card">
      <h2>{recipe ? recipe.name : t("recipes.createTitle")}</h2>
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("recipes.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        <EditedRowFields row={recipe} />
        <TextField field={fields.name} label={t("recipes.name")} required describe={describe} autoComplete="off" maxLength={120} />
        <SelectField
          field={fields.category}
          label={t("recipes.category")}
          required
          describe={describe}
          choices={RECIPE_CATEGORIES.map((category) => ({ value: category, label: t(`recipes.category.${category}`) }))}
          emptyLabel={t("recipes.selectCategory")}
        />
        <HintedFieldset className="pack-fields" legend={t("recipes.yield")} hint={t("recipes.yieldHelp")} hintId={`${form.id}-yield-help`} hintClassName="form-note">
          <div className="pack-row">
            <label htmlFor={fields.yieldQuantity.id}>{t("recipes.yieldQuantity")}</label>
            <input {...getInputProps(fields.yieldQuantity, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={numberPlaceholder(language)} />
            <label htmlFor={fields.yieldUnit.id} className="visually-hidden">
              {t("recipes.yieldUnit")}
            </label>
            <UnitSelect field={fields.yieldUnit} units={RECIPE_UNITS} emptyLabel="—" />
          </div>
          <FieldError id={fields.yieldQuantity.errorId} errors={fields.yieldQuantity.errors} describe={describe} />
          <FieldError id={fields.yieldUnit.errorId} errors={fields.yieldUnit.errors} describe={describe} />
        </HintedFieldset>
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
        <FormActions intent={intent} label={recipe ? t("recipes.updateButton") : t("recipes.createButton")} busyLabel={t("recipes.saving")} cancel={{ to: cancelTo, label: t("recipes.cancel") }}>
          {recipe && (
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t("recipes.delete")}
            </button>
          )}
        </FormActions>
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
  describe: Describe;
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
          <SelectField
            field={line.type}
            label={t("recipes.type")}
            describe={describe}
            choices={[
              { value: "inventory", label: t("recipes.typeInventory") },
              { value: "recipe", label: t("recipes.typeRecipe") },
            ]}
          />
          {/* A key per type: switching the type makes a new select, which starts from that field's value. */}
          <LabelledField field={source} label={type === "recipe" ? t("recipes.recipe") : t("recipes.inventoryItem")} required describe={describe}>
            {type === "recipe" ? (
              <select {...getSelectProps(line.recipeId)} key="recipe">
                <Choices choices={recipes.map((recipe) => ({ value: recipe.id, label: recipe.name }))} emptyLabel={t("recipes.selectRecipe")} />
              </select>
            ) : (
              <select {...getSelectProps(line.inventoryItemId)} key="inventory">
                <Choices choices={items.map((item) => ({ value: item.id, label: t("recipes.itemOption", { name: item.name, unit: unitLabel(item.unit, language) }) }))} emptyLabel={t("recipes.selectItem")} />
              </select>
            )}
          </LabelledField>
        </div>
        <div className="field-row">
          <LabelledField field={line.quantity} label={t("recipes.quantity")} required describe={describe}>
            {/* Text, not type=number: a number field refuses "0,25", which a Turkish keyboard types. */}
            <input {...getInputProps(line.quantity, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={numberPlaceholder(language)} />
          </LabelledField>
          <LabelledField field={line.unit} label={t("recipes.unit")} required describe={describe}>
            <UnitSelect field={line.unit} units={RECIPE_UNITS} />
          </LabelledField>
        </div>
        <button type="button" className="button" onClick={() => form.remove({ name: listName, index })}>
          {t("recipes.remove")}
        </button>
      </fieldset>
    </li>
  );
}
