/** Turkish letters (and the circumflexed vowels of Turkish spelling) as a search compares them. */
const TURKISH_FOLD: Record<string, string> = {
  ç: "c", Ç: "c", ğ: "g", Ğ: "g", ı: "i", I: "i", İ: "i", ö: "o", Ö: "o", ş: "s", Ş: "s", ü: "u", Ü: "u",
  â: "a", Â: "a", î: "i", Î: "i", û: "u", Û: "u",
};

/**
 * Text folded for searching: case, Turkish dotted and dotless i, and accents do not matter, so
 * "sise" finds "Şişe" and "ISOT" finds "isot". Turkish letters are folded by a table; only text
 * with other accents pays for Unicode decomposition (a search folds thousands of names at once).
 */
export function searchKey(text: string): string {
  const folded = text.replace(/[çÇğĞıIİöÖşŞüÜâÂîÎûÛ]/g, (letter) => TURKISH_FOLD[letter] ?? letter).toLowerCase();
  return /[^ -~\t\n\r]/.test(folded) ? folded.normalize("NFD").replace(/\p{M}/gu, "") : folded;
}
