import { embedHtml, type SafeEmbed } from "./embed/build";
import { addressOf, elementsOf, isBlank, readHtml } from "./embed/markup";
import { isLoaderScript, recogniseEmbed, recogniseLink } from "./embed/services";

/**
 * Events are social-media embed codes pasted by an admin. The admin's HTML is never stored or
 * rendered: the code is read (`embed/markup.ts`), recognised as one of a few trusted shapes with
 * only the post or video id taken out of it (`embed/services.ts`), and a fresh iframe is built from
 * that id (`embed/build.ts`). Everything the page ends up showing therefore comes from build.ts.
 */

export type { EmbedProvider, SafeEmbed } from "./embed/build";

/** Longer input is refused outright: real embed codes stay well below it, and it bounds the work. */
export const EMBED_CODE_MAX_LENGTH = 20_000;

/** null when the code is not a trusted embed. */
export function parseEmbed(code: string): SafeEmbed | null {
  if (code.length > EMBED_CODE_MAX_LENGTH) return null;
  // NUL and other control characters have no place in an embed code and confuse parsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(code)) return null;

  // A video's or post's own link, where its Share → Embed code was asked for: the same frame.
  if (/^https?:\/\/\S+$/i.test(code.trim())) return recogniseLink(addressOf(code.trim()));

  const nodes = readHtml(code.trim());
  if (nodes === null || !nodes.every((node) => node.kind === "element" || isBlank(node))) return null;

  // Exactly one embed, optionally followed by its own service's loader script.
  const [embedElement, script, ...rest] = elementsOf(nodes);
  if (embedElement === undefined || rest.length > 0) return null;
  const embed = recogniseEmbed(embedElement);
  if (embed === null) return null;
  if (script !== undefined && !isLoaderScript(script, embed.provider)) return null;
  return embed;
}

/**
 * The iframe HTML to store and render; "" for untrusted code. It runs when an event is saved and
 * again when it is shown, and its own output comes back unchanged.
 */
export function sanitizeEmbed(code: string): string {
  const embed = parseEmbed(code);
  return embed === null ? "" : embedHtml(embed);
}
