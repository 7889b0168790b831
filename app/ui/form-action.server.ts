import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { HTTP_STATUS, isAppError } from "~/lib/app-error";
import { ERROR_MESSAGE } from "./back-office-messages";
import type { FormReply } from "./form-reply";

export type { FormReply } from "./form-reply";

/**
 * The one way a back-office form is handled on the server (docs/decisions/0010-forms.md):
 * the intent names the button that was pressed, the form's zod schema (the same one the browser
 * ran) checks the fields, the domain function does the write, and every failure becomes a status
 * and a message reference in one place: 400 with field errors, 403, 404, 409, 413, 415; an
 * unexpected failure is logged and answered 500 with the screen's own "Failed to …" text.
 */

export type FormReplyResponse = ReturnType<typeof data<FormReply>>;

export type IntentHandler = (formData: FormData) => Promise<FormReplyResponse | Response>;

/** Runs the handler of the form's `intent` (the pressed button's value); an unknown intent is a 400. */
export async function dispatchIntent(formData: FormData, handlers: Record<string, IntentHandler>): Promise<FormReplyResponse | Response> {
  const intent = formData.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) {
    return data<FormReply>({ intent: typeof intent === "string" ? intent.slice(0, 50) : "", result: { status: "error", error: { "": [ERROR_MESSAGE.invalid] } } }, { status: 400 });
  }
  return handler(formData);
}

/**
 * Checks `formData` against `schema` and runs `work` with the parsed value. `failed` is the screen's
 * message for an unexpected failure ('Failed to update inventory item').
 */
export async function submitForm<Schema extends $ZodType>(
  intent: string,
  formData: FormData,
  schema: Schema,
  work: (value: output<Schema>) => Promise<Pick<FormReply, "id" | "url"> | Response | void>,
  failed: string,
): Promise<FormReplyResponse | Response> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data<FormReply>({ intent, result: submission.reply() }, { status: 400 });
  try {
    const outcome = await work(submission.value);
    if (outcome instanceof Response) return outcome;
    return data<FormReply>({ intent, result: submission.reply({ resetForm: true }), ...outcome });
  } catch (error) {
    return failureReply(intent, submission.reply.bind(submission), error, failed);
  }
}

/** A thrown domain failure or an unexpected one, as the reply for the form. */
export function failureReply(
  intent: string,
  reply: (options: { formErrors: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  error: unknown,
  failed: string,
): FormReplyResponse | Response {
  if (error instanceof Response) throw error;
  if (isAppError(error)) {
    const result = reply({ formErrors: [error.messageRef ?? ERROR_MESSAGE[error.code]], ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) });
    return data<FormReply>({ intent, result }, { status: HTTP_STATUS[error.code] });
  }
  console.error(failed, error);
  return data<FormReply>({ intent, result: reply({ formErrors: [failed] }) }, { status: 500 });
}
