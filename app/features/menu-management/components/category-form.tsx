import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/language-context";
import { describeMessage } from "~/i18n/message-ref";
import type { z } from "~/lib/zod";
import { FieldError } from "~/ui/field-error";
import { categorySchema, categoryUpdateSchema, NAME_MAX_LENGTH, type ManagedCategory } from "../menu-management";
import { isMenuManagementScreenMessageKey, menuManagementScreenMessages } from "../menu-management-texts";

export interface CategoryFormProps {
  category: ManagedCategory | null;
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
  cancelTo: string;
}

/** The category form: Turkish and English names, both required. */
export function CategoryForm({ category, lastResult, action, cancelTo }: CategoryFormProps) {
  const t = useT(menuManagementScreenMessages);
  const describe = (ref: string) => describeMessage(t, isMenuManagementScreenMessageKey, ref, "backOffice.invalidValue");
  const navigation = useNavigation();
  const schema = category ? categoryUpdateSchema : categorySchema;
  const [form, fields] = useForm<z.input<typeof categorySchema>, z.output<typeof categorySchema>>({
    id: category ? `category-${category.id}-v${category.version}` : "category-new",
    lastResult,
    defaultValue: category ? { nameTr: category.name.tr, nameEn: category.name.en } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const intent = category ? "updateCategory" : "createCategory";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formErrors = form.errors ?? [];

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stacked-form category-form" preventScrollReset>
      <div id={form.errorId} role="alert" className={formErrors.length > 0 ? "form-errors" : undefined}>
        {formErrors.map((error) => (
          <p key={error}>{describe(error)}</p>
        ))}
      </div>
      {category && (
        <>
          <input type="hidden" name="id" value={category.id} />
          <input type="hidden" name="version" value={category.version} />
        </>
      )}
      <div className="field">
        <label htmlFor={fields.nameTr.id}>{t("menuManagement.nameTr")}*</label>
        <input {...getInputProps(fields.nameTr, { type: "text" })} lang="tr" autoComplete="off" maxLength={NAME_MAX_LENGTH} required data-autofocus />
        <FieldError id={fields.nameTr.errorId} errors={fields.nameTr.errors} describe={describe} />
      </div>
      <div className="field">
        <label htmlFor={fields.nameEn.id}>{t("menuManagement.nameEn")}*</label>
        <input {...getInputProps(fields.nameEn, { type: "text" })} lang="en" autoComplete="off" maxLength={NAME_MAX_LENGTH} required />
        <FieldError id={fields.nameEn.errorId} errors={fields.nameEn.errors} describe={describe} />
      </div>
      <div className="form-actions">
        <Link to={cancelTo} className="button" preventScrollReset>
          {t("backOffice.cancel")}
        </Link>
        <button type="submit" name="intent" value={intent} className="button button-primary" disabled={saving}>
          {saving ? t("menuManagement.saving") : t("menuManagement.save")}
        </button>
      </div>
    </Form>
  );
}
