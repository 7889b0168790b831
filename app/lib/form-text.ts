/**
 * Control characters (other than tab and line breaks) that no person types: PostgreSQL refuses a
 * NUL in text outright, and the others only hide what a field says. Forms refuse them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * The fields of a form whose text holds a NUL. No person types one, and PostgreSQL refuses it in
 * any text, a name as much as an id looked up: every form's fields are checked for it before their
 * schema (form-action.server.ts). The other control characters are each field's schema's to refuse,
 * or to clean (an embed code).
 */
export function fieldsHoldingNul(entries: Iterable<[string, unknown]>): string[] {
  const names = new Set<string>();
  for (const [name, value] of entries) if (typeof value === "string" && value.includes("\u0000")) names.add(name);
  return [...names];
}
