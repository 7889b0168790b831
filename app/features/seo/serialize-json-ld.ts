/** JSON that is safe to put inside a script element: only serializeJsonLd makes one. */
export type SerializedJsonLd = string & { readonly __brand: "SerializedJsonLd" };

/**
 * JSON for the inside of a `<script type="application/ld+json">`. The HTML parser ends a script at
 * the first `</script`, whatever the JSON means, and `<!--` changes how it reads on; so `<`, `>` and
 * `&` are written as JSON's \u escapes, which parse back to the same text. They can only occur inside
 * strings, where such escapes are valid. U+2028 and U+2029 are escaped too, for older parsers.
 */
export function serializeJsonLd(data: object): SerializedJsonLd {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`) as SerializedJsonLd;
}
