import { instagramEmbed, tweetEmbed, vimeoEmbed, youtubeEmbed, type EmbedProvider, type SafeEmbed } from "./build";
import { address, anything, attributesAllowed, classList, contentAllowed, dimension, flag, pattern, type Check, type Grammar } from "./checks";
import { addressAttribute, elementsOf, hasClass, isBlank, isEmpty, type ElementNode } from "./markup";

/**
 * Recognising each service's code: Instagram's quote, YouTube's and Vimeo's frames, X's (Twitter's)
 * quote, each with the loader script the service appends. Only the post or video id is taken out,
 * with strict patterns.
 *
 * Every address pattern is anchored at both ends and spells the host out in full, followed by "/",
 * so look-alikes such as "www.instagram.com.evil.example" or "youtube.com@evil.example" never
 * match. They are tested against the address as a browser reads it (`addressOf`: references
 * decoded, scheme and host in lower case).
 */

/** A query string as the services write it; nothing that could end the URL or start markup. */
const QUERY = String.raw`(?:\?([A-Za-z0-9_.~%=&+-]*))?`;

const INSTAGRAM_ID = "[A-Za-z0-9_-]{5,40}";
const INSTAGRAM_PERMALINK = new RegExp(String.raw`^https://(?:www\.)?instagram\.com/(p|reel|tv)/(${INSTAGRAM_ID})/?${QUERY}$`);
const INSTAGRAM_LINK = /^https:\/\/(?:www\.)?instagram\.com\/[A-Za-z0-9_.~%=&+?/-]*$/;
const INSTAGRAM_SCRIPT = /^(?:https:)?\/\/(?:www\.)?instagram\.com\/embed\.js$/;
/** The iframe this module writes, so that sanitising twice changes nothing. */
const INSTAGRAM_FRAME = new RegExp(String.raw`^https://(?:www\.)?instagram\.com/(p|reel|tv)/(${INSTAGRAM_ID})/embed/?$`);

const YOUTUBE_FRAME = new RegExp(
  String.raw`^(?:https?:)?//(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)/embed/([A-Za-z0-9_-]{11})${QUERY}$`,
);
/** Paths under /embed/ that are eleven characters long but are not video ids. */
const YOUTUBE_NOT_IDS = new Set(["videoseries", "live_stream"]);

const VIMEO_FRAME = new RegExp(String.raw`^(?:https:)?//player\.vimeo\.com/video/(\d{1,12})/?${QUERY}$`);
const VIMEO_SCRIPT = /^(?:https:)?\/\/player\.vimeo\.com\/api\/player\.js$/;

const TWEET_LINK = new RegExp(String.raw`^https?://(?:(?:www|mobile)\.)?(?:twitter|x)\.com/[A-Za-z0-9_]{1,15}/status/(\d{1,20})/?${QUERY}$`);
const TWITTER_LINK = /^https?:\/\/(?:(?:www|mobile)\.)?(?:twitter\.com|x\.com|t\.co)\/[A-Za-z0-9_.~%=&+?/#-]*$/;
const TWITTER_SCRIPT = /^(?:https:)?\/\/platform\.twitter\.com\/widgets\.js$/;
const TWITTER_FRAME = /^https:\/\/platform\.twitter\.com\/embed\/Tweet\.html\?id=(\d{1,20})$/;

/** A video's or post's own address, as its Share button or the address bar gives it. */
const YOUTUBE_ID = "[A-Za-z0-9_-]{11}";
const YOUTUBE_ID_ALONE = new RegExp(`^${YOUTUBE_ID}$`);
const YOUTUBE_WATCH = new RegExp(String.raw`^https?://(?:(?:www|m)\.)?youtube\.com/watch\?([A-Za-z0-9_.~%=&+-]*)$`);
const YOUTUBE_PAGE = new RegExp(String.raw`^https?://(?:(?:www|m)\.)?youtube\.com/(?:shorts|live)/(${YOUTUBE_ID})/?${QUERY}$`);
const YOUTUBE_SHORT = new RegExp(String.raw`^https?://youtu\.be/(${YOUTUBE_ID})/?${QUERY}$`);
const VIMEO_PAGE = new RegExp(String.raw`^https?://(?:www\.)?vimeo\.com/(\d{1,12})(?:/([0-9a-f]{1,40}))?/?${QUERY}$`);

/* ------------------------------------------------------------------------------------------------
 * What each embed may contain. Anything not listed, including every on* handler, srcdoc,
 * formaction, xlink:href and <script>/<iframe> inside the quote, makes the code untrusted.
 * --------------------------------------------------------------------------------------------- */

const INSTAGRAM_CONTENT: Grammar = {
  div: { style: anything },
  p: { style: anything },
  span: { style: anything },
  a: { href: address(INSTAGRAM_LINK), style: anything, target: pattern(/^_blank$/), rel: pattern(/^[a-z ]*$/) },
  time: { style: anything, datetime: pattern(/^[0-9T:+.Z-]*$/) },
  br: {},
  svg: {
    width: dimension, height: dimension, viewbox: pattern(/^[\d\s.,-]*$/), version: pattern(/^[\d.]+$/),
    xmlns: pattern(/^https?:\/\/www\.w3\.org\/2000\/svg$/), "xmlns:xlink": pattern(/^https?:\/\/www\.w3\.org\/1999\/xlink$/),
  },
  g: {
    stroke: pattern(/^[a-z]+$|^#[0-9a-fA-F]{3,8}$/), "stroke-width": pattern(/^[\d.]+$/),
    fill: pattern(/^[a-z]+$|^#[0-9a-fA-F]{3,8}$/), "fill-rule": pattern(/^[a-z]+$/), transform: pattern(/^[a-z]+\([\d\s.,-]*\)$/),
  },
  path: { d: pattern(/^[A-Za-z\d\s.,-]*$/) },
};

const INSTAGRAM_QUOTE: Record<string, Check> = {
  class: classList,
  style: anything,
  "data-instgrm-permalink": address(INSTAGRAM_PERMALINK),
  "data-instgrm-version": pattern(/^\d{1,3}$/),
  "data-instgrm-captioned": flag("data-instgrm-captioned"),
};

const TWITTER_CONTENT: Grammar = {
  p: { lang: pattern(/^[A-Za-z-]{1,20}$/), dir: pattern(/^(?:ltr|rtl|auto)$/) },
  a: { href: address(TWITTER_LINK) },
  br: {},
};

const TWITTER_QUOTE: Record<string, Check> = {
  class: classList,
  // publish.twitter.com's options: data-theme, data-lang, data-dnt, data-width, data-align, ...
  ...Object.fromEntries(
    ["theme", "lang", "dnt", "width", "align", "conversation", "cards", "media-max-width", "link-color"].map(
      (option) => [`data-${option}`, pattern(/^[A-Za-z0-9#%-]{0,20}$/)],
    ),
  ),
};

/** The attributes the services (and this module) write on an iframe. */
const FRAME_ATTRIBUTES: Record<string, Check> = {
  src: anything, // checked per provider below
  width: dimension,
  height: dimension,
  title: anything,
  frameborder: pattern(/^\d$/),
  scrolling: pattern(/^(?:yes|no|auto)$/i),
  allow: pattern(/^[a-z0-9\-; ]*$/),
  allowfullscreen: flag("allowfullscreen"),
  webkitallowfullscreen: flag("webkitallowfullscreen"),
  mozallowfullscreen: flag("mozallowfullscreen"),
  referrerpolicy: pattern(/^[a-z-]+$/),
  loading: pattern(/^(?:lazy|eager)$/),
  sandbox: pattern(/^[a-z-]+(?: [a-z-]+)*$/),
  style: anything,
};

const SCRIPT_ATTRIBUTES = (source: RegExp): Record<string, Check> => ({
  src: address(source),
  async: flag("async"),
  charset: pattern(/^utf-8$/i),
});

/* ------------------------------------------------------------------------------------------------
 * The recognisers
 * --------------------------------------------------------------------------------------------- */

function fromFrame(frame: ElementNode): SafeEmbed | null {
  if (frame.name !== "iframe" || !isEmpty(frame) || !attributesAllowed(frame, FRAME_ATTRIBUTES)) return null;
  const src = addressAttribute(frame, "src");
  if (src === undefined) return null;

  const video = YOUTUBE_FRAME.exec(src);
  if (video?.[1] !== undefined) return YOUTUBE_NOT_IDS.has(video[1]) ? null : youtubeEmbed(video[1], video[2]);
  const vimeoVideo = VIMEO_FRAME.exec(src);
  if (vimeoVideo?.[1] !== undefined) return vimeoEmbed(vimeoVideo[1], vimeoVideo[2]);
  const post = INSTAGRAM_FRAME.exec(src);
  if (post?.[1] !== undefined && post[2] !== undefined) return instagramEmbed(post[1], post[2]);
  const status = TWITTER_FRAME.exec(src);
  if (status?.[1] !== undefined) return tweetEmbed(status[1]);
  return null;
}

function fromInstagramQuote(quote: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(quote, INSTAGRAM_QUOTE) || !contentAllowed(quote, INSTAGRAM_CONTENT)) return null;
  const permalink = INSTAGRAM_PERMALINK.exec(addressAttribute(quote, "data-instgrm-permalink") ?? "");
  return permalink?.[1] !== undefined && permalink[2] !== undefined ? instagramEmbed(permalink[1], permalink[2]) : null;
}

function fromTweetQuote(quote: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(quote, TWITTER_QUOTE) || !contentAllowed(quote, TWITTER_CONTENT)) return null;
  // The tweet's own link is the one <a> directly in the quote, after the text paragraph; links
  // inside the paragraph may point at other tweets.
  const direct = elementsOf(quote.children);
  const links = direct.filter((child) => child.name === "a");
  if (links.length !== 1 || direct.some((child) => child.name !== "a" && child.name !== "p")) return null;
  const status = TWEET_LINK.exec(addressAttribute(links[0] as ElementNode, "href") ?? "");
  return status?.[1] !== undefined ? tweetEmbed(status[1]) : null;
}

/** Vimeo's default ("responsive") code wraps its iframe in a padding box. */
function fromVimeoWrapper(wrapper: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(wrapper, { style: anything })) return null;
  const inner = elementsOf(wrapper.children);
  if (inner.length !== 1 || !wrapper.children.every((child) => child.kind === "element" || isBlank(child))) return null;
  const embed = fromFrame(inner[0] as ElementNode);
  return embed?.provider === "vimeo" ? embed : null;
}

/** A YouTube link's start ('t=90' or 't=90s'), as the embed's query takes it. */
function youtubeStart(query: string | undefined): string | undefined {
  const start = /^(\d{1,6})s?$/.exec(new URLSearchParams(query ?? "").get("t") ?? "")?.[1];
  return start === undefined ? undefined : `start=${start}`;
}

/**
 * The embed a service's own link stands for: a video's or post's address pasted where its embed
 * code was asked for ('https://www.youtube.com/watch?v=…', 'https://youtu.be/…', a Vimeo video's
 * page, an Instagram post, an X post). The frame is built from its id as for a code.
 */
export function recogniseLink(address: string): SafeEmbed | null {
  const watch = YOUTUBE_WATCH.exec(address);
  if (watch) {
    const query = new URLSearchParams(watch[1]);
    const id = query.get("v");
    return id !== null && YOUTUBE_ID_ALONE.test(id) ? youtubeEmbed(id, youtubeStart(watch[1])) : null;
  }
  const video = YOUTUBE_PAGE.exec(address) ?? YOUTUBE_SHORT.exec(address);
  if (video?.[1] !== undefined) return youtubeEmbed(video[1], youtubeStart(video[2]));
  const vimeo = VIMEO_PAGE.exec(address);
  if (vimeo?.[1] !== undefined) return vimeoEmbed(vimeo[1], vimeo[2] === undefined ? undefined : `h=${vimeo[2]}`);
  const post = INSTAGRAM_PERMALINK.exec(address);
  if (post?.[1] !== undefined && post[2] !== undefined) return instagramEmbed(post[1], post[2]);
  const status = TWEET_LINK.exec(address);
  if (status?.[1] !== undefined) return tweetEmbed(status[1]);
  return null;
}

/** The embed one element stands for, or null. */
export function recogniseEmbed(element: ElementNode): SafeEmbed | null {
  if (element.name === "iframe") return fromFrame(element);
  if (element.name === "div") return fromVimeoWrapper(element);
  if (element.name !== "blockquote") return null;
  // Both classes at once would be two claims about one quote.
  const isInstagram = hasClass(element, "instagram-media");
  const isTweet = hasClass(element, "twitter-tweet");
  if (isInstagram === isTweet) return null;
  return isInstagram ? fromInstagramQuote(element) : fromTweetQuote(element);
}

/** The loader script each service appends to its code; we accept it and never use it. */
const LOADER_SCRIPTS: Partial<Record<EmbedProvider, RegExp>> = {
  instagram: INSTAGRAM_SCRIPT,
  twitter: TWITTER_SCRIPT,
  vimeo: VIMEO_SCRIPT,
};

/** The provider's own loader script, empty, from its own host. */
export function isLoaderScript(element: ElementNode, provider: EmbedProvider): boolean {
  const source = LOADER_SCRIPTS[provider];
  return (
    source !== undefined &&
    element.name === "script" &&
    isEmpty(element) &&
    element.attributes.has("src") &&
    attributesAllowed(element, SCRIPT_ATTRIBUTES(source))
  );
}
