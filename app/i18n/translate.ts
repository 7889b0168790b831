import type { Language } from "./localize";
import { catalogues, type MessageKey } from "./messages";

export type { MessageKey } from "./messages";

export type MessageValues = Record<string, string | number>;

/** The text of a catalogue key in a language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const text = catalogues[language][key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translator(language: Language): Translate {
  return (key, values) => translate(language, key, values);
}
