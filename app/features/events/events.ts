import type { LocalizedText } from "~/i18n/localize";
import { hasNoControlCharacters } from "~/lib/form-text";
import { rowReferenceFields } from "~/lib/row-reference";
import { z } from "~/lib/zod";
import { EMBED_CODE_MAX_LENGTH, sanitizeEmbed, type SafeEmbed } from "./embed";

/** The longest caption accepted: a few sentences, far more than fits under an embed. */
export const CAPTION_MAX_LENGTH = 500;
/** The highest display order accepted: far beyond any real list, and inside every engine's integer. */
export const DISPLAY_ORDER_MAX = 999_999;

/** An event as the events manager shows and edits it. */
export interface ManagedEvent {
  id: string;
  version: number;
  /** The stored code: the sanitiser's output, saved as it was previewed. */
  embedCode: string;
  /** The stored code read again for showing (what guests see), null when it is not a trusted embed. */
  embed: SafeEmbed | null;
  caption: { tr: string; en: string };
  isActive: boolean;
  showOnHome: boolean;
  showOnEvents: boolean;
  displayOrder: number;
}

/** An event on a public page: its caption in both languages, shown by the brief's lookup order. */
export interface PublicEvent {
  id: string;
  caption: LocalizedText;
  /** The embed, read again on the way out: null when the stored code is not a trusted embed. */
  embed: SafeEmbed | null;
}

/** The brief: a given display order is parsed as an integer and falls back to 0 ("abc", "", none). */
export function parseDisplayOrder(text: string | undefined): number {
  // `|| 0` also turns "-0" into 0.
  return Number.parseInt(text ?? "", 10) || 0;
}

// Messages are catalogue keys (events-manager-messages.ts), put into words where they are shown.

/**
 * The pasted code, replaced by what the sanitiser makes of it: what the preview showed is what is
 * stored. Code it refuses is the brief's 'potentially unsafe content'.
 */
const embedCodeField = z
  .string({ error: "eventsManager.embedRequired" })
  .trim()
  .min(1, "eventsManager.embedRequired")
  .max(EMBED_CODE_MAX_LENGTH, "eventsManager.embedTooLong")
  .transform((code, ctx) => {
    const html = sanitizeEmbed(code);
    if (html === "") {
      ctx.addIssue({ code: "custom", message: "eventsManager.unsafe" });
      return z.NEVER;
    }
    return html;
  });

const captionField = z
  .string({ error: "backOffice.invalidValue" })
  .trim()
  .max(CAPTION_MAX_LENGTH, "eventsManager.captionTooLong")
  // Control characters are invisible on a page, and PostgreSQL refuses NUL in text.
  .refine(hasNoControlCharacters, "backOffice.invalidValue")
  .optional()
  .transform((caption) => caption ?? "");

const displayOrderField = z
  .string({ error: "eventsManager.displayOrderInvalid" })
  .optional()
  .transform(parseDisplayOrder)
  .pipe(z.number().int().min(0, "eventsManager.displayOrderInvalid").max(DISPLAY_ORDER_MAX, "eventsManager.displayOrderTooLarge"));

/** A checkbox: sent as "on" when ticked, not sent at all when not. */
const checkbox = z
  .boolean({ error: "backOffice.invalidValue" })
  .optional()
  .transform((ticked) => ticked === true);

/** The event form, in the browser and again in the action. */
export const eventSchema = z.object({
  embedCode: embedCodeField,
  captionTr: captionField,
  captionEn: captionField,
  displayOrder: displayOrderField,
  isActive: checkbox,
  showOnHome: checkbox,
  showOnEvents: checkbox,
});

export type EventInput = z.output<typeof eventSchema>;

export const eventUpdateSchema = eventSchema.extend(rowReferenceFields);
export const eventDeleteSchema = z.object(rowReferenceFields);
/** Undo of a delete: which event to put back, as it was (Writer.restoreDeleted). */
export const eventRestoreSchema = z.object({ id: rowReferenceFields.id });
/** Activate or Deactivate: the state the admin asked for, not a flip, so a repeated post changes nothing. */
export const eventToggleSchema = z.object({
  ...rowReferenceFields,
  isActive: z.enum(["true", "false"], { error: "backOffice.invalidValue" }).transform((value) => value === "true"),
});

/** The form's starting values for a new event: the brief's defaults (order 0, every box ticked). */
export const NEW_EVENT_DEFAULTS: Readonly<Record<"displayOrder" | "isActive" | "showOnHome" | "showOnEvents", string>> = {
  displayOrder: "0",
  isActive: "on",
  showOnHome: "on",
  showOnEvents: "on",
};
