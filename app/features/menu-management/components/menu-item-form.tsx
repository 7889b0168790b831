import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES, menuImageUrl, smallestVariant } from "~/features/menu-images/menu-images";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { describeMessage } from "~/i18n/message-ref";
import { kurusToInputValue } from "~/lib/money";
import type { z } from "~/lib/zod";
import { FieldError } from "~/ui/field-error";
import { menuItemSchema, menuItemUpdateSchema, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, type ManagedCategory, type ManagedMenuItem } from "../menu-management";
import { isMenuManagementScreenMessageKey, menuManagementScreenMessages } from "../menu-management-texts";

export interface MenuItemFormProps {
  item: ManagedMenuItem | null;
  categories: ManagedCategory[];
  /** The category a new item starts in (the section its Add button was in). */
  defaultCategoryId: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
  cancelTo: string;
}

/** The menu item form, in its modal: the brief's fields, checked by the same schema as the action. */
export function MenuItemForm({ item, categories, defaultCategoryId, lastResult, action, cancelTo }: MenuItemFormProps) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  const describe = (ref: string) => describeMessage(t, isMenuManagementScreenMessageKey, ref, "backOffice.invalidValue");
  const navigation = useNavigation();
  const schema = item ? menuItemUpdateSchema : menuItemSchema;
  const [form, fields] = useForm<z.input<typeof menuItemSchema>, z.output<typeof menuItemSchema>>({
    id: item ? `menu-item-${item.id}-v${item.version}` : "menu-item-new",
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
        }
      : { categoryId: defaultCategoryId ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const intent = item ? "updateItem" : "createItem";
  const currentImage = item?.image ? smallestVariant(item.image) : null;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = [...new Set(Object.values(form.allErrors).flat())];
  const text = (name: "nameTr" | "nameEn" | "secondaryTr" | "secondaryEn", label: string, lang: "tr" | "en", required: boolean) => (
    <div className="field">
      <label htmlFor={fields[name].id}>
        {label}
        {required && "*"}
      </label>
      <input {...getInputProps(fields[name], { type: "text" })} lang={lang} autoComplete="off" maxLength={required ? NAME_MAX_LENGTH : TEXT_MAX_LENGTH} required={required} />
      <FieldError id={fields[name].errorId} errors={fields[name].errors} describe={describe} />
    </div>
  );
  const textarea = (name: "descriptionTr" | "descriptionEn", label: string, lang: "tr" | "en") => (
    <div className="field">
      <label htmlFor={fields[name].id}>{label}</label>
      <textarea {...getTextareaProps(fields[name])} lang={lang} rows={3} maxLength={TEXT_MAX_LENGTH} />
      <FieldError id={fields[name].errorId} errors={fields[name].errors} describe={describe} />
    </div>
  );

  return (
    // Multipart: the form may carry an image file.
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="stacked-form menu-item-form" preventScrollReset>
      <div id={form.errorId} role="alert" className={errors.length > 0 ? "form-errors" : undefined}>
        {errors.length > 0 && (
          <>
            <p>{t("menuManagement.errorsTitle")}</p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{describe(error)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {item && (
        <>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
        </>
      )}
      <div className="field">
        <label htmlFor={fields.categoryId.id}>{t("menuManagement.category")}*</label>
        <select {...getSelectProps(fields.categoryId)} required data-autofocus>
          <option value="">{t("menuManagement.chooseCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {localize(category.name, language)}
            </option>
          ))}
        </select>
        <FieldError id={fields.categoryId.errorId} errors={fields.categoryId.errors} describe={describe} />
      </div>
      <div className="field-row">
        {text("nameTr", t("menuManagement.nameTr"), "tr", true)}
        {text("nameEn", t("menuManagement.nameEn"), "en", true)}
      </div>
      <div className="field">
        <label htmlFor={fields.price.id}>{t("menuManagement.price")}*</label>
        {/* Text with a decimal keyboard, not a number field: `12,50` must be accepted (docs/decisions/0010-forms.md). */}
        <input {...getInputProps(fields.price, { type: "text" })} inputMode="decimal" placeholder="0.00" autoComplete="off" required className="price-input" />
        <FieldError id={fields.price.errorId} errors={fields.price.errors} describe={describe} />
      </div>
      <div className="field-row">
        {text("secondaryTr", t("menuManagement.secondaryTr"), "tr", false)}
        {text("secondaryEn", t("menuManagement.secondaryEn"), "en", false)}
      </div>
      <p className="field-hint">{t("menuManagement.secondaryHint")}</p>
      <div className="field-row">
        {textarea("descriptionTr", t("menuManagement.descriptionTr"), "tr")}
        {textarea("descriptionEn", t("menuManagement.descriptionEn"), "en")}
      </div>
      <div className="field menu-item-image-field">
        <label htmlFor={fields.image.id}>{t("menuImages.image")}</label>
        {currentImage && (
          <div className="menu-item-image-current">
            <img
              src={menuImageUrl(currentImage)}
              alt={t("menuImages.current")}
              width={currentImage.width}
              height={currentImage.height}
              className="menu-item-image-thumb"
            />
            <div className="checkbox-field">
              <input {...getInputProps(fields.removeImage, { type: "checkbox" })} />
              <label htmlFor={fields.removeImage.id}>{t("menuImages.remove")}</label>
            </div>
          </div>
        )}
        <input {...getInputProps(fields.image, { type: "file", ariaDescribedBy: fields.image.descriptionId })} accept={ACCEPTED_IMAGE_TYPES} />
        <p className="field-hint" id={fields.image.descriptionId}>
          {t("menuImages.hint", { mb: MAX_IMAGE_MEGABYTES })}
        </p>
        <FieldError id={fields.image.errorId} errors={fields.image.errors} describe={describe} />
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
