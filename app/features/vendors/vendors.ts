import { hasNoControlCharacters } from "~/lib/form-text";
import { normalisePhoneNumber } from "~/lib/phone";
import { rowReferenceFields } from "~/lib/row-reference";
import { z } from "~/lib/zod";

/** The longest name or contact person accepted: the inventory's limit for a vendor's name. */
export const MAX_VENDOR_TEXT = 120;
/** The longest phone number accepted as typed, spaces, dashes and brackets included. */
export const MAX_PHONE_TEXT = 40;

/** A vendor as the screens show it: a contact the shopping lists go to. */
export interface Vendor {
  /** Null for a vendor only named on inventory items, not saved as a contact yet. */
  id: string | null;
  name: string;
  /** E.164 (+905321112233), or null while none is known. */
  whatsappNumber: string | null;
  contactPerson: string;
  version: number;
  /** How many inventory items name this vendor. */
  itemCount: number;
}

/**
 * A WhatsApp number as a person types it (`0532 111 22 33`, `+90 532 111 22 33`), kept in E.164,
 * with Türkiye as the country when none is given. `messages`: the screen's catalogue keys, as each
 * form puts its own messages into words.
 */
export function whatsAppNumberField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(MAX_PHONE_TEXT, messages.invalid)
    .transform((text, ctx) => {
      const e164 = normalisePhoneNumber(text);
      if (e164 === null) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      return e164;
    });
}

const optionalText = z.string().trim().max(MAX_VENDOR_TEXT, "vendors.tooLong").refine(hasNoControlCharacters, "backOffice.invalidValue").optional();

const vendorFields = {
  name: z
    .string({ error: "vendors.nameRequired" })
    .trim()
    .min(1, "vendors.nameRequired")
    .max(MAX_VENDOR_TEXT, "vendors.tooLong")
    .refine(hasNoControlCharacters, "backOffice.invalidValue"),
  whatsappNumber: whatsAppNumberField({ required: "vendors.numberInvalid", invalid: "vendors.numberInvalid" })
    .optional()
    .transform((number) => number ?? null),
  contactPerson: optionalText.transform((text) => text ?? ""),
};

/** The vendor form, in the browser and again in the action. The number may be left empty. */
export const vendorFormSchema = z.object(vendorFields);
export type VendorInput = z.output<typeof vendorFormSchema>;

export const vendorUpdateSchema = z.object({ ...vendorFields, ...rowReferenceFields });
export const vendorDeleteSchema = z.object(rowReferenceFields);
