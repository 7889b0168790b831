import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { formatPhoneNumber } from "~/lib/phone";
import { DeleteDialog } from "~/ui/delete-dialog";
import { FormErrors } from "~/ui/field-error";
import { EditedRowFields, FormActions, TextField } from "~/ui/form-fields";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { vendorFormSchema, vendorUpdateSchema, type Vendor } from "../vendors";
import { vendorsScreenMessages } from "../vendors-texts";

/** The example number of the number field: a placeholder only, never a value. */
const NUMBER_PLACEHOLDER = "0532 111 22 33";

export interface VendorFormProps extends BackOfficeFormProps {
  /** The saved vendor to edit, or null for the create form. */
  vendor: (Vendor & { id: string }) | null;
  /** The create form's name: a vendor inventory items name that is not saved yet. */
  name?: string;
  /** Why the last delete of this vendor was refused (message references). */
  deleteErrors?: string[];
}

/** A vendor's name, WhatsApp number and contact person: create, or edit and delete. */
export function VendorForm({ vendor, name, lastResult, cancelTo, action, deleteErrors }: VendorFormProps) {
  const t = useT(vendorsScreenMessages);
  const describe = useDescribeMessage(vendorsScreenMessages, "backOffice.invalidValue");
  const [confirming, setConfirming] = useState(false);
  const [form, fields] = useBackOfficeForm(vendor ? vendorUpdateSchema : vendorFormSchema, {
    id: vendor ? `vendor-${vendor.id}-v${vendor.version}` : "vendor-new",
    lastResult,
    defaultValue: vendor
      ? { name: vendor.name, whatsappNumber: vendor.whatsappNumber ? formatPhoneNumber(vendor.whatsappNumber) : "", contactPerson: vendor.contactPerson }
      : { name: name ?? "" },
  });

  return (
    <div className="detail-card">
      <h2>{vendor ? vendor.name : t("vendors.createTitle")}</h2>
      {!vendor && name && <p className="form-note">{t("vendors.notSaved")}</p>}
      <Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
        <p className="form-note">{t("vendors.requiredNote")}</p>
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(deleteErrors ?? [])]} describe={describe} />
        <EditedRowFields row={vendor} />
        <TextField field={fields.name} label={t("vendors.name")} required describe={describe} autoComplete="off" hint={vendor ? t("vendors.renameNote") : undefined} />
        <TextField
          field={fields.whatsappNumber}
          type="tel"
          label={t("vendors.whatsappNumber")}
          hint={t("vendors.whatsappNumberHelp")}
          describe={describe}
          autoComplete="off"
          inputMode="tel"
          placeholder={NUMBER_PLACEHOLDER}
        />
        <TextField field={fields.contactPerson} label={t("vendors.contactPerson")} describe={describe} autoComplete="off" />
        <FormActions intent={vendor ? "update" : "create"} label={vendor ? t("vendors.updateButton") : t("vendors.createButton")} busyLabel={t("vendors.saving")} cancel={{ to: cancelTo, label: t("vendors.cancel") }}>
          {vendor && (
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t("vendors.delete")}
            </button>
          )}
        </FormActions>
      </Form>
      <DeleteDialog row={confirming && vendor ? vendor : null} message={t("vendors.deleteConfirm")} action={action} onClose={() => setConfirming(false)} />
    </div>
  );
}
