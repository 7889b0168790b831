/**
 * The frame an event shows, from a trusted embed (build.ts makes one from a provider and an id):
 * every attribute of it is written here. A module of its own: guest pages draw frames (EmbedFrame)
 * but never read an embed code, which build.ts and the rest of embed/ are for.
 */

export type EmbedProvider = "instagram" | "youtube" | "vimeo" | "twitter";

/** A trusted embed: the service, and the address and size of the frame built for it. */
export interface SafeEmbed {
  provider: EmbedProvider;
  src: string;
  width: number;
  height: number;
}

/**
 * The frame's attributes, as React names them: the one definition of the frame an event shows
 * (EmbedFrame draws it with its title in the page's language; build.ts's embedHtml writes it as stored).
 */
export function frameAttributes(embed: SafeEmbed) {
  const video = embed.provider === "youtube" || embed.provider === "vimeo";
  return {
    src: embed.src,
    width: embed.width,
    height: embed.height,
    loading: "lazy",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Only the players need these; a post or tweet has no business asking for them.
    ...(video ? { allow: "encrypted-media; picture-in-picture; fullscreen", allowFullScreen: true } : {}),
    // The frame keeps its own origin (these hosts need their cookies and scripts), but may not
    // navigate our page, submit forms on it or open modal dialogs.
    sandbox: "allow-scripts allow-same-origin allow-popups allow-presentation",
  } as const;
}
