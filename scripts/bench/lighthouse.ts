import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROME_ARGS, CHROME_PATH } from "../../tests/support/chromium";
import { checkNotInterrupted, onCleanup } from "./processes";
import { forgetGroup, watchGroup } from "./reaper";

export const LIGHTHOUSE_PAGES = ["/", "/menu", "/menu/turkish-tea", "/events"];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

// The same system Chromium and flags as the end-to-end tests.
const CHROME_FLAGS = ["--headless=new", ...CHROME_ARGS];

export interface LighthousePage {
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Audits below a full score in the categories that target 100, with Lighthouse's explanation. */
  failedAudits: string[];
  /** Audits that errored (for instance because the network is closed), and run-level warnings. */
  problems: string[];
  runtimeError?: string;
  /** Whether the first run failed as a whole and this is the second. */
  retried?: boolean;
  /** Key metrics (ms) behind the performance score. */
  metrics: { fcp?: number; lcp?: number; tbt?: number; cls?: number; si?: number };
}

function numeric(lhr: Result, audit: string, decimals = 0): number | undefined {
  const value = lhr.audits[audit]?.numericValue;
  return value === undefined ? undefined : Number(value.toFixed(decimals));
}

/** A few words from an audit's table of findings (an issue type, a URL, an element), for the log. */
function detailItems(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const words = items.slice(0, 3).map((item: Record<string, unknown>) => {
    const node = item.node as { snippet?: unknown } | undefined;
    const value = item.issueType ?? item.description ?? item.source ?? item.url ?? node?.snippet;
    return typeof value === "string" ? value.slice(0, 160) : typeof value === "object" ? JSON.stringify(value).slice(0, 160) : "";
  });
  return words.filter(Boolean);
}

function summarize(path: string, lhr: Result): LighthousePage {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const failedAudits: string[] = [];
  const problems: string[] = [...lhr.runWarnings.map((warning) => `warning: ${warning}`)];
  // A run that failed as a whole errors in every audit; its one runtime error says it all.
  for (const category of lhr.runtimeError ? [] : CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (audit.scoreDisplayMode === "error") {
        problems.push(`${category}/${ref.id} errored: ${audit.errorMessage ?? "no message"}`);
        continue;
      }
      if (category === "performance" || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const why = [audit.explanation, ...detailItems(audit.details)].filter(Boolean).join("; ");
      failedAudits.push(`${category}/${ref.id} (${Math.round(audit.score * 100)})${why ? `: ${why}` : ""}`);
    }
  }
  return {
    path,
    scores,
    failedAudits,
    problems,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    metrics: {
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift", 3),
      si: numeric(lhr, "speed-index"),
    },
  };
}

/**
 * Lighthouse with its defaults (mobile form factor, simulated slow 4G and CPU throttling) in Debian's
 * Chromium, one page after the other, in a fresh profile. Each full report is kept in `reportDir`.
 */
export async function runLighthouse(
  baseUrl: string,
  reportDir: string,
  profileDir: string,
  pages = LIGHTHOUSE_PAGES,
): Promise<LighthousePage[]> {
  checkNotInterrupted();
  mkdirSync(profileDir, { recursive: true });
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // A fresh profile in our scratch folder, removed with it.
    userDataDir: profileDir,
    handleSIGINT: false,
    logLevel: "silent",
  });
  // chrome-launcher starts Chromium as the leader of its own process group.
  watchGroup(chrome.pid);
  const stopChrome = () => {
    chrome.kill();
    forgetGroup(chrome.pid);
  };
  const forget = onCleanup(stopChrome);
  mkdirSync(reportDir, { recursive: true });
  const audit = async (url: string) => {
    const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    return run.lhr;
  };
  try {
    const results: LighthousePage[] = [];
    for (const path of pages) {
      checkNotInterrupted();
      const url = new URL(path, baseUrl).href;
      let lhr = await audit(url);
      let retried = false;
      if (lhr.runtimeError) {
        // Some failures are the trace's, not the page's ("Please run Lighthouse again"): one more try.
        console.log(`   ${path}: ${lhr.runtimeError.code}; running it once more`);
        lhr = await audit(url);
        retried = true;
      }
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      writeFileSync(join(reportDir, `lighthouse-${name}.json`), JSON.stringify(lhr, null, 1));
      const summary = { ...summarize(path, lhr), retried };
      console.log(`   ${path}: ${summary.runtimeError ?? CATEGORIES.map((category) => `${category} ${summary.scores[category] ?? "–"}`).join(", ")}`);
      results.push(summary);
    }
    return results;
  } finally {
    stopChrome();
    forget();
  }
}
