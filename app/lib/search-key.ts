/**
 * Text folded for searching: case, Turkish dotted and dotless i, and accents do not matter, so
 * "sise" finds "Şişe" and "ISOT" finds "isot".
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i");
}
