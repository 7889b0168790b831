import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatQuantity } from "~/lib/quantity";
import { RECIPE_UNITS } from "~/lib/units";
import { numberPlaceholder } from "~/lib/number-text";
import { FieldError, FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, HintedFieldset, PageLanguageField, SelectField, TextField, type Describe } from "~/ui/form-fields";
import { UnitSelect } from "~/ui/unit-select";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { choiceKey, ingredientLineFor, type IngredientChoice } from "../ingredient-choices";
import { RECIPE_CATEGORIES, recipeSchema, recipeUpdateSchema, type RecipeDetail } from "../recipes";
import { recipesScreenMessages } from "../recipes-texts";
import { IngredientPicker } from "./ingredient-picker";
import { RecipeDeleteDialog } from "./recipe-delete-dialog";

export interface RecipeFormProps extends BackOfficeFormProps {
  /** The recipe to edit, or null for the create form. */
  recipe: RecipeDetail | null;
  /** What an ingredient may be: the inventory's items and the recipes (never the one being edited), in name order. */
  choices: readonly IngredientChoice[];
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
export function RecipeForm({ recipe, choices, lastResult, action, cancelTo, deleteErrors }: RecipeFormProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(recipesScreenMessages, "backOffice.invalidValue");
  const [confirming, setConfirming] = useState(false);
  const [form, fields, formLanguage] = useBackOfficeForm(recipe ? recipeUpdateSchema : recipeSchema, {
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
  const choiceByKey = useMemo(() => new Map(choices.map((choice) => [choiceKey(choice.type, choice.id), choice])), [choices]);
  // After a choice, the line's quantity takes the focus, its text selected, so the cook types the amount at once.
  const [focusQuantityAt, setFocusQuantityAt] = useState<number | null>(null);
  const quantityField = focusQuantityAt === null ? undefined : rows[focusQuantityAt]?.getFieldset().quantity;
  const quantityToFocus = quantityField?.id;
  // Its key changes when Conform draws the input afresh with the new line's values: focus that one.
  const quantityKey = quantityField?.key;
  useEffect(() => {
    if (quantityToFocus === undefined) return;
    const input = document.getElementById(quantityToFocus);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.select();
    setFocusQuantityAt(null);
  }, [quantityToFocus, quantityKey]);

  return (
    <div className="detail-card">
      <h2>{recipe ? recipe.name : t("recipes.createTitle")}</h2>
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("recipes.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        <EditedRowFields row={recipe} />
        <PageLanguageField language={formLanguage} />
        <TextField field={fields.name} label={t("recipes.name")} required describe={describe} autoComplete="off" />
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
            <input {...getInputProps(fields.yieldQuantity, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={numberPlaceholder(formLanguage)} />
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
            <ol className="ingredient-lines">
              {rows.map((row, index) => (
                <IngredientLine
                  key={row.key}
                  row={row}
                  index={index}
                  choices={choices}
                  choiceByKey={choiceByKey}
                  describe={describe}
                  onChoose={(choice) => {
                    const line = row.getFieldset();
                    form.update({ name: row.name, value: ingredientLineFor(choice, line.quantity.value ?? "1") });
                    setFocusQuantityAt(index);
                  }}
                  onClear={() => {
                    const line = row.getFieldset();
                    form.update({ name: row.name, value: { type: line.type.value, quantity: line.quantity.value, unit: line.unit.value } });
                  }}
                  onRemove={() => form.remove({ name: fields.ingredients.name, index })}
                />
              ))}
            </ol>
          )}
          <div className="field ingredient-add">
            <label htmlFor={`${form.id}-add-ingredient`}>{t("recipes.addIngredient")}</label>
            <IngredientPicker
              id={`${form.id}-add-ingredient`}
              choices={choices}
              chosen={null}
              placeholder={t("recipes.ingredientSearchPlaceholder")}
              onChoose={(choice) => {
                form.insert({ name: fields.ingredients.name, defaultValue: ingredientLineFor(choice) });
                setFocusQuantityAt(rows.length);
              }}
            />
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

interface IngredientLineProps {
  row: FieldMetadata<IngredientFields, Record<string, unknown>, string[]>;
  index: number;
  choices: readonly IngredientChoice[];
  choiceByKey: ReadonlyMap<string, IngredientChoice>;
  describe: Describe;
  onChoose: (choice: IngredientChoice) => void;
  onClear: () => void;
  onRemove: () => void;
}

/**
 * One ingredient on one line: what it is (one type-ahead over items and recipes), how much, in
 * what unit, and Remove. The choice travels in hidden fields (type, item or recipe id), as the
 * action reads it; the type-ahead only shows and changes it.
 */
function IngredientLine({ row, index, choices, choiceByKey, describe, onChoose, onClear, onRemove }: IngredientLineProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const line = row.getFieldset();
  const type = line.type.value === "recipe" ? "recipe" : "inventory";
  const source = type === "recipe" ? line.recipeId : line.inventoryItemId;
  const chosen = choiceByKey.get(choiceKey(type, source.value)) ?? null;
  const sourceInvalid = Boolean(source.errors?.length || line.type.errors?.length);
  const pickerId = `${row.id}-source`;
  return (
    <li>
      <fieldset className="ingredient-line">
        <legend className="visually-hidden">{t("recipes.ingredientLegend", { n: index + 1 })}</legend>
        <div className="ingredient-line-fields">
          <label htmlFor={pickerId} className="visually-hidden">
            {t("recipes.ingredientSource")}
          </label>
          <IngredientPicker
            id={pickerId}
            choices={choices}
            chosen={chosen}
            onChoose={onChoose}
            onClear={onClear}
            placeholder={t("recipes.ingredientSearchPlaceholder")}
            describedBy={sourceInvalid ? [line.type.errorId, source.errorId].join(" ") : undefined}
            invalid={sourceInvalid}
          />
          <input {...getInputProps(line.type, { type: "hidden" })} />
          <input {...getInputProps(line.inventoryItemId, { type: "hidden" })} />
          <input {...getInputProps(line.recipeId, { type: "hidden" })} />
          <label htmlFor={line.quantity.id} className="visually-hidden">
            {t("recipes.quantity")}
          </label>
          {/* Text, not type=number: a number field refuses "0,25", which a Turkish keyboard types. */}
          <input {...getInputProps(line.quantity, { type: "text" })} className="ingredient-quantity" inputMode="decimal" autoComplete="off" placeholder={numberPlaceholder(language)} />
          <label htmlFor={line.unit.id} className="visually-hidden">
            {t("recipes.unit")}
          </label>
          <UnitSelect field={line.unit} units={RECIPE_UNITS} />
          <button type="button" className="button ingredient-remove" onClick={onRemove}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t("recipes.remove")}</span>
          </button>
        </div>
        <FieldError id={line.type.errorId} errors={line.type.errors} describe={describe} />
        <FieldError id={source.errorId} errors={source.errors} describe={describe} />
        <FieldError id={line.quantity.errorId} errors={line.quantity.errors} describe={describe} />
        <FieldError id={line.unit.errorId} errors={line.unit.errors} describe={describe} />
      </fieldset>
    </li>
  );
}
