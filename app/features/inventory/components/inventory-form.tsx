import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { kurusToInputValue } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";
import { ALL_UNITS } from "~/lib/units";
import { DeleteDialog } from "~/ui/delete-dialog";
import { FieldError, FormErrors } from "~/ui/field-error";
import { UnitSelect } from "~/ui/unit-select";
import { useBackOfficeForm } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import {
  DEFAULT_INVENTORY_CATEGORY,
  INVENTORY_CATEGORIES,
  INVENTORY_UNITS,
  inventoryFormSchema,
  inventoryUpdateSchema,
  type InventoryItem,
} from "../inventory";
import { inventoryScreenMessages } from "../inventory-texts";

export interface InventoryFormProps {
  /** The item to edit, or null for the create form. */
  item: InventoryItem | null;
  vendors: string[];
  /** The action's last reply, when it answered this form. */
  lastResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
  cancelTo: string;
  /** The address the form posts to: the screen with its filters, so the reply keeps them. */
  action: string;
  /** Why the last delete of this item was refused (message references). */
  deleteErrors?: string[];
}

/** The inventory item form: create, or edit and delete. Checked by the same schema as the action. */
export function InventoryForm({ item, vendors, lastResult, saved, cancelTo, action, deleteErrors }: InventoryFormProps) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(inventoryScreenMessages, "backOffice.invalidValue");
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const schema = item ? inventoryUpdateSchema : inventoryFormSchema;
  const [form, fields] = useBackOfficeForm(schema, {
    id: item ? `inventory-${item.id}-v${item.version}` : "inventory-new",
    lastResult,
    defaultValue: item
      ? {
          name: item.name,
          unit: item.unit,
          price: kurusToInputValue(item.priceKurus, language),
          vendor: item.vendor,
          category: item.category,
          packUnit: item.pack?.unit,
          packAmount: item.pack ? formatQuantity(item.pack.amountMilli, language) : undefined,
          packAmountUnit: item.pack?.amountUnit,
        }
      : { category: DEFAULT_INVENTORY_CATEGORY },
  });
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const intent = item ? "update" : "create";
  const vendorListId = `${form.id}-vendors`;

  return (
    <div className="detail-card">
      <h2>{item ? item.name : t("inventory.createTitle")}</h2>
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("inventory.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        {item && (
          <>
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="version" value={item.version} />
          </>
        )}
        <div className="field">
          <label htmlFor={fields.name.id}>{t("inventory.name")}*</label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" required maxLength={120} />
          <FieldError id={fields.name.errorId} errors={fields.name.errors} describe={describe} />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={fields.unit.id}>{t("inventory.unit")}*</label>
            <UnitSelect field={fields.unit} units={INVENTORY_UNITS} emptyLabel={t("inventory.selectUnit")} required />
            <FieldError id={fields.unit.errorId} errors={fields.unit.errors} describe={describe} />
          </div>
          <div className="field">
            <label htmlFor={fields.price.id}>{t("inventory.price")}*</label>
            {/* Text, not type=number: a number field refuses "12,50", which a Turkish keyboard types. */}
            <input {...getInputProps(fields.price, { type: "text" })} inputMode="decimal" placeholder={language === "tr" ? "0,00" : "0.00"} autoComplete="off" required />
            <FieldError id={fields.price.errorId} errors={fields.price.errors} describe={describe} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={fields.vendor.id}>{t("inventory.vendor")}*</label>
          <input {...getInputProps(fields.vendor, { type: "text" })} list={vendorListId} autoComplete="off" required maxLength={120} />
          <datalist id={vendorListId}>
            {vendors.map((vendor) => (
              <option key={vendor} value={vendor} />
            ))}
          </datalist>
          <FieldError id={fields.vendor.errorId} errors={fields.vendor.errors} describe={describe} />
        </div>
        <div className="field">
          <label htmlFor={fields.category.id}>{t("inventory.category")}*</label>
          <select {...getSelectProps(fields.category)} required>
            {INVENTORY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`inventory.category.${category}`)}
              </option>
            ))}
          </select>
          <FieldError id={fields.category.errorId} errors={fields.category.errors} describe={describe} />
        </div>
        <fieldset className="pack-fields" aria-describedby={`${form.id}-pack-help`}>
          <legend>{t("inventory.pack")}</legend>
          <p className="form-note" id={`${form.id}-pack-help`}>
            {t("inventory.packHelp")}
          </p>
          {/* Read aloud as it is written: 'One şişe, equals 0,7, measured in l'. */}
          <div className="pack-row">
            <span aria-hidden="true">1</span>
            <label htmlFor={fields.packUnit.id} className="visually-hidden">
              {t("inventory.packOne")}
            </label>
            <UnitSelect field={fields.packUnit} units={ALL_UNITS} emptyLabel={t("inventory.packNone")} />
            <span aria-hidden="true">=</span>
            <label htmlFor={fields.packAmount.id} className="visually-hidden">
              {t("inventory.packEquals")}
            </label>
            <input {...getInputProps(fields.packAmount, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={language === "tr" ? "0,7" : "0.7"} />
            <label htmlFor={fields.packAmountUnit.id} className="visually-hidden">
              {t("inventory.packMeasuredIn")}
            </label>
            <UnitSelect field={fields.packAmountUnit} units={ALL_UNITS} emptyLabel={t("inventory.packNone")} />
          </div>
          <FieldError id={fields.packUnit.errorId} errors={fields.packUnit.errors} describe={describe} />
          <FieldError id={fields.packAmount.errorId} errors={fields.packAmount.errors} describe={describe} />
          <FieldError id={fields.packAmountUnit.errorId} errors={fields.packAmountUnit.errors} describe={describe} />
        </fieldset>
        <div className="form-actions">
          <Link to={cancelTo} className="button">
            {t("inventory.cancel")}
          </Link>
          <button type="submit" name="intent" value={intent} className="button button-primary" disabled={submitting === intent}>
            {submitting === intent ? t("inventory.saving") : item ? t("inventory.updateButton") : t("inventory.createButton")}
          </button>
          {item && (
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t("inventory.delete")}
            </button>
          )}
        </div>
        <p className="form-status" role="status">
          {saved ? t("inventory.saved") : ""}
        </p>
      </Form>
      <DeleteDialog row={confirming && item ? item : null} message={t("inventory.deleteConfirm")} action={action} onClose={() => setConfirming(false)} />
    </div>
  );
}
