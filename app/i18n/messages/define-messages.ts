/**
 * A feature's texts in both languages. Only the modules that show them import a feature catalogue,
 * so a page's script carries the core texts and the catalogues of its own features, no others.
 */
export interface FeatureMessages<Key extends string> {
  en: Readonly<Record<Key, string>>;
  tr: Readonly<Record<Key, string>>;
}

/** The keys of a feature catalogue, e.g. `FeatureMessageKey<typeof usersMessages>`. */
export type FeatureMessageKey<Messages> = Messages extends FeatureMessages<infer Key> ? Key : never;

/**
 * A feature's texts in both languages. The Turkish object must have exactly the English keys:
 * a missing or extra key is a type error.
 */
export function defineMessages<const En extends Record<string, string>>(
  en: En,
  tr: { [K in keyof En]: string },
): FeatureMessages<keyof En & string> {
  return { en, tr };
}

/** Catalogues as one, for a screen that shows the texts of each (a feature and the shared parts). */
export function combineMessages<Catalogues extends FeatureMessages<string>[]>(...catalogues: Catalogues): FeatureMessages<FeatureMessageKey<Catalogues[number]>> {
  return {
    en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)) as Record<FeatureMessageKey<Catalogues[number]>, string>,
    tr: Object.assign({}, ...catalogues.map((catalogue) => catalogue.tr)) as Record<FeatureMessageKey<Catalogues[number]>, string>,
  };
}
