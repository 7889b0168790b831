import { formatCount } from "~/lib/count";
import type { Language } from "./localize";
import type { FeatureMessages } from "./messages/define-messages";
import { en, type CoreMessageKey, type CoreMessages } from "./messages/en";
import { tr } from "./messages/tr";

export type { CoreMessageKey } from "./messages/en";
export type { FeatureMessageKey, FeatureMessages } from "./messages/define-messages";

// Only the core texts (shell and public pages): every page loads this module, so a feature's texts
// come in through the catalogue its own modules pass to `translator` or `useT`.
const coreMessages: Record<Language, CoreMessages> = { en, tr };

/**
 * A placeholder's value: a whole number is a count (of dishes, rows, characters), written as the
 * language groups its thousands; anything else (a year, a price, a percentage) comes as text,
 * already written by its own formatter.
 */
export type MessageValues = Record<string, string | number>;

/**
 * Fills `{name}` placeholders, a whole number as the language writes a count ('1.000' in Turkish,
 * '1,000' in English); one without a value stays visible, so the gap shows on the page.
 */
function fillPlaceholders(language: Language, text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) return placeholder;
    const value = values[name];
    return typeof value === "number" && Number.isInteger(value) ? formatCount(value, language) : String(value);
  });
}

/** The text of a core key in a language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: CoreMessageKey, values?: MessageValues): string {
  return fillPlaceholders(language, coreMessages[language][key], values);
}

export type Translate<Key extends string = CoreMessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * `t(key, values)` in a language. Without a catalogue it knows the core keys; with a feature's
 * catalogue (defineMessages) it knows the core keys and that feature's keys.
 */
export function translator<FeatureKey extends string = never>(
  language: Language,
  feature?: FeatureMessages<FeatureKey>,
): Translate<CoreMessageKey | FeatureKey> {
  const core: Readonly<Record<string, string>> = coreMessages[language];
  const own: Readonly<Record<string, string>> | undefined = feature?.[language];
  return (key, values) => fillPlaceholders(language, own && Object.hasOwn(own, key) ? own[key]! : core[key]!, values);
}
