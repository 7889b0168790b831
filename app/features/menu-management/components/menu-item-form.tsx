import { useState } from "react";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { MAX_IMAGE_MEGABYTES, menuImageUrl, smallestVariant } from "~/features/menu-images/menu-images";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { kurusToInputValue } from "~/lib/money";
import { FormErrorSummary } from "~/ui/field-error";
import { CheckboxField, EditedRowFields, FormActions, HintedFieldset, LabelledField, PageLanguageField, SelectField, TextareaField, TextField } from "~/ui/form-fields";
import { allergenMessages } from "~/ui/allergen-messages";
import { DeclarationsList } from "~/ui/declarations-list";
import { StatementFields } from "~/ui/statement-fields";
import { statementColumns, undeclaredStatements } from "~/lib/declarations";
import { formatQuantity } from "~/lib/quantity";
import { unitLabel } from "~/lib/units";
import type { PortionKind } from "~/db/schema";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import {
  menuItemSchema,
  menuItemUpdateSchema,
  DEFAULT_PORTION_KIND,
  PORTION_KINDS,
  type DishFormData,
  type ManagedCategory,
  type ManagedMenuItem,
} from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { numberPlaceholder } from "~/lib/number-text";
import { PhotoDropZone } from "./photo-drop-zone";
import { DEFAULT_TARGET_BP, dishRates, formatPercent, formatRate, parsePercent, percentInputValue, whatIfFoodCost } from "~/features/food-cost/food-cost";

export interface MenuItemFormProps extends BackOfficeFormProps {
  item: ManagedMenuItem | null;
  categories: ManagedCategory[];
  /** The recipes a dish may be made from, and what the item's saved recipe declares. */
  dish: DishFormData;
  /** The category a new item starts in (the section its Add button was in). */
  defaultCategoryId: string | null;
}

/** The menu item form, in its modal: the brief's fields, checked by the same schema as the action. */
/** The form's id: a new one for each version of the item, so a saved or reloaded item starts a fresh form. */
export const menuItemFormId = (item: { id: string; version: number } | null) => (item ? `menu-item-${item.id}-v${item.version}` : "menu-item-new");

export function MenuItemForm({ item, categories, dish, defaultCategoryId, lastResult, action, cancelTo }: MenuItemFormProps) {
  const t = useT(menuManagementScreenMessages);
  const tAllergens = useT(allergenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const [form, fields, formLanguage] = useBackOfficeForm(item ? menuItemUpdateSchema : menuItemSchema, {
    id: menuItemFormId(item),
    lastResult,
    defaultValue: item
      ? {
          categoryId: item.categoryId,
          nameTr: item.name.tr,
          nameEn: item.name.en,
          price: kurusToInputValue(item.priceKurus, language),
          secondaryTr: item.secondary.tr,
          secondaryEn: item.secondary.en,
          descriptionTr: item.description.tr,
          descriptionEn: item.description.en,
          recipeId: item.recipe?.id,
          // What the picker shows without a recipe: the default counts as no change.
          portionKind: item.recipe?.portion.kind ?? DEFAULT_PORTION_KIND,
          portionAmount: item.recipe && item.recipe.portion.kind !== "batch" ? formatQuantity(item.recipe.portion.milli, language) : undefined,
          ...statementColumns(item.statements),
          // The reason was given against less than the recipe now declares: it is written again, knowingly.
          allergenReason: dish.unconfirmed.length > 0 ? "" : item.allergenReason,
          foodCostTarget: item.foodCostTargetBp === null ? "" : percentInputValue(item.foodCostTargetBp, language),
        }
      : { categoryId: defaultCategoryId ?? "", portionKind: DEFAULT_PORTION_KIND, ...statementColumns(undeclaredStatements()) },
  });
  const intent = item ? "updateItem" : "createItem";
  // 'What if': the food cost at the price being typed, in the category chosen, from the saved serving's cost.
  const [priceText, setPriceText] = useState(item ? kurusToInputValue(item.priceKurus, language) : "");
  const [categoryId, setCategoryId] = useState(item?.categoryId ?? defaultCategoryId ?? "");
  const [targetText, setTargetText] = useState(item?.foodCostTargetBp == null ? "" : percentInputValue(item.foodCostTargetBp, language));
  // The serving's amount follows the recipe and the kind chosen: asked for in the recipe's yield, by
  // its unit, and not at all where it means nothing (no recipe, one batch). Left out of the form
  // rather than disabled: a form whose fields were all there when drawn counts as unchanged.
  const [recipeChoice, setRecipeChoice] = useState(item?.recipe?.id ?? "");
  const [portionKind, setPortionKind] = useState<PortionKind>(item?.recipe?.portion.kind ?? DEFAULT_PORTION_KIND);
  const yieldUnit = dish.recipes.find((recipe) => recipe.id === recipeChoice)?.yieldUnit ?? null;
  const amountLabel =
    portionKind === "pieces"
      ? t("menuManagement.portionPieces")
      : portionKind === "amount" && yieldUnit
        ? t("menuManagement.portionAmountIn", { unit: unitLabel(yieldUnit, language) })
        : t("menuManagement.portionAmount");
  const categoryRates = categories.find((category) => category.id === categoryId)?.rates;
  const rates = categoryRates && dishRates(categoryRates, parsePercent(targetText, language, 1));
  const whatIf = dish.serving && rates ? whatIfFoodCost(dish.serving, priceText, language, rates) : null;
  const whatIfText =
    whatIf?.kind === "known"
      ? t(whatIf.over ? "foodCost.whatIfOver" : "foodCost.whatIf", { share: formatPercent(whatIf.tenths, language), target: formatPercent(whatIf.targetTenths, language) })
      : whatIf?.kind === "incomplete"
        ? t("foodCost.incomplete")
        : undefined;
  const currentImage = item?.image ? smallestVariant(item.image) : null;
  const categoryChoices = categories.map((category) => ({ value: category.id, label: localize(category.name, language) }));

  return (
    // Multipart: the form may carry an image file.
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="stacked-form menu-item-form" preventScrollReset>
      <FormErrorSummary id={form.errorId} title={t("menuManagement.errorsTitle")} allErrors={form.allErrors} describe={describe} />
      <EditedRowFields row={item} />
      <PageLanguageField language={formLanguage} />
      <SelectField
        field={fields.categoryId}
        label={t("menuManagement.category")}
        required
        describe={describe}
        choices={categoryChoices}
        emptyLabel={t("menuManagement.chooseCategory")}
        data-autofocus
        onChange={(event) => setCategoryId(event.currentTarget.value)}
      />
      <div className="field-row">
        <TextField field={fields.nameTr} label={t("menuManagement.nameTr")} required describe={describe} lang="tr" autoComplete="off" />
        <TextField field={fields.nameEn} label={t("menuManagement.nameEn")} required describe={describe} lang="en" autoComplete="off" />
      </div>
      {/* Text with a decimal keyboard, not a number field: `12,50` must be accepted (docs/decisions/0010-forms.md). */}
      <TextField
        field={fields.price}
        label={t("menuManagement.price")}
        required
        describe={describe}
        inputMode="decimal"
        placeholder={numberPlaceholder(formLanguage)}
        autoComplete="off"
        className="price-input"
        hint={whatIfText}
        onInput={(event) => setPriceText(event.currentTarget.value)}
      />
      <TextField
        field={fields.foodCostTarget}
        label={t("foodCost.dishTarget")}
        describe={describe}
        inputMode="decimal"
        autoComplete="off"
        hint={t("foodCost.dishTargetHint", { target: formatRate(categoryRates?.targetBp ?? DEFAULT_TARGET_BP, language) })}
        onInput={(event) => setTargetText(event.currentTarget.value)}
      />
      <div className="field-row">
        <TextField field={fields.secondaryTr} label={t("menuManagement.secondaryTr")} describe={describe} lang="tr" autoComplete="off" />
        <TextField field={fields.secondaryEn} label={t("menuManagement.secondaryEn")} describe={describe} lang="en" autoComplete="off" />
      </div>
      <p className="field-hint">{t("menuManagement.secondaryHint")}</p>
      <div className="field-row">
        <TextareaField field={fields.descriptionTr} label={t("menuManagement.descriptionTr")} describe={describe} lang="tr" rows={3} />
        <TextareaField field={fields.descriptionEn} label={t("menuManagement.descriptionEn")} describe={describe} lang="en" rows={3} />
      </div>
      <LabelledField field={fields.image} label={t("menuImages.image")} hint={t("menuImages.hint", { mb: MAX_IMAGE_MEGABYTES })} describe={describe} className="menu-item-image-field">
        {currentImage && (
          <div className="menu-item-image-current">
            <img
              src={menuImageUrl(currentImage)}
              alt={t("menuImages.current")}
              width={currentImage.width}
              height={currentImage.height}
              className="menu-item-image-thumb"
            />
            <CheckboxField field={fields.removeImage} label={t("menuImages.remove")} />
          </div>
        )}
        <PhotoDropZone field={fields.image} />
      </LabelledField>
      <HintedFieldset className="statement-fields" legend={t("menuManagement.dishLegend")} hint={t("menuManagement.dishHelp")} hintId={`${form.id}-dish-help`} hintClassName="form-note">
        <SelectField
          field={fields.recipeId}
          label={t("menuManagement.recipe")}
          describe={describe}
          choices={dish.recipes.map((recipe) => ({ value: recipe.id, label: recipe.name }))}
          emptyLabel={t("menuManagement.noRecipe")}
          onChange={(event) => setRecipeChoice(event.currentTarget.value)}
        />
        <SelectField
          field={fields.portionKind}
          label={t("menuManagement.portionKind")}
          describe={describe}
          choices={PORTION_KINDS.map((kind) => ({ value: kind, label: t(`menuManagement.portion.${kind}`) }))}
          onChange={(event) => setPortionKind(event.currentTarget.value as PortionKind)}
        />
        {recipeChoice !== "" && portionKind !== "batch" && (
          <TextField field={fields.portionAmount} label={amountLabel} describe={describe} inputMode="decimal" placeholder={numberPlaceholder(formLanguage)} autoComplete="off" />
        )}
        {dish.derived && (
          <div className="dish-derived">
            <p className="form-note">{t("menuManagement.fromRecipe")}</p>
            <DeclarationsList view={dish.derived} />
          </div>
        )}
      </HintedFieldset>
      {dish.unconfirmed.length > 0 && (
        <p className="notice">
          {t("menuManagement.recipeDeclaresMore", { names: dish.unconfirmed.map((key) => tAllergens(`allergens.${key}`)).join(", ") })}
        </p>
      )}
      <StatementFields
        fields={fields}
        describe={describe}
        hintId={`${form.id}-allergens-help`}
        legend={tAllergens("allergens.legend")}
        hint={tAllergens("allergens.dishHelp")}
        undeclaredLabel={t("menuManagement.byHandUndeclared")}
      />
      <TextareaField
        field={fields.allergenReason}
        label={t("menuManagement.allergenReason")}
        hint={t("menuManagement.allergenReasonHint")}
        describe={describe}
        rows={2}
      />
      <FormActions intent={intent} label={t("menuManagement.save")} busyLabel={t("menuManagement.saving")} cancel={{ to: cancelTo, label: t("backOffice.cancel") }} preventScrollReset />
    </Form>
  );
}
