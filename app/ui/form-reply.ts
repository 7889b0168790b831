import type { SubmissionResult } from "@conform-to/react";

/** What an action answers to a form: Conform's result (field and form errors), for that intent. */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
  /** The row the action created or changed. */
  id?: string;
  /** An address the screen opens for the person, e.g. WhatsApp's click-to-chat after a send. */
  url?: string;
  /** What the write found that the person should see next, e.g. the dishes a new price moved; its screen knows its shape. */
  report?: unknown;
}

/**
 * The action's reply when it answered one of `intents` (the button pressed), else nothing: each form
 * of a screen shows only the reply to its own button.
 */
export function replyTo(reply: FormReply | undefined, ...intents: string[]): FormReply | undefined {
  return reply && intents.includes(reply.intent) ? reply : undefined;
}

/** The last result for the form whose button is `intent` (Conform's `lastResult`). */
export function resultOf(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return replyTo(reply, intent)?.result;
}

/** Why the action refused one of `intents` as a whole (message references), e.g. a delete of a row changed meanwhile. */
export function formErrorsOf(reply: FormReply | undefined, ...intents: string[]): string[] | undefined {
  return replyTo(reply, ...intents)?.result.error?.[""] ?? undefined;
}
