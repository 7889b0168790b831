import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";
import { useLanguage } from "~/i18n/language-context";
import type { Language } from "~/i18n/localize";
import type { LanguageSchema } from "~/lib/zod";
import { isTypedField } from "./leaving";
import { useReplyToKeptRow, useReportTyping } from "./row-kept-while-typing";
import { useWarnBeforeLeaving } from "./warn-before-leaving";

/** What a screen gives each of its back-office forms, besides the row the form is about. */
export interface BackOfficeFormProps {
  /** The action's last reply, when it answered this form (resultOf). */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where the form posts: the screen's address with its state (a modal open, its filters), so the reply keeps them. */
  action: string;
  /** The screen without the form: where Cancel goes. */
  cancelTo: string;
}

export interface BackOfficeFormOptions<Schema extends $ZodType> {
  /** Changes with the row's version, so a saved or reloaded row starts a fresh form. */
  id: string;
  /** The action's reply to this form (resultOf). */
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<input<Schema>>;
}

type FormSchema = $ZodType<unknown, Record<string, unknown>>;
/** The schema itself, or the one of a language (each of a union's members, as a ternary gives). */
type Resolved<Given> = Given extends LanguageSchema<infer Schema> ? Schema : Given;

/**
 * A back-office form, checked in the browser by the same schema the action checks it with
 * (docs/decisions/0010-forms.md). Checked on submit, not on leaving a field: a message appearing
 * as a field loses the focus would push the buttons below it down under the pointer, and the
 * click on Save would miss. Once shown, messages follow the typing. While it holds typing not yet
 * saved, leaving it asks first (useWarnBeforeLeaving).
 *
 * Its numbers are read in the language they are written in, the third of what it returns, which the
 * form sends (`<PageLanguageField language={…} />`) and a schema of a language (perLanguage) checks
 * them in, as the action will. That is the page's language, but for a form that holds typing when
 * the page switches language: `1,125` kg, written on a Turkish page, stays 1.125 kg, and not 1125
 * as the English page would read it. A form with no typing is drawn again in the new language.
 * Inside a RowKeptWhileTyping, the typing also keeps the row's version it was begun on.
 */
export function useBackOfficeForm<Given extends FormSchema | LanguageSchema<FormSchema>>(schemaOrPerLanguage: Given, options: BackOfficeFormOptions<Resolved<Given>>) {
  const pageLanguage = useLanguage();
  const [writtenIn, setWrittenIn] = useState(pageLanguage);
  const typed = useRef(false);
  const writtenBefore = useRef(writtenIn);
  let language: Language = writtenIn;
  if (pageLanguage !== writtenIn && !typed.current) {
    setWrittenIn(pageLanguage);
    language = pageLanguage;
  }
  const schema = (typeof schemaOrPerLanguage === "function" ? schemaOrPerLanguage(language) : schemaOrPerLanguage) as Resolved<Given>;
  const lastResult = useReplyToKeptRow(options.lastResult);
  const conform = useForm<input<Resolved<Given>>, output<Resolved<Given>>, string[]>({
    ...options,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [form, fields] = conform;
  // The form's own `dirty` counts the row's version and the page's language, which are in the
  // value but not always in the default: a field at a time leaves them out.
  const typedNames = form.dirty ? [...new Set([...Object.keys(form.value ?? {}), ...Object.keys(form.initialValue ?? {})])].filter(isTypedField) : [];
  const unsaved = typedNames.some((name) => (fields as Record<string, { dirty: boolean } | undefined>)[name]?.dirty === true);
  useEffect(() => {
    typed.current = unsaved;
  });
  // Drawn anew from its defaults, which the page now writes in its new language. After Conform has
  // taken them (its effects run first), and through the form's own reset, the one that reads them.
  useLayoutEffect(() => {
    if (language !== writtenBefore.current) document.forms.namedItem(form.id)?.reset();
    writtenBefore.current = language;
  }, [language, form.id]);
  useWarnBeforeLeaving(unsaved);
  useReportTyping(unsaved);
  const errorId = form.errorId;
  useEffect(() => {
    // A refusal of the whole form (someone else saved first) has no field to go to: the person is
    // taken to its message at the head of the form, which on a long form or in a modal may be far
    // above the button they pressed.
    if (!refusesWholeForm(lastResult)) return;
    const message = document.getElementById(errorId);
    message?.focus();
    message?.scrollIntoView({ block: "nearest" });
  }, [lastResult, errorId]);
  return [...conform, language] as const;
}

/** Whether a reply refuses the form as a whole: a message for the form, none for any field. */
export function refusesWholeForm(result: SubmissionResult<string[]> | undefined): boolean {
  if (result?.status !== "error" || !result.error) return false;
  const messages = Object.entries(result.error);
  return messages.some(([name, each]) => name === "" && (each?.length ?? 0) > 0) && messages.every(([name, each]) => name === "" || (each?.length ?? 0) === 0);
}
