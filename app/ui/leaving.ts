import { PAGE_LANGUAGE_FIELD } from "~/i18n/language";

/**
 * When leaving a back-office form asks first (docs/decisions/0045-no-lost-edits.md): pure rules,
 * used by useWarnBeforeLeaving.
 */

/**
 * The parameters of a screen's address that name the row shown or edited (screen-parameters.ts):
 * the form is theirs. A new shopping list's `vendor` draws its quantities; a new vendor's `name`, its
 * form.
 */
export const ROW_PARAMETERS: readonly string[] = ["item", "edit", "category", "in", "new", "vendor", "name"];

interface Address {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation keeps the forms of the screen where they are: the same screen, showing the
 * same row, with only its filters, search, tab or paging changed (typing a search beside the
 * inventory's form). Any other address draws other forms, or none, and what was typed is lost.
 */
export function keepsForms(current: Address, next: Address): boolean {
  if (current.pathname !== next.pathname) return false;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  return ROW_PARAMETERS.every((name) => sameValues(before.getAll(name), after.getAll(name)));
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * The fields a form sends that a person does not type: the row's id and version, the page's
 * language. They are not in the form's default value, so Conform would count them as changes.
 */
const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set(["id", "version", "intent", PAGE_LANGUAGE_FIELD]);

/** Conform's `shouldDirtyConsider`: only what a person can change makes a form unsaved. */
export function isTypedField(name: string): boolean {
  return !BOOKKEEPING_FIELDS.has(name);
}

/** Whether a form sent with this method writes: a write is never held back, nor its reply's redirect. */
export function isWriteMethod(method: string): boolean {
  return method.toLowerCase() !== "get" && method.toLowerCase() !== "dialog";
}

/**
 * The keys of the forms that hold typing not yet saved, with the form under `key` counted in or out:
 * `forms` itself when it already says so, so that nothing draws again.
 */
export function withFormTyping(forms: ReadonlySet<string>, key: string, typing: boolean): ReadonlySet<string> {
  if (forms.has(key) === typing) return forms;
  const next = new Set(forms);
  if (typing) next.add(key);
  else next.delete(key);
  return next;
}
