/**
 * Building the output: the frame an event shows is made here from a provider and an id, never
 * copied from the pasted code; its attributes are written in frame.ts, and EmbedFrame adds only
 * its title, in the page's language. The frame hosts match the site's Content-Security-Policy
 * (frame-src), and no third-party script is ever needed.
 */

import { frameAttributes, type SafeEmbed } from "./frame";

export type { EmbedProvider, SafeEmbed } from "./frame";

/** The brief's size for a rewritten Instagram embed: 540 by 600. */
export function instagramEmbed(kind: string, id: string): SafeEmbed {
  // Posts and IGTV videos share the /p/ address; reels have their own.
  const path = kind === "reel" ? "reel" : "p";
  return { provider: "instagram", src: `https://www.instagram.com/${path}/${id}/embed`, width: 540, height: 600 };
}

export function youtubeEmbed(id: string, query: string | undefined): SafeEmbed {
  const start = new URLSearchParams(query ?? "").get("start");
  // The privacy-enhanced host: no cookies until the visitor plays the video.
  const src = `https://www.youtube-nocookie.com/embed/${id}${start !== null && /^\d{1,6}$/.test(start) ? `?start=${start}` : ""}`;
  return { provider: "youtube", src, width: 560, height: 315 };
}

export function vimeoEmbed(id: string, query: string | undefined): SafeEmbed {
  // Unlisted videos only play with their privacy hash.
  const hash = new URLSearchParams(query ?? "").get("h");
  const src = `https://player.vimeo.com/video/${id}${hash !== null && /^[0-9a-f]{1,40}$/.test(hash) ? `?h=${hash}` : ""}`;
  return { provider: "vimeo", src, width: 640, height: 360 };
}

export function tweetEmbed(id: string): SafeEmbed {
  // The page widgets.js would insert, framed directly, so no third-party script runs on our page.
  return { provider: "twitter", src: `https://platform.twitter.com/embed/Tweet.html?id=${id}`, width: 550, height: 600 };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? "");
}

/** React's names of the frame's attributes that HTML spells otherwise. */
const HTML_NAMES: Record<string, string> = { referrerPolicy: "referrerpolicy", allowFullScreen: "allowfullscreen" };

/**
 * The iframe for an embed, as the events manager stores it: what its preview showed. Attribute
 * values HTML-escaped. No title: the stored code is never shown as it is, and a frame's title is
 * written in the language of the page that shows it.
 */
export function embedHtml(embed: SafeEmbed): string {
  const attributes = Object.entries(frameAttributes(embed)).map(([name, value]) =>
    value === true ? HTML_NAMES[name] ?? name : `${HTML_NAMES[name] ?? name}="${escapeAttribute(String(value))}"`,
  );
  return `<iframe ${attributes.join(" ")}></iframe>`;
}
