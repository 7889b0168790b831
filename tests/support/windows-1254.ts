/** Turkish letters in Windows-1254, the code page in which a Turkish Windows saves plain 'CSV'; the rest of it is ASCII here. */
const TURKISH_LETTERS: Record<string, number> = { Ç: 0xc7, Ğ: 0xd0, İ: 0xdd, Ö: 0xd6, Ş: 0xde, Ü: 0xdc, ç: 0xe7, ğ: 0xf0, ı: 0xfd, ö: 0xf6, ş: 0xfe, ü: 0xfc };

/** A text of ASCII and Turkish letters as the bytes a Turkish spreadsheet program saves it in. */
export function windows1254(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text].map((letter) => {
    const code = TURKISH_LETTERS[letter] ?? letter.charCodeAt(0);
    if (code > 0xff) throw new Error(`${letter} is not in this table of Windows-1254`);
    return code;
  }));
}
