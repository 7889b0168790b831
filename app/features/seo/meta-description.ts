/** About what search results and link previews show of a page's description. */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * A text for a page's description meta tag: whole when it fits, else cut at the last space before
 * the length with '…' after it (a single word too long is cut inside it). Counted in characters a
 * person sees as one, so an emoji or an accented letter is never split.
 */
export function metaDescription(text: string, length = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(new Intl.Segmenter("tr", { granularity: "grapheme" }).segment(flat), (part) => part.segment);
  if (characters.length <= length) return flat;
  const kept = characters.slice(0, length - 1);
  const space = kept.lastIndexOf(" ");
  const cut = (space > 0 ? kept.slice(0, space) : kept).join("");
  return `${cut.replace(/[\s,;:.–—-]+$/u, "")}…`;
}
