import type { Language } from "./localize";
import type { FeatureMessages } from "./messages/define-messages";
import { en, type CoreMessageKey, type CoreMessages } from "./messages/en";
import { tr } from "./messages/tr";

export type { CoreMessageKey } from "./messages/en";
export type { FeatureMessageKey, FeatureMessages } from "./messages/define-messages";

// Only the core texts (shell and public pages): every page loads this module, so a feature's texts
// come in through the catalogue its own modules pass to `translator` or `useT`.
const coreMessages: Record<Language, CoreMessages> = { en, tr };

export type MessageValues = Record<string, string | number>;

/** Fills `{name}` placeholders; one without a value stays visible, so the gap shows on the page. */
function fillPlaceholders(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The text of a core key in a language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: CoreMessageKey, values?: MessageValues): string {
  return fillPlaceholders(coreMessages[language][key], values);
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
  return (key, values) => fillPlaceholders(own && Object.hasOwn(own, key) ? own[key]! : core[key]!, values);
}
