import type { SubmissionResult } from "@conform-to/react";

/** What an action answers to a form: Conform's result (field and form errors), for that intent. */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
  /** The row the action created or changed. */
  id?: string;
  /** An address the screen opens for the person, e.g. WhatsApp's click-to-chat after a send. */
  url?: string;
}
