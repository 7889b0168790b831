import { BACK_OFFICE_MARKERS, PUBLIC_PAGES } from "../../tests/support/back-office-markers";
import { getOk } from "./http";

export { BACK_OFFICE_MARKERS, PUBLIC_PAGES };

/** What Chromium asks for over https, as the site is deployed (docs/deploy.md): it takes Brotli. */
export const BROWSER_OVER_HTTPS = "gzip, deflate, br, zstd";
/** What it asks for over plain http, as `npm start` serves on this machine: no Brotli. */
export const BROWSER_OVER_HTTP = "gzip, deflate";

export interface ScriptSize {
  url: string;
  /** The bytes the server sends a browser over https (Brotli where the build made a copy). */
  sentBytes: number;
  /** The bytes it sends a browser over plain http (gzip). */
  gzipBytes: number;
  rawBytes: number;
  /** "html": named by the page (script src, modulepreload, inline import); "import": pulled in by another script. */
  foundIn: "html" | "import";
}

export interface PageScripts {
  path: string;
  scripts: ScriptSize[];
  sentBytes: number;
  gzipBytes: number;
}

export interface MarkerHit {
  page: string;
  script: string;
  marker: string;
}

export interface JsBytesResult {
  pages: PageScripts[];
  backOfficeHits: MarkerHit[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find((v) => v !== undefined);
}

/** The scripts a page names: `<script src>`, `<link rel="modulepreload">`, and static imports in inline module scripts. */
export function scriptUrlsInHtml(html: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (href && rel.includes("modulepreload")) urls.push(href);
  }
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) urls.push(...staticImports(body));
  return unique(urls.map((url) => new URL(url, pageUrl).href));
}

/** `import x from "…"` and `import "…"` (not `import("…")`, which loads later, on demand). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)].map((match) => match[1] ?? "");
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * For each public page: the scripts it loads at once and the sum of their sizes as the server sends
 * them (to a browser over https, and over plain http), following the static imports of those
 * scripts too (normally all are already modulepreloaded). Also looks for back-office text in every
 * script a public page loads.
 */
export async function measureJsBytes(baseUrl: string, pages = PUBLIC_PAGES): Promise<JsBytesResult> {
  const cache = new Map<string, Promise<{ code: string; rawBytes: number; sentBytes: number; gzipBytes: number }>>();
  const fetchScript = (url: string) => {
    let entry = cache.get(url);
    if (!entry) {
      // Each script as the server sends it, not compressed here: the sizes are what a browser receives.
      entry = Promise.all([getOk(url, { "accept-encoding": BROWSER_OVER_HTTPS }), getOk(url, { "accept-encoding": BROWSER_OVER_HTTP })]).then(([https, http]) => ({
        code: https.body.toString("utf8"),
        rawBytes: https.body.length,
        sentBytes: https.raw.length,
        gzipBytes: http.raw.length,
      }));
      cache.set(url, entry);
    }
    return entry;
  };

  const results: PageScripts[] = [];
  const hits: MarkerHit[] = [];
  for (const path of pages) {
    const pageUrl = new URL(path, baseUrl).href;
    const page = await getOk(pageUrl, { "accept-language": "tr", "accept-encoding": "gzip" });
    const queue = scriptUrlsInHtml(page.body.toString("utf8"), pageUrl).map(
      (url): { url: string; foundIn: ScriptSize["foundIn"] } => ({ url, foundIn: "html" }),
    );
    const seen = new Set(queue.map((entry) => entry.url));
    const scripts: ScriptSize[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const script = await fetchScript(next.url);
      scripts.push({ url: next.url, rawBytes: script.rawBytes, sentBytes: script.sentBytes, gzipBytes: script.gzipBytes, foundIn: next.foundIn });
      for (const marker of BACK_OFFICE_MARKERS) {
        if (script.code.includes(marker)) hits.push({ page: path, script: new URL(next.url).pathname, marker });
      }
      for (const imported of staticImports(script.code)) {
        const url = new URL(imported, next.url).href;
        if (seen.has(url)) continue;
        seen.add(url);
        queue.push({ url, foundIn: "import" });
      }
    }
    const sum = (bytes: (script: ScriptSize) => number) => scripts.reduce((total, script) => total + bytes(script), 0);
    results.push({ path, scripts, sentBytes: sum((script) => script.sentBytes), gzipBytes: sum((script) => script.gzipBytes) });
  }
  return { pages: results, backOfficeHits: hits };
}
