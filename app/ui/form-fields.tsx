import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import type { InputHTMLAttributes, MouseEvent, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { PAGE_LANGUAGE_FIELD } from "~/i18n/language";
import type { Language } from "~/i18n/localize";
import { Choices, type Choice } from "./choices";
import { FieldError } from "./field-error";
import { RowSavedMeanwhileNote } from "./row-kept-while-typing";
import { usePendingIntent } from "./use-pending-intent";

/**
 * The one way a back-office form draws a field (docs/decisions/0010-forms.md): a label, the
 * control, its hint and its messages, wired by Conform. The control's id, name, default value,
 * `aria-invalid` and `aria-describedby` come from the field; everything else a form passes on to
 * the control as it is (`autoComplete`, `inputMode`, `lang`, a class, `data-autofocus`). Never `maxLength`:
 * it cuts pasted text without a word; the schema's message says the limit beside the field.
 */

type Field<Schema, FormSchema extends Record<string, unknown>> = FieldMetadata<Schema, FormSchema, string[]>;

/** Puts a message reference into words (`useDescribeMessage`). */
export type Describe = (ref: string) => string;

/** What the control does not take from the form: Conform sets these from the field. */
type ConformSet = "id" | "name" | "form" | "defaultValue" | "defaultChecked" | "required" | "children";

export interface LabelledFieldProps<Schema, FormSchema extends Record<string, unknown>> {
  field: Field<Schema, FormSchema>;
  /** Text, or text with a sign beside it (a declaration's). */
  label: ReactNode;
  /** Marks the label with `*` (the form's note says what it means). */
  required?: boolean;
  /** A hint under the control, at the field's `descriptionId`; the control must point to it. */
  hint?: string;
  describe: Describe;
  /** A class besides `field`. */
  className?: string;
  /** The control, and anything shown beside it (a datalist, the current image). */
  children: ReactNode;
}

/** A field's frame around a control the form draws itself: a unit choice, a file, a choice that changes. */
export function LabelledField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  required = false,
  hint,
  describe,
  className,
  children,
}: LabelledFieldProps<Schema, FormSchema>) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={field.id}>
        {label}
        {required && "*"}
      </label>
      {children}
      {hint !== undefined && (
        <p className="field-hint" id={field.descriptionId}>
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} errors={field.errors} describe={describe} />
    </div>
  );
}

interface ControlFieldProps<Schema, FormSchema extends Record<string, unknown>> extends Omit<LabelledFieldProps<Schema, FormSchema>, "children" | "className"> {
  /** The id of a hint outside the field that the control points to (one hint under two fields). */
  describedBy?: string;
}

/**
 * A control field's props, split: the frame's, the control's `aria-describedby` besides its
 * messages (its own hint, or one it shares), and what goes to the control as it is.
 */
function splitFieldProps<Schema, FormSchema extends Record<string, unknown>, Rest>({
  field,
  label,
  required = false,
  hint,
  describedBy,
  describe,
  ...attributes
}: ControlFieldProps<Schema, FormSchema> & Rest) {
  const frame = { field, label, required, hint, describe };
  return { frame, ariaDescribedBy: hint !== undefined ? field.descriptionId : describedBy, attributes };
}

export interface TextFieldProps<Schema, FormSchema extends Record<string, unknown>>
  extends ControlFieldProps<Schema, FormSchema>,
    Omit<InputHTMLAttributes<HTMLInputElement>, ConformSet | "type"> {
  /** A price or a quantity is "text" with an `inputMode`, not "number": "12,50" must be accepted. */
  type?: "text" | "tel" | "email" | "url" | "number";
}

/** A labelled input: a name, a price, a phone number, a 24-hour time. `required` marks the label and the input. */
export function TextField<Schema, FormSchema extends Record<string, unknown>>({ type = "text", ...props }: TextFieldProps<Schema, FormSchema>) {
  const { frame, ariaDescribedBy, attributes } = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      <input {...getInputProps(frame.field, { type, ariaDescribedBy })} {...attributes} required={frame.required} />
    </LabelledField>
  );
}

export interface TextareaFieldProps<Schema, FormSchema extends Record<string, unknown>>
  extends ControlFieldProps<Schema, FormSchema>,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ConformSet> {}

/** A labelled textarea: a description, an embed code. */
export function TextareaField<Schema, FormSchema extends Record<string, unknown>>(props: TextareaFieldProps<Schema, FormSchema>) {
  const { frame, ariaDescribedBy, attributes } = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      <textarea {...getTextareaProps(frame.field, { ariaDescribedBy })} {...attributes} required={frame.required} />
    </LabelledField>
  );
}

export interface SelectFieldProps<Schema, FormSchema extends Record<string, unknown>>
  extends ControlFieldProps<Schema, FormSchema>,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, ConformSet> {
  choices: readonly Choice[];
  /** The first option, which chooses nothing; none: one of `choices` is always chosen. */
  emptyLabel?: string;
}

/** A labelled select: a category, a type. */
export function SelectField<Schema, FormSchema extends Record<string, unknown>>({ choices, emptyLabel, ...props }: SelectFieldProps<Schema, FormSchema>) {
  const { frame, ariaDescribedBy, attributes } = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      <select {...getSelectProps(frame.field, { ariaDescribedBy })} {...attributes} required={frame.required}>
        <Choices choices={choices} emptyLabel={emptyLabel} />
      </select>
    </LabelledField>
  );
}

export interface CheckboxFieldProps<Schema, FormSchema extends Record<string, unknown>> extends Omit<InputHTMLAttributes<HTMLInputElement>, ConformSet | "type"> {
  field: Field<Schema, FormSchema>;
  label: string;
}

/** A checkbox with its label after it: 'Active', 'Closed', 'Remove image'. */
export function CheckboxField<Schema, FormSchema extends Record<string, unknown>>({ field, label, ...attributes }: CheckboxFieldProps<Schema, FormSchema>) {
  return (
    <div className="checkbox-field">
      <input {...getInputProps(field, { type: "checkbox" })} {...attributes} />
      <label htmlFor={field.id}>{label}</label>
    </div>
  );
}

export interface HintedFieldsetProps {
  legend: string;
  hint: string;
  /** The hint's id, which the fieldset points to, so the group is read out with it. */
  hintId: string;
  /** The hint's look: a "field-hint" under a field's group, a "form-note" before a row of fields. */
  hintClassName?: "field-hint" | "form-note";
  className?: string;
  children: ReactNode;
}

/** A group of fields with a legend and one hint for the whole group: a pack, a yield, the phones. */
export function HintedFieldset({ legend, hint, hintId, hintClassName = "field-hint", className, children }: HintedFieldsetProps) {
  return (
    <fieldset className={className} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p className={hintClassName} id={hintId}>
        {hint}
      </p>
      {children}
    </fieldset>
  );
}

/**
 * The row an edit form changes, sent back with the form: its id, and the version the person saw,
 * so a save over someone else's newer one is refused (docs/decisions/0009-write-path.md).
 * Nothing for a create form.
 */
export function EditedRowFields({ row }: { row: { id: string | number; version: number } | null }) {
  if (!row) return null;
  return (
    <>
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="version" value={row.version} />
    </>
  );
}

/**
 * The language a form's numbers are written in, sent with it so the action reads them so
 * (formLanguage): `1,500` kg is 1.5 written on a Turkish page, whatever another tab has switched the
 * language cookie to meanwhile, or the page itself once typing began (useBackOfficeForm).
 */
export function PageLanguageField({ language }: { language: Language }) {
  return <input type="hidden" name={PAGE_LANGUAGE_FIELD} value={language} />;
}

/**
 * A submit button's state while its form is on its way: it sends nothing more, and says so, but is
 * not `disabled`, since a disabled button drops the focus to the page and a keyboard or screen
 * reader user would start again from its top.
 */
export function busySubmit(busy: boolean): { "aria-disabled"?: true; onClick?: (event: MouseEvent) => void } {
  return busy ? { "aria-disabled": true, onClick: (event) => event.preventDefault() } : {};
}

export interface FormActionsProps {
  /** The value of the submit button's `intent`. */
  intent: string;
  /** The submit button's words ('Save'), and its words while the form is being sent ('Saving…'). */
  label: string;
  busyLabel: string;
  /** Where Cancel goes, and what it says; none: the form has no Cancel. */
  cancel?: { to: string; label: string };
  /** Cancel keeps the page where it is (the form is a modal over a list). */
  preventScrollReset?: boolean;
  /** Buttons after the submit button, e.g. Delete. */
  children?: ReactNode;
}

/**
 * A form's buttons: Cancel, the submit button named by its intent (disabled while it is sent), and any
 * others; above them, in a form kept on its row's version, the note that the row was saved elsewhere.
 */
export function FormActions({ intent, label, busyLabel, cancel, preventScrollReset, children }: FormActionsProps) {
  const busy = usePendingIntent(intent);
  return (
    <>
      <RowSavedMeanwhileNote />
      <div className="form-actions">
        {cancel && (
          <Link to={cancel.to} className="button" preventScrollReset={preventScrollReset}>
            {cancel.label}
          </Link>
        )}
        <button type="submit" name="intent" value={intent} className="button button-primary" {...busySubmit(busy)}>
          {busy ? busyLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}

