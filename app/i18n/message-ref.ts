import type { MessageValues, Translate } from "./translate";

/**
 * A message that travels as text (a zod issue, a form error in an action's reply) and is put into
 * words only where it is shown, in the person's language: a catalogue key, with its placeholder
 * values after a `|` when it has any (`"recipes.ingredientRequired|{"n":2}"`).
 */
export type MessageRef = string;

export function messageRef(key: string, values?: MessageValues): MessageRef {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

/**
 * The words of a message reference. A reference that names no known key is shown as the brief's
 * generic text for the field (`fallbackKey`) rather than as a raw key.
 */
export function describeMessage<Key extends string>(
  t: Translate<Key>,
  known: (key: string) => key is Key,
  ref: MessageRef,
  fallbackKey: Key,
): string {
  const bar = ref.indexOf("|");
  const key = bar === -1 ? ref : ref.slice(0, bar);
  let values: MessageValues | undefined;
  if (bar !== -1) {
    try {
      values = JSON.parse(ref.slice(bar + 1)) as MessageValues;
    } catch {
      values = undefined;
    }
  }
  return known(key) ? t(key, values) : t(fallbackKey);
}
