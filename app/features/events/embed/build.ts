/**
 * Building the output: the only markup an event ever shows is written here, from a provider and an
 * id, never copied from the pasted code. The frame hosts match the site's Content-Security-Policy
 * (frame-src), and no third-party script is ever needed.
 */

export type EmbedProvider = "instagram" | "youtube" | "vimeo" | "twitter";

export interface SafeEmbed {
  provider: EmbedProvider;
  src: string;
  width: number;
  height: number;
  title: string;
}

/** The brief's size for a rewritten Instagram embed: 540 by 600. */
export function instagramEmbed(kind: string, id: string): SafeEmbed {
  // Posts and IGTV videos share the /p/ address; reels have their own.
  const path = kind === "reel" ? "reel" : "p";
  return { provider: "instagram", src: `https://www.instagram.com/${path}/${id}/embed`, width: 540, height: 600, title: "Instagram post" };
}

export function youtubeEmbed(id: string, query: string | undefined): SafeEmbed {
  const start = new URLSearchParams(query ?? "").get("start");
  // The privacy-enhanced host: no cookies until the visitor plays the video.
  const src = `https://www.youtube-nocookie.com/embed/${id}${start !== null && /^\d{1,6}$/.test(start) ? `?start=${start}` : ""}`;
  return { provider: "youtube", src, width: 560, height: 315, title: "YouTube video" };
}

export function vimeoEmbed(id: string, query: string | undefined): SafeEmbed {
  // Unlisted videos only play with their privacy hash.
  const hash = new URLSearchParams(query ?? "").get("h");
  const src = `https://player.vimeo.com/video/${id}${hash !== null && /^[0-9a-f]{1,40}$/.test(hash) ? `?h=${hash}` : ""}`;
  return { provider: "vimeo", src, width: 640, height: 360, title: "Vimeo video" };
}

export function tweetEmbed(id: string): SafeEmbed {
  // The page widgets.js would insert, framed directly, so no third-party script runs on our page.
  return { provider: "twitter", src: `https://platform.twitter.com/embed/Tweet.html?id=${id}`, width: 550, height: 600, title: "Post on X" };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? "");
}

/** The iframe for an embed. Attribute values HTML-escaped. */
export function embedHtml(embed: SafeEmbed): string {
  const video = embed.provider === "youtube" || embed.provider === "vimeo";
  const attributes = [
    `src="${escapeAttribute(embed.src)}"`,
    `width="${embed.width}"`,
    `height="${embed.height}"`,
    `title="${escapeAttribute(embed.title)}"`,
    `loading="lazy"`,
    `referrerpolicy="strict-origin-when-cross-origin"`,
    // Only the players need these; a post or tweet has no business asking for them.
    ...(video ? [`allow="encrypted-media; picture-in-picture; fullscreen"`, "allowfullscreen"] : []),
    // The frame keeps its own origin (these hosts need their cookies and scripts), but may not
    // navigate our page, submit forms on it or open modal dialogs.
    `sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"`,
  ];
  return `<iframe ${attributes.join(" ")}></iframe>`;
}
