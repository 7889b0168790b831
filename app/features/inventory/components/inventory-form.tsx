import { getFormProps, getInputProps } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { kurusToInputValue } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";
import type { RowUser } from "~/lib/row-reference";
import { ALL_UNITS } from "~/lib/units";
import { DeleteDialog } from "~/ui/delete-dialog";
import { FieldError, FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, HintedFieldset, LabelledField, PageLanguageField, SelectField, TextField } from "~/ui/form-fields";
import { UnitSelect } from "~/ui/unit-select";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import {
  DEFAULT_INVENTORY_CATEGORY,
  INVENTORY_CATEGORIES,
  INVENTORY_UNITS,
  inventoryFormSchema,
  inventoryUpdateSchema,
  hasPrice,
  type InventoryItem,
} from "../inventory";
import { inventoryScreenMessages } from "../inventory-texts";
import { numberPlaceholder } from "~/lib/number-text";
import { StatementFields } from "~/ui/statement-fields";
import { statementColumns, undeclaredStatements } from "~/lib/declarations";

export interface InventoryFormProps extends BackOfficeFormProps {
  /** The item to edit, or null for the create form. */
  item: InventoryItem | null;
  vendors: string[];
  /** The recipes that use the item: its delete names them first. */
  usedBy?: readonly RowUser[];
  /** Why the last delete of this item was refused (message references). */
  deleteErrors?: string[];
  /**
   * What the price being typed would do, under the price, before saving (the food cost's warning,
   * from a feature above this one): given the saved price, the price field's id, which it follows,
   * and its own id.
   */
  priceWarning?: (savedKurus: number, priceFieldId: string, id: string) => ReactNode;
  /** What the last save found (the dishes its price moved), shown above the form. */
  saveReport?: ReactNode;
  /** The item's price history, under the form. */
  priceHistory?: ReactNode;
}

/** The inventory item form: create, or edit and delete. Checked by the same schema as the action. */
export function InventoryForm({ item, vendors, usedBy = [], lastResult, cancelTo, action, deleteErrors, priceWarning, saveReport, priceHistory }: InventoryFormProps) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(inventoryScreenMessages, "backOffice.invalidValue");
  const [confirming, setConfirming] = useState(false);
  const schema = item ? inventoryUpdateSchema : inventoryFormSchema;
  const [form, fields, formLanguage] = useBackOfficeForm(schema, {
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
          ...statementColumns(item.statements),
        }
      : { category: DEFAULT_INVENTORY_CATEGORY, ...statementColumns(undeclaredStatements()) },
  });
  const intent = item ? "update" : "create";
  const vendorListId = `${form.id}-vendors`;
  const warningId = `${form.id}-price-warning`;
  const warning = item && priceWarning ? priceWarning(item.priceKurus, fields.price.id, warningId) : null;

  return (
    <div className="detail-card">
      <h2>{item ? item.name : t("inventory.createTitle")}</h2>
      {saveReport}
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("inventory.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        <EditedRowFields row={item} />
        <PageLanguageField language={formLanguage} />
        <TextField field={fields.name} label={t("inventory.name")} required describe={describe} autoComplete="off" />
        <div className="field-row">
          <LabelledField field={fields.unit} label={t("inventory.unit")} required describe={describe}>
            <UnitSelect field={fields.unit} units={INVENTORY_UNITS} emptyLabel={t("inventory.selectUnit")} required />
          </LabelledField>
          {/* Text, not type=number: a number field refuses "12,50", which a Turkish keyboard types. */}
          <TextField
            field={fields.price}
            label={t("inventory.price")}
            required
            describe={describe}
            inputMode="decimal"
            placeholder={numberPlaceholder(formLanguage)}
            autoComplete="off"
            describedBy={warning ? warningId : undefined}
          />
        </div>
        {item && !hasPrice(item) && <p className="form-note">{t("inventory.noPriceNote")}</p>}
        {warning}
        <LabelledField field={fields.vendor} label={t("inventory.vendor")} required describe={describe}>
          <input {...getInputProps(fields.vendor, { type: "text" })} list={vendorListId} autoComplete="off" required />
          <datalist id={vendorListId}>
            {vendors.map((vendor) => (
              <option key={vendor} value={vendor} />
            ))}
          </datalist>
        </LabelledField>
        <SelectField
          field={fields.category}
          label={t("inventory.category")}
          required
          describe={describe}
          choices={INVENTORY_CATEGORIES.map((category) => ({ value: category, label: t(`inventory.category.${category}`) }))}
        />
        <HintedFieldset className="pack-fields" legend={t("inventory.pack")} hint={t("inventory.packHelp")} hintId={`${form.id}-pack-help`} hintClassName="form-note">
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
            <input {...getInputProps(fields.packAmount, { type: "text" })} inputMode="decimal" autoComplete="off" placeholder={numberPlaceholder(formLanguage)} />
            <label htmlFor={fields.packAmountUnit.id} className="visually-hidden">
              {t("inventory.packMeasuredIn")}
            </label>
            <UnitSelect field={fields.packAmountUnit} units={ALL_UNITS} emptyLabel={t("inventory.packNone")} />
          </div>
          <FieldError id={fields.packUnit.errorId} errors={fields.packUnit.errors} describe={describe} />
          <FieldError id={fields.packAmount.errorId} errors={fields.packAmount.errors} describe={describe} />
          <FieldError id={fields.packAmountUnit.errorId} errors={fields.packAmountUnit.errors} describe={describe} />
        </HintedFieldset>
        <StatementFields fields={fields} describe={describe} hintId={`${form.id}-allergens-help`} />
        <FormActions intent={intent} label={item ? t("inventory.updateButton") : t("inventory.createButton")} busyLabel={t("inventory.saving")} cancel={{ to: cancelTo, label: t("inventory.cancel") }}>
          {item && (
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t("inventory.delete")}
            </button>
          )}
        </FormActions>
      </Form>
      <DeleteDialog
        row={confirming && item ? item : null}
        message={
          usedBy.length === 0
            ? t("inventory.deleteConfirm")
            : t(usedBy.length === 1 ? "inventory.usedInOneRecipe" : "inventory.usedInRecipes", { count: usedBy.length, names: usedBy.map((recipe) => recipe.name).join(", ") })
        }
        usedBy={usedBy}
        action={action}
        onClose={() => setConfirming(false)}
      />
      {priceHistory}
    </div>
  );
}
