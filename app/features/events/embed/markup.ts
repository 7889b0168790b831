/**
 * Reading the pasted markup: a deliberately small HTML reader. It understands start tags with
 * attributes, end tags and text, and refuses everything else (comments, doctypes, processing
 * instructions, stray "<", unquoted oddities, duplicate attributes, mismatched nesting). Refusing
 * what it does not understand is what keeps it from disagreeing with a browser about what the code
 * contains. Tag and attribute names come out in lower case, as a browser reads them.
 */

export interface ElementNode {
  kind: "element";
  name: string;
  /** Attribute values as written (character references not yet decoded). */
  attributes: Map<string, string>;
  children: HtmlNode[];
}

export interface TextNode {
  kind: "text";
  text: string;
}

export type HtmlNode = ElementNode | TextNode;

/** Elements that never have content or an end tag. */
const VOID_ELEMENTS = new Set(["br"]);
/** SVG elements, where "/>" really does close the element (in HTML it would be ignored). */
const SVG_ELEMENTS = new Set(["svg", "g", "path"]);

/**
 * The deepest nesting read. The services' codes nest about a dozen deep (Instagram's card: its
 * quote, links, boxes and sign); the checks walk the tree by recursion, which a code nested thousands
 * deep (20,000 characters hold 2,800 paragraphs) would take past the stack.
 */
export const MAX_NESTING = 64;

const START_TAG_OPEN = /<([a-zA-Z][a-zA-Z0-9-]*)/y;
const ATTRIBUTE = /\s+([a-zA-Z_:][a-zA-Z0-9_:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
const START_TAG_CLOSE = /\s*(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;

/** The nodes of `html`, or null when it holds anything this reader does not understand. */
export function readHtml(html: string): HtmlNode[] | null {
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
    if (!selfClosing && !VOID_ELEMENTS.has(element.name)) {
      if (open.length > MAX_NESTING) return null;
      open.push(element);
    }
  }

  return open.length === 1 ? root.children : null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n",
};

/** Decodes the character references an attacker could use to hide a scheme or a quote (numeric and the common named ones). */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined || hex !== undefined) {
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\ufffd";
    }
    return NAMED_ENTITIES[(name ?? "").toLowerCase()] ?? whole;
  });
}

/** The scheme and the host of an address, up to the first "/", "?", "#" or "\". */
const SCHEME_AND_HOST = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/?#\\]*/;

/**
 * An address as a browser reads it from an attribute: references decoded, and the scheme and host
 * in lower case, since both are case-insensitive (`HTTPS://WWW.YOUTUBE.COM/embed/…` is a real
 * paste). Only ASCII letters are lowered: a look-alike such as the Kelvin sign stays what it is
 * and matches no trusted host. The path keeps its case: ids are case-sensitive.
 */
export function addressOf(value: string): string {
  return decodeEntities(value).replace(SCHEME_AND_HOST, (prefix) => prefix.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
}

/** The element's attribute read as an address (see `addressOf`), or undefined. */
export function addressAttribute(element: ElementNode, name: string): string | undefined {
  const value = element.attributes.get(name);
  return value === undefined ? undefined : addressOf(value);
}

export const isBlank = (node: HtmlNode): boolean => node.kind === "text" && node.text.trim() === "";

export const elementsOf = (nodes: HtmlNode[]): ElementNode[] => nodes.filter((node): node is ElementNode => node.kind === "element");

/** An element with nothing inside but whitespace (iframes and scripts). */
export const isEmpty = (element: ElementNode): boolean => element.children.every(isBlank);

export function hasClass(element: ElementNode, name: string): boolean {
  return (element.attributes.get("class") ?? "").split(/\s+/).includes(name);
}
