import type { BackOfficeMessageKey } from "./back-office-messages";

/**
 * What a back-office write says once it went through, chosen by the pressed button's intent
 * (docs/decisions/0029-a-word-after-every-write.md): a delete says 'Deleted', a reorder 'Order
 * saved', a restore 'Restored', and every other write (create, update, toggle, complete, bulk,
 * import) 'Saved'. Null for the writes whose own panel already reports how they went: a shopping
 * list's send (opening WhatsApp writes nothing, and its dialog asks whether the message went) and
 * the demo data's populate (its progress).
 */
export function writeStatusKey(intent: string): BackOfficeMessageKey | null {
  if (SPEAKS_FOR_ITSELF.has(intent)) return null;
  if (intent.startsWith("delete")) return "backOffice.deleted";
  if (intent.startsWith("reorder")) return "backOffice.orderSaved";
  if (intent.startsWith("restore")) return "backOffice.restored";
  return "backOffice.saved";
}

/**
 * What a refused write says at the foot of the screen, before its reason: 'Not deleted', 'Order
 * not saved', 'Not restored', 'Not saved'. Every refusal says it, wherever the person has scrolled
 * to; the form or the list still shows the reason where it applies.
 */
export function refusalStatusKey(intent: string): BackOfficeMessageKey {
  if (intent.startsWith("delete")) return "backOffice.notDeleted";
  if (intent.startsWith("reorder")) return "backOffice.orderNotSaved";
  if (intent.startsWith("restore")) return "backOffice.notRestored";
  return "backOffice.notSaved";
}

/**
 * Why an action refused a write, from its reply: the first message for the whole form (a
 * reference: 'error.stale', a feature's own), or "fields" when only fields have messages.
 */
export function refusalReason(reply: unknown): { form: string } | "fields" {
  const error = (reply as { result: { error?: Record<string, string[] | null> | null } }).result.error ?? {};
  const whole = error[""]?.[0];
  return whole === undefined ? "fields" : { form: whole };
}

const SPEAKS_FOR_ITSELF: ReadonlySet<string> = new Set(["openWhatsApp", "confirmSent", "populate"]);

/** Whether an action's answer refuses the write: a form reply with errors (a 4xx, a 409, a 500). */
export function isRefusal(reply: unknown): boolean {
  if (typeof reply !== "object" || reply === null || !("result" in reply)) return false;
  const { result } = reply as { result: unknown };
  return typeof result === "object" && result !== null && (result as { status?: unknown }).status === "error";
}
