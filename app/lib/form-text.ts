/**
 * Control characters (other than tab and line breaks) that no person types: PostgreSQL refuses a
 * NUL in text outright, and the others only hide what a field says. Forms refuse them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}
