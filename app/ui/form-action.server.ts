import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { formLanguage } from "~/i18n/language";
import { LANGUAGES, type Language } from "~/i18n/localize";
import { AppError, HTTP_STATUS, isAppError } from "~/lib/app-error";
import { readFormData } from "~/lib/form-data.server";
import { formLimits } from "~/lib/form-limits";
import { logError, requestAt, type FailureAt } from "~/lib/log.server";
import { fieldsHoldingNul } from "~/lib/form-text";
import type { LanguageSchema } from "~/lib/zod";
import { ERROR_MESSAGE, type BackOfficeMessageKey } from "./back-office-messages";
import type { FormReply } from "./form-reply";
import { screenHref } from "./screen-state";
import { SIGN_IN_PATH } from "~/lib/sign-in-path";

export type { FormReply } from "./form-reply";

/** 'This value is not valid.', next to a field no schema could read. */
const INVALID_VALUE: BackOfficeMessageKey = "backOffice.invalidValue";

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
 * message for an unexpected failure ('Failed to update inventory item'), logged under the request
 * `at`.
 */
export async function submitForm<Schema extends $ZodType>(
  intent: string,
  formData: FormData,
  schema: Schema,
  work: (value: output<Schema>) => Promise<Pick<FormReply, "id" | "url" | "report"> | Response | void>,
  failed: string,
  at: FailureAt,
): Promise<FormReplyResponse | Response> {
  const submission = parseWithZod(formData, { schema });
  const holdingNul = fieldsHoldingNul(formData.entries());
  if (holdingNul.length > 0) {
    const fieldErrors = Object.fromEntries(holdingNul.map((name) => [name, [INVALID_VALUE]]));
    return data<FormReply>({ intent, result: submission.reply({ formErrors: [ERROR_MESSAGE.invalid], fieldErrors }) }, { status: 400 });
  }
  if (submission.status !== "success") return data<FormReply>({ intent, result: submission.reply() }, { status: 400 });
  try {
    const outcome = await work(submission.value);
    if (outcome instanceof Response) return outcome;
    return data<FormReply>({ intent, result: submission.reply({ resetForm: true }), ...outcome });
  } catch (error) {
    return failureReply(intent, submission.reply.bind(submission), error, failed, at);
  }
}

/** A thrown domain failure or an unexpected one, as the reply for the form; an unexpected one is logged under the request `at`. */
export function failureReply(
  intent: string,
  reply: (options: { formErrors: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  error: unknown,
  failed: string,
  at: FailureAt,
): FormReplyResponse | Response {
  if (error instanceof Response) throw error;
  if (isAppError(error)) {
    const result = reply({ formErrors: [error.messageRef ?? ERROR_MESSAGE[error.code]], ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) });
    return data<FormReply>({ intent, result }, { status: HTTP_STATUS[error.code] });
  }
  logError(error, at, failed);
  return data<FormReply>({ intent, result: reply({ formErrors: [failed] }) }, { status: 500 });
}

/** What an intent's `run` is given besides its parsed value. */
export interface IntentContext<User> {
  db: AppLoadContext["db"];
  /** Whoever the route's guard let through. */
  user: User;
  /** The whole form, for what a schema does not carry (a line's place in the form, a file). */
  formData: FormData;
  request: Request;
  context: AppLoadContext;
  /** A redirect back to this screen's address with `changes` to its search (null drops a key). */
  back: (changes: Record<string, string | null>) => Response;
}

/** One button's handling: its form's schema, the write, and the screen's message should it fail unexpectedly. */
export interface Intent<Schema extends $ZodType, User> {
  /** The form's schema, or its schema in each language (perLanguage): the form's page language picks one (formLanguage). */
  schema: Schema | LanguageSchema<Schema>;
  run: (value: output<Schema>, context: IntentContext<User>) => Promise<Pick<FormReply, "id" | "url" | "report"> | Response | void>;
  /** 'Failed to …': a message key, or one chosen from the form (e.g. whether a file was sent). */
  failed: string | ((formData: FormData) => string);
}

/**
 * The `run` of an intent that is one write and nothing else: the domain function, as the person
 * who pressed the button, then back to the screen with `changes` to its address.
 */
export function writeThenBack<Value>(
  write: (db: AppLoadContext["db"], actorId: string, value: Value) => Promise<unknown>,
  changes: Record<string, string | null>,
): (value: Value, context: IntentContext<{ id: string }>) => Promise<Response> {
  return async (value, { db, user, back }) => {
    await write(db, user.id, value);
    return back(changes);
  };
}

interface BackOfficeActionOptions {
  /** More form entries than the default, for a screen whose form is long (formLimits). */
  maxEntries?: number;
}

/**
 * A back-office action, whole: the guard first (on the headers alone, before the body is read; it
 * refuses with a redirect, or with an AppError the form shows), then the form, read within the
 * limits of the intents' own schemas, then the pressed button's intent
 * (docs/decisions/0010-forms.md). Each route's action is this call with its table.
 */
export async function backOfficeAction<User, Schemas extends Record<string, $ZodType>>(
  args: { request: Request; context: AppLoadContext },
  guard: (args: { request: Request; context: AppLoadContext }) => Promise<User>,
  table: { [Name in keyof Schemas]: Intent<Schemas[Name], User> },
  options: BackOfficeActionOptions = {},
): Promise<FormReplyResponse | Response> {
  const at = requestAt(args);
  let user: User;
  try {
    user = await guard(args);
  } catch (error) {
    // A stranger (a session that ended while the page stayed open: 12 hours idle, or its 30 days)
    // is refused where they are, with 401 and the brief's 'User not authenticated' (the status
    // line says it), not sent to sign in: a redirect answering a write is followed at once, and the
    // typing would go with the page.
    // The page's own address, posted without script, still ends at sign-in: its loader sends it
    // there. A guard may refuse with another domain failure the form shows in place. The form is not
    // read yet, so no intent is known.
    const refusal = isSignInRedirect(error) ? new AppError("unauthenticated", { detail: "no session" }) : error;
    if (!isAppError(refusal)) throw error;
    return failureReply("", ({ formErrors }) => ({ status: "error", error: { "": formErrors } }), refusal, "", at);
  }
  const entries = Object.entries(table as Record<string, Intent<$ZodType, User>>);
  const schemaIn = (intent: Intent<$ZodType, User>, language: Language) => (typeof intent.schema === "function" ? intent.schema(language) : intent.schema);
  // Read within what a form may send in either language (the two differ only in how numbers read),
  // then checked in the language its page was shown in, which its numbers are written in.
  const formData = await readFormData(args.request, formLimits(LANGUAGES.flatMap((language) => entries.map(([, intent]) => schemaIn(intent, language))), options.maxEntries));
  const language = formLanguage(formData, args.request);
  const intents = entries.map(([name, intent]) => [name, { ...intent, schema: schemaIn(intent, language) }] as const);
  const url = new URL(args.request.url);
  const context: IntentContext<User> = {
    db: args.context.db,
    user,
    formData,
    request: args.request,
    context: args.context,
    back: (changes) => redirect(screenHref(url.pathname, url.searchParams, changes)),
  };
  const handlers = Object.fromEntries(
    intents.map(([name, intent]) => [
      name,
      (form: FormData) =>
        submitForm(name, form, intent.schema, (value) => intent.run(value, context), typeof intent.failed === "function" ? intent.failed(form) : intent.failed, at),
    ]),
  );
  return dispatchIntent(formData, handlers);
}

/** A guard's redirect to the sign-in page (requireRole's, for a request without a session). */
function isSignInRedirect(error: unknown): boolean {
  if (!(error instanceof Response) || error.status < 300 || error.status >= 400) return false;
  const location = error.headers.get("Location");
  return location !== null && new URL(location, "http://site.invalid").pathname === SIGN_IN_PATH;
}
