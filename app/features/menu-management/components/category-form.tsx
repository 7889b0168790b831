import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, TextField } from "~/ui/form-fields";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { categorySchema, categoryUpdateSchema, NAME_MAX_LENGTH, type ManagedCategory } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";

export interface CategoryFormProps extends BackOfficeFormProps {
  category: ManagedCategory | null;
}

/** The category form: Turkish and English names, both required. */
export function CategoryForm({ category, lastResult, action, cancelTo }: CategoryFormProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const [form, fields] = useBackOfficeForm(category ? categoryUpdateSchema : categorySchema, {
    id: category ? `category-${category.id}-v${category.version}` : "category-new",
    lastResult,
    defaultValue: category ? { nameTr: category.name.tr, nameEn: category.name.en } : undefined,
  });
  const intent = category ? "updateCategory" : "createCategory";

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stacked-form category-form" preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} describe={describe} />
      <EditedRowFields row={category} />
      <TextField field={fields.nameTr} label={t("menuManagement.nameTr")} required describe={describe} lang="tr" autoComplete="off" maxLength={NAME_MAX_LENGTH} data-autofocus />
      <TextField field={fields.nameEn} label={t("menuManagement.nameEn")} required describe={describe} lang="en" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <FormActions intent={intent} label={t("menuManagement.save")} busyLabel={t("menuManagement.saving")} cancel={{ to: cancelTo, label: t("backOffice.cancel") }} preventScrollReset />
    </Form>
  );
}
