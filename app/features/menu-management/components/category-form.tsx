import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { DEFAULT_TARGET_BP, DEFAULT_VAT_BP, percentInputValue } from "~/features/food-cost/food-cost";
import { FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, PageLanguageField, TextField } from "~/ui/form-fields";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { categorySchema, categoryUpdateSchema, type ManagedCategory } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";

export interface CategoryFormProps extends BackOfficeFormProps {
  category: ManagedCategory | null;
}

/** The category form: Turkish and English names, both required; the VAT its prices include and its food cost target. */
/** The form's id: a new one for each version of the category, so a saved or reloaded one starts a fresh form. */
export const categoryFormId = (category: { id: string; version: number } | null) => (category ? `category-${category.id}-v${category.version}` : "category-new");

export function CategoryForm({ category, lastResult, action, cancelTo }: CategoryFormProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const language = useLanguage();
  // The rates a category has, or the defaults it would be saved with: saving confirms them.
  const rates = category?.rates ?? { vatBp: DEFAULT_VAT_BP, targetBp: DEFAULT_TARGET_BP };
  const [form, fields, formLanguage] = useBackOfficeForm(category ? categoryUpdateSchema : categorySchema, {
    id: categoryFormId(category),
    lastResult,
    defaultValue: {
      ...(category && { nameTr: category.name.tr, nameEn: category.name.en }),
      vatRate: percentInputValue(rates.vatBp, language),
      foodCostTarget: percentInputValue(rates.targetBp, language),
    },
  });
  const intent = category ? "updateCategory" : "createCategory";

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stacked-form category-form" preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} describe={describe} />
      <EditedRowFields row={category} />
      <PageLanguageField language={formLanguage} />
      <TextField field={fields.nameTr} label={t("menuManagement.nameTr")} required describe={describe} lang="tr" autoComplete="off" data-autofocus />
      <TextField field={fields.nameEn} label={t("menuManagement.nameEn")} required describe={describe} lang="en" autoComplete="off" />
      <div className="field-row">
        <TextField field={fields.vatRate} label={t("foodCost.vatRate")} hint={t("foodCost.vatHint")} required describe={describe} inputMode="decimal" autoComplete="off" />
        <TextField field={fields.foodCostTarget} label={t("foodCost.target")} hint={t("foodCost.targetHint")} required describe={describe} inputMode="decimal" autoComplete="off" />
      </div>
      <FormActions intent={intent} label={t("menuManagement.save")} busyLabel={t("menuManagement.saving")} cancel={{ to: cancelTo, label: t("backOffice.cancel") }} preventScrollReset />
    </Form>
  );
}
