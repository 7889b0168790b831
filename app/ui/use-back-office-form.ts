import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";

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

/**
 * A back-office form, checked in the browser by the same schema the action checks it with
 * (docs/decisions/0010-forms.md). Checked on submit, not on leaving a field: a message appearing
 * as a field loses the focus would push the buttons below it down under the pointer, and the
 * click on Save would miss. Once shown, messages follow the typing.
 */
export function useBackOfficeForm<Schema extends $ZodType<unknown, Record<string, unknown>>>(schema: Schema, options: BackOfficeFormOptions<Schema>) {
  return useForm<input<Schema>, output<Schema>, string[]>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
