import { z } from "~/lib/zod";
import type { Language } from "~/i18n/localize";
import { combineMessages } from "~/i18n/messages/define-messages";
import { translator, type FeatureMessageKey, type Translate } from "~/i18n/translate";
import { contactFormCheckMessages } from "./contact-form-check-messages";
import { contactFormMessages } from "./contact-form-messages";
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactField, type ContactSubject } from "./contact-form-fields";

/**
 * The contact form's checks and its e-mail. With zod, which is sizeable, so the form's screen loads
 * this module only when the visitor starts on the form (contact-message-form.tsx); what the form
 * needs to be drawn is in contact-form-fields.ts.
 */


const ERROR_KEYS = [
  "contactForm.error.nameRequired",
  "contactForm.error.nameTooLong",
  "contactForm.error.emailRequired",
  "contactForm.error.emailInvalid",
  "contactForm.error.emailTooLong",
  "contactForm.error.phoneInvalid",
  "contactForm.error.phoneTooLong",
  "contactForm.error.subjectInvalid",
  "contactForm.error.messageRequired",
  "contactForm.error.messageTooLong",
] as const satisfies readonly FeatureMessageKey<typeof contactFormCheckMessages>[];
export type ContactFormErrorKey = (typeof ERROR_KEYS)[number];

const error = (key: ContactFormErrorKey) => ({ error: key });

// Digits with the separators people type (+90 (532) 555-01-23), and enough digits to be a number.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 7;

/** One schema for the form: its error messages are catalogue keys, shown in the page's language. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, error("contactForm.error.nameRequired"))
    .max(CONTACT_LIMITS.name, error("contactForm.error.nameTooLong")),
  email: z
    .string()
    .trim()
    .min(1, error("contactForm.error.emailRequired"))
    .max(CONTACT_LIMITS.email, error("contactForm.error.emailTooLong"))
    .pipe(z.email(error("contactForm.error.emailInvalid"))),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, error("contactForm.error.phoneTooLong"))
    .refine(
      (phone) => phone === "" || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS),
      error("contactForm.error.phoneInvalid"),
    ),
  // "" is the 'select a subject' placeholder: no subject chosen.
  subject: z
    .enum([...CONTACT_SUBJECTS, ""], error("contactForm.error.subjectInvalid"))
    .transform((subject) => (subject === "" ? null : subject)),
  message: z
    .string()
    .trim()
    .min(1, error("contactForm.error.messageRequired"))
    .max(CONTACT_LIMITS.message, error("contactForm.error.messageTooLong")),
});

/** What the form holds: every field as typed. */
export type ContactFormInput = Record<ContactField, string>;
/** What a valid form means: trimmed, with no subject as null. */
export type ContactFormValues = z.output<typeof contactFormSchema>;

export interface ContactFieldError {
  key: ContactFormErrorKey;
  values?: { max: number };
}
export type ContactFormErrors = Partial<Record<ContactField, ContactFieldError>>;

export type ContactFormResult =
  | { ok: true; values: ContactFormValues }
  | { ok: false; errors: ContactFormErrors; firstInvalid: ContactField };

function isContactField(value: unknown): value is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(value);
}

function isErrorKey(value: string): value is ContactFormErrorKey {
  return (ERROR_KEYS as readonly string[]).includes(value);
}

function fieldError(field: ContactField, message: string): ContactFieldError {
  const fallback: Record<ContactField, ContactFormErrorKey> = {
    name: "contactForm.error.nameRequired",
    email: "contactForm.error.emailInvalid",
    phone: "contactForm.error.phoneInvalid",
    subject: "contactForm.error.subjectInvalid",
    message: "contactForm.error.messageRequired",
  };
  const key = isErrorKey(message) ? message : fallback[field];
  if (key.endsWith("TooLong") && field !== "subject") return { key, values: { max: CONTACT_LIMITS[field] } };
  return { key };
}

/** Checks the form: the values to send, or one message per bad field and the first bad field. */
export function validateContactForm(input: ContactFormInput): ContactFormResult {
  const parsed = contactFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: ContactFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The first problem of a field is the one worth telling.
    if (isContactField(field) && !errors[field]) errors[field] = fieldError(field, issue.message);
  }
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]) ?? "name";
  return { ok: false, errors, firstInvalid };
}

/**
 * The texts the form shows once its checks have run: a field's message (a `ContactFieldError`'s key
 * and values) and the note after a send. They come with this module, not with the page.
 */
export function checkedFormTranslator(language: Language): Translate<FeatureMessageKey<typeof contactFormCheckMessages>> {
  return translator(language, contactFormCheckMessages);
}

/** The e-mail's words, and the subjects' names the form's list shows. */
const mailMessages = combineMessages(contactFormMessages, contactFormCheckMessages);

/** The label of a subject in a language; no subject reads 'general inquiry'. */
export function contactSubjectLabel(subject: ContactSubject | null, language: Language): string {
  const t = translator(language, mailMessages);
  return subject === null ? t("contactForm.mail.generalInquiry") : t(`contactForm.subject.${subject}`);
}

// Mail apps expect CRLF line breaks in a mailto body (RFC 6068).
const CRLF = "\r\n";

/**
 * A mailto: address that opens the visitor's mail app with the message written out, addressed to
 * the restaurant. Empty optional values read 'not provided'.
 */
export function buildContactMailto(values: ContactFormValues, language: Language, restaurantEmail: string): string {
  const t = translator(language, mailMessages);
  const subjectLabel = contactSubjectLabel(values.subject, language);
  const notProvided = t("contactForm.mail.notProvided");
  const body = [
    `${t("contactForm.mail.name")}: ${values.name}`,
    `${t("contactForm.mail.email")}: ${values.email}`,
    `${t("contactForm.mail.phone")}: ${values.phone || notProvided}`,
    `${t("contactForm.mail.subjectLine")}: ${subjectLabel}`,
    "",
    `${t("contactForm.mail.message")}:`,
    values.message.replace(/\r\n|\r|\n/g, CRLF),
  ].join(CRLF);
  const subject = t("contactForm.mail.subject", { subject: subjectLabel });
  return `mailto:${restaurantEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
