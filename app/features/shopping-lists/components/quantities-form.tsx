import { getFormProps, getInputProps } from "@conform-to/react";
import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCost } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";
import { FieldError, FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, PageLanguageField } from "~/ui/form-fields";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { shoppingListSchema, shoppingListUpdateSchema } from "../shopping-lists";
import { shoppingListsScreenMessages } from "../shopping-lists-texts";
import type { VendorItem } from "../vendors";
import { unitLabel } from "~/lib/units";
import { numberPlaceholder } from "~/lib/number-text";

export interface QuantitiesFormProps extends BackOfficeFormProps {
  vendor: string;
  items: VendorItem[];
  /** The draft being edited (its quantities by inventory item), or null for a new list. */
  draft: { id: string; version: number; quantities: Record<string, number> } | null;
  backTo: string | null;
}

/** One quantity per inventory item of the vendor (step 2 of a new list, or a draft's edit). */
export function QuantitiesForm({ vendor, items, draft, lastResult, action, cancelTo, backTo }: QuantitiesFormProps) {
  const t = useT(shoppingListsScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(shoppingListsScreenMessages, "backOffice.invalidValue");
  const intent = draft ? "update" : "create";
  // Not the vendor's name: ids end up in aria-describedby, where a space would split one in two.
  const newFormId = useId();
  const [form, fields, formLanguage] = useBackOfficeForm(draft ? shoppingListUpdateSchema : shoppingListSchema, {
    id: draft ? `list-${draft.id}-v${draft.version}` : `list-new${newFormId}`,
    lastResult,
    defaultValue: {
      vendor,
      items: items.map((item) => ({ inventoryItemId: item.id, quantity: draft?.quantities[item.id] ? formatQuantity(draft.quantities[item.id]!, language) : "" })),
    },
  });
  const rows = fields.items.getFieldList();
  // Each row is the item it was drawn for, by its id in the form: the page's data loaded again (the
  // language switched, a colleague added, renamed or deleted an item of the vendor) sorts the items
  // anew, and a quantity must stay beside the item it was typed for. An item deleted since is named
  // as it was when the form was drawn; the save then says it is gone.
  const [itemsWhenDrawn] = useState(() => new Map(items.map((item) => [item.id, item])));
  const itemsNow = new Map(items.map((item) => [item.id, item]));

  return (
    <div className="detail-card">
      {backTo && (
        <p className="step-back">
          <Link to={backTo}>{t("shoppingLists.backToVendors")}</Link>
        </p>
      )}
      <h2>{draft ? t("shoppingLists.edit") : t("shoppingLists.stepQuantities")}</h2>
      <p>
        {t("shoppingLists.vendor")}: <strong>{vendor}</strong>
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.items.errors ?? [])]} describe={describe} />
        <input type="hidden" name="vendor" value={vendor} />
        <EditedRowFields row={draft} />
        <PageLanguageField language={formLanguage} />
        <ul className="quantity-rows">
          {rows.map((row) => {
            const line = row.getFieldset();
            const id = line.inventoryItemId.initialValue ?? "";
            const item = itemsNow.get(id) ?? itemsWhenDrawn.get(id);
            if (!item) return null;
            return (
              <li key={row.key} className="quantity-row">
                <input type="hidden" name={line.inventoryItemId.name} value={item.id} />
                <span className="quantity-label">
                  <label htmlFor={line.quantity.id} className="quantity-name">
                    {item.name}
                  </label>
                  <span className="quantity-price">
                    {formatCost(item.priceKurus, language)} / {unitLabel(item.unit, language)}
                  </span>
                </span>
                <span className="quantity-input">
                  <input {...getInputProps(line.quantity, { type: "text" })} inputMode="decimal" placeholder={numberPlaceholder(formLanguage)} autoComplete="off" />
                  <span aria-hidden="true">{unitLabel(item.unit, language)}</span>
                </span>
                <FieldError id={line.quantity.errorId} errors={[...(line.inventoryItemId.errors ?? []), ...(line.quantity.errors ?? [])]} describe={describe} />
              </li>
            );
          })}
        </ul>
        <FormActions
          intent={intent}
          label={draft ? t("shoppingLists.updateButton") : t("shoppingLists.createButton")}
          busyLabel={draft ? t("shoppingLists.saving") : t("shoppingLists.creating")}
          cancel={{ to: cancelTo, label: t("shoppingLists.cancel") }}
        />
      </Form>
    </div>
  );
}
