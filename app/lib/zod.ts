import { z } from "zod";
import type { Language } from "~/i18n/localize";

/**
 * zod, set up for this site: every schema imports `z` from here, never from "zod" (lint enforces it).
 *
 * Without `jitless`, zod probes whether it may compile parsers with `new Function()`. The site's
 * Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation: the browser
 * reports it (DevTools' Issues, Lighthouse's best-practices audit) even though zod catches it.
 * Interpreted parsing is plenty fast for form-sized data.
 */
z.config({ jitless: true });

export { z };

/**
 * A schema that reads the page's language: a number field reads `1.500` as 1500 in Turkish
 * (number-text.ts). Built once per language; the form in the browser and the action on the server
 * each pick the one of the page's language (useBackOfficeForm, backOfficeAction).
 */
export type LanguageSchema<Schema> = (language: Language) => Schema;

export function perLanguage<Schema>(build: (language: Language) => Schema): LanguageSchema<Schema> {
  const built: Record<Language, Schema> = { tr: build("tr"), en: build("en") };
  return (language) => built[language];
}
