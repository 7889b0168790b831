/**
 * Events are social-media embed codes pasted by an admin. The admin's HTML is never stored or
 * rendered: the code is recognised as one of a few trusted shapes, only the post or video id is
 * taken out of it with strict patterns, and a fresh iframe is built from that id. Everything the
 * page ends up showing therefore comes from this file, and the frame hosts match the site's
 * Content-Security-Policy (frame-src, no third-party scripts), so no embed script is ever needed.
 */

export type EmbedProvider = "instagram" | "youtube" | "vimeo" | "twitter";

export interface SafeEmbed {
  provider: EmbedProvider;
  src: string;
  width: number;
  height: number;
  title: string;
}

/** Longer input is refused outright: real embed codes stay well below it, and it bounds the work. */
export const EMBED_CODE_MAX_LENGTH = 20_000;

/* ------------------------------------------------------------------------------------------------
 * A deliberately small HTML reader. It understands start tags with attributes, end tags and text,
 * and refuses everything else (comments, doctypes, processing instructions, stray "<", unquoted
 * oddities, duplicate attributes, mismatched nesting). Refusing what it does not understand is
 * what keeps it from disagreeing with a browser about what the code contains.
 * --------------------------------------------------------------------------------------------- */

interface ElementNode {
  kind: "element";
  name: string;
  attributes: Map<string, string>;
  children: HtmlNode[];
}

interface TextNode {
  kind: "text";
  text: string;
}

type HtmlNode = ElementNode | TextNode;

/** Elements that never have content or an end tag. */
const VOID_ELEMENTS = new Set(["br"]);
/** SVG elements, where "/>" really does close the element (in HTML it would be ignored). */
const SVG_ELEMENTS = new Set(["svg", "g", "path"]);

const START_TAG_OPEN = /<([a-zA-Z][a-zA-Z0-9-]*)/y;
const ATTRIBUTE = /\s+([a-zA-Z_:][a-zA-Z0-9_:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
const START_TAG_CLOSE = /\s*(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;

function readHtml(html: string): HtmlNode[] | null {
  const root: ElementNode = { kind: "element", name: "#root", attributes: new Map(), children: [] };
  const open: ElementNode[] = [root];
  let position = 0;

  while (position < html.length) {
    const current = open[open.length - 1];
    if (current === undefined) return null;

    if (html[position] !== "<") {
      const next = html.indexOf("<", position);
      const end = next === -1 ? html.length : next;
      current.children.push({ kind: "text", text: html.slice(position, end) });
      position = end;
      continue;
    }

    END_TAG.lastIndex = position;
    const endTag = END_TAG.exec(html);
    if (endTag) {
      // Only the innermost open element may close: anything else means the browser would build a
      // different tree than we see, so we do not guess.
      if (open.length < 2 || current.name !== endTag[1]?.toLowerCase()) return null;
      open.pop();
      position = END_TAG.lastIndex;
      continue;
    }

    START_TAG_OPEN.lastIndex = position;
    const startTag = START_TAG_OPEN.exec(html);
    if (!startTag || startTag[1] === undefined) return null;
    const element: ElementNode = { kind: "element", name: startTag[1].toLowerCase(), attributes: new Map(), children: [] };
    position = START_TAG_OPEN.lastIndex;

    for (;;) {
      ATTRIBUTE.lastIndex = position;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute || attribute[1] === undefined) break;
      const name = attribute[1].toLowerCase();
      // Browsers keep the first of two equal attributes; other parsers may keep the last.
      if (element.attributes.has(name)) return null;
      element.attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
      position = ATTRIBUTE.lastIndex;
    }

    START_TAG_CLOSE.lastIndex = position;
    const close = START_TAG_CLOSE.exec(html);
    if (!close) return null;
    position = START_TAG_CLOSE.lastIndex;

    const selfClosing = close[1] === "/";
    // "<div/>" opens a div in HTML; only void and SVG elements may use the self-closing form.
    if (selfClosing && !VOID_ELEMENTS.has(element.name) && !SVG_ELEMENTS.has(element.name)) return null;
    current.children.push(element);
    if (!selfClosing && !VOID_ELEMENTS.has(element.name)) open.push(element);
  }

  return open.length === 1 ? root.children : null;
}

/* ------------------------------------------------------------------------------------------------
 * Attribute values
 * --------------------------------------------------------------------------------------------- */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n",
};

/** Decodes the character references an attacker could use to hide a scheme or a quote (numeric and the common named ones). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined || hex !== undefined) {
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\ufffd";
    }
    return NAMED_ENTITIES[(name ?? "").toLowerCase()] ?? whole;
  });
}

/**
 * True when a value could carry script even after our other checks: a script or data URL (with
 * the whitespace and control characters browsers skip inside a scheme removed), or CSS that loads
 * or evaluates something. The built iframe never uses these values; refusing them anyway means a
 * code that tries it is reported to the admin instead of silently cleaned.
 */
function looksHostile(rawValue: string): boolean {
  if (/[<>]/.test(rawValue)) return true;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const folded = decodeEntities(rawValue).replace(/[\u0000-\u0020\u007f-\u00a0\u00ad]/g, "").toLowerCase();
  return /(?:javascript|vbscript|livescript|data):|expression\(|url\(|@import|behavior:/.test(folded);
}

type Check = (value: string) => boolean;

const anything: Check = () => true;
const pattern = (regex: RegExp): Check => (value) => regex.test(value);
/** Boolean attributes: written bare, empty, as their own name, or "true". */
const flag = (name: string): Check => (value) => value === "" || value.toLowerCase() === name || value === "true";

const dimension = pattern(/^\d{1,5}(?:px|%)?$/);
const classList = pattern(/^[A-Za-z0-9_-]+(?:\s+[A-Za-z0-9_-]+)*$/);

/* ------------------------------------------------------------------------------------------------
 * Trusted URLs. Every pattern is anchored at both ends and spells the host out in full, followed
 * by "/", so look-alikes such as "www.instagram.com.evil.example" or "youtube.com@evil.example"
 * never match. They are tested against the decoded attribute value (what the browser would use).
 * --------------------------------------------------------------------------------------------- */

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

const url = (regex: RegExp): Check => (value) => regex.test(decodeEntities(value));

/* ------------------------------------------------------------------------------------------------
 * What each embed may contain: element name → attribute name → check. Anything not listed,
 * including every on* handler, srcdoc, formaction, xlink:href and <script>/<iframe> inside the
 * quote, makes the code untrusted.
 * --------------------------------------------------------------------------------------------- */

type Grammar = Record<string, Record<string, Check>>;

const INSTAGRAM_CONTENT: Grammar = {
  div: { style: anything },
  p: { style: anything },
  span: { style: anything },
  a: { href: url(INSTAGRAM_LINK), style: anything, target: pattern(/^_blank$/), rel: pattern(/^[a-z ]*$/) },
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
  "data-instgrm-permalink": url(INSTAGRAM_PERMALINK),
  "data-instgrm-version": pattern(/^\d{1,3}$/),
  "data-instgrm-captioned": flag("data-instgrm-captioned"),
};

const TWITTER_CONTENT: Grammar = {
  p: { lang: pattern(/^[A-Za-z-]{1,20}$/), dir: pattern(/^(?:ltr|rtl|auto)$/) },
  a: { href: url(TWITTER_LINK) },
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
  src: url(source),
  async: flag("async"),
  charset: pattern(/^utf-8$/i),
});

function attributesAllowed(element: ElementNode, allowed: Record<string, Check>): boolean {
  for (const [name, value] of element.attributes) {
    const check = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (check === undefined || looksHostile(value) || !check(value)) return false;
  }
  return true;
}

/** Every element below `element` is listed in the grammar with only its listed attributes. */
function contentAllowed(element: ElementNode, grammar: Grammar): boolean {
  return element.children.every((child) => {
    if (child.kind === "text") return true;
    const allowed = Object.hasOwn(grammar, child.name) ? grammar[child.name] : undefined;
    return allowed !== undefined && attributesAllowed(child, allowed) && contentAllowed(child, grammar);
  });
}

const isBlank = (node: HtmlNode): boolean => node.kind === "text" && node.text.trim() === "";
const elementsOf = (nodes: HtmlNode[]): ElementNode[] => nodes.filter((node): node is ElementNode => node.kind === "element");

/** An element with nothing inside but whitespace (iframes and scripts). */
const isEmpty = (element: ElementNode): boolean => element.children.every(isBlank);

function hasClass(element: ElementNode, name: string): boolean {
  return (element.attributes.get("class") ?? "").split(/\s+/).includes(name);
}

/** The trusted attribute value, decoded, or undefined. */
const decoded = (element: ElementNode, name: string): string | undefined => {
  const value = element.attributes.get(name);
  return value === undefined ? undefined : decodeEntities(value);
};

/* ------------------------------------------------------------------------------------------------
 * The embeds this module builds
 * --------------------------------------------------------------------------------------------- */

function instagram(kind: string, id: string): SafeEmbed {
  // Posts and IGTV videos share the /p/ address; reels have their own.
  const path = kind === "reel" ? "reel" : "p";
  return { provider: "instagram", src: `https://www.instagram.com/${path}/${id}/embed`, width: 540, height: 600, title: "Instagram post" };
}

function youtube(id: string, query: string | undefined): SafeEmbed {
  const start = new URLSearchParams(query ?? "").get("start");
  // The privacy-enhanced host: no cookies until the visitor plays the video.
  const src = `https://www.youtube-nocookie.com/embed/${id}${start !== null && /^\d{1,6}$/.test(start) ? `?start=${start}` : ""}`;
  return { provider: "youtube", src, width: 560, height: 315, title: "YouTube video" };
}

function vimeo(id: string, query: string | undefined): SafeEmbed {
  // Unlisted videos only play with their privacy hash.
  const hash = new URLSearchParams(query ?? "").get("h");
  const src = `https://player.vimeo.com/video/${id}${hash !== null && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : ""}`;
  return { provider: "vimeo", src, width: 640, height: 360, title: "Vimeo video" };
}

function tweet(id: string): SafeEmbed {
  // The page widgets.js would insert, framed directly, so no third-party script runs on our page.
  return { provider: "twitter", src: `https://platform.twitter.com/embed/Tweet.html?id=${id}`, width: 550, height: 600, title: "Post on X" };
}

/* ------------------------------------------------------------------------------------------------
 * Recognising the pasted code
 * --------------------------------------------------------------------------------------------- */

function fromFrame(frame: ElementNode): SafeEmbed | null {
  if (frame.name !== "iframe" || !isEmpty(frame) || !attributesAllowed(frame, FRAME_ATTRIBUTES)) return null;
  const src = decoded(frame, "src");
  if (src === undefined) return null;

  const video = YOUTUBE_FRAME.exec(src);
  if (video?.[1] !== undefined) return YOUTUBE_NOT_IDS.has(video[1]) ? null : youtube(video[1], video[2]);
  const vimeoVideo = VIMEO_FRAME.exec(src);
  if (vimeoVideo?.[1] !== undefined) return vimeo(vimeoVideo[1], vimeoVideo[2]);
  const post = INSTAGRAM_FRAME.exec(src);
  if (post?.[1] !== undefined && post[2] !== undefined) return instagram(post[1], post[2]);
  const status = TWITTER_FRAME.exec(src);
  if (status?.[1] !== undefined) return tweet(status[1]);
  return null;
}

function fromInstagramQuote(quote: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(quote, INSTAGRAM_QUOTE) || !contentAllowed(quote, INSTAGRAM_CONTENT)) return null;
  const permalink = INSTAGRAM_PERMALINK.exec(decoded(quote, "data-instgrm-permalink") ?? "");
  return permalink?.[1] !== undefined && permalink[2] !== undefined ? instagram(permalink[1], permalink[2]) : null;
}

function fromTweetQuote(quote: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(quote, TWITTER_QUOTE) || !contentAllowed(quote, TWITTER_CONTENT)) return null;
  // The tweet's own link is the one <a> directly in the quote, after the text paragraph; links
  // inside the paragraph may point at other tweets.
  const direct = elementsOf(quote.children);
  const links = direct.filter((child) => child.name === "a");
  if (links.length !== 1 || direct.some((child) => child.name !== "a" && child.name !== "p")) return null;
  const status = TWEET_LINK.exec(decoded(links[0] as ElementNode, "href") ?? "");
  return status?.[1] !== undefined ? tweet(status[1]) : null;
}

/** Vimeo's default ("responsive") code wraps its iframe in a padding box. */
function fromVimeoWrapper(wrapper: ElementNode): SafeEmbed | null {
  if (!attributesAllowed(wrapper, { style: anything })) return null;
  const inner = elementsOf(wrapper.children);
  if (inner.length !== 1 || !wrapper.children.every((child) => child.kind === "element" || isBlank(child))) return null;
  const embed = fromFrame(inner[0] as ElementNode);
  return embed?.provider === "vimeo" ? embed : null;
}

function fromEmbedElement(element: ElementNode): SafeEmbed | null {
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

function isLoaderScript(element: ElementNode, provider: EmbedProvider): boolean {
  const source = LOADER_SCRIPTS[provider];
  return (
    source !== undefined &&
    element.name === "script" &&
    isEmpty(element) &&
    element.attributes.has("src") &&
    attributesAllowed(element, SCRIPT_ATTRIBUTES(source))
  );
}

/** null when the code is not a trusted embed. */
export function parseEmbed(code: string): SafeEmbed | null {
  if (code.length > EMBED_CODE_MAX_LENGTH) return null;
  // NUL and other control characters have no place in an embed code and confuse parsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(code)) return null;

  const nodes = readHtml(code.trim());
  if (nodes === null || !nodes.every((node) => node.kind === "element" || isBlank(node))) return null;

  // Exactly one embed, optionally followed by its own service's loader script.
  const [embedElement, script, ...rest] = elementsOf(nodes);
  if (embedElement === undefined || rest.length > 0) return null;
  const embed = fromEmbedElement(embedElement);
  if (embed === null) return null;
  if (script !== undefined && !isLoaderScript(script, embed.provider)) return null;
  return embed;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? "");
}

/** The iframe HTML to store and render; "" for untrusted code. Attribute values HTML-escaped. */
export function sanitizeEmbed(code: string): string {
  const embed = parseEmbed(code);
  if (embed === null) return "";
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
