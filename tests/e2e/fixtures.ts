import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * `page` that fails the test on any console.error or uncaught page error, unless the test says it
 * expects one (`allowConsoleErrors`), and on any Content-Security-Policy violation Chromium reports.
 * Automatic for every test.
 *
 * Some CSP violations log nothing to the console (a blocked `new Function()` that the script
 * catches, for one), yet DevTools and Lighthouse list them as issues: the DevTools protocol's
 * Audits domain reports them all.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  allowConsoleErrors: [async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    const devtools = await page.context().newCDPSession(page);
    devtools.on("Audits.issueAdded", ({ issue }) => {
      const csp = issue.details.contentSecurityPolicyIssueDetails;
      if (issue.code !== "ContentSecurityPolicyIssue" || !csp) return;
      const where = csp.blockedURL ?? (csp.sourceCodeLocation ? `${csp.sourceCodeLocation.url}:${csp.sourceCodeLocation.columnNumber}` : "");
      problems.push(`CSP violation: ${csp.contentSecurityPolicyViolationType} of ${csp.violatedDirective} ${where}`);
    });
    await devtools.send("Audits.enable");
    await use((pattern) => allowed.push(pattern));
    expect(problems, "the page logged errors").toEqual([]);
  }, { auto: true }],
});

export { expect };

/**
 * Tests tagged with this run on the 375 px phone as well as on the desktop
 * (playwright.config.ts): what differs on a phone (one pane at a time, the drawer, the sticky
 * bars, the menu's rows), and an axe scan of each screen there. Everything else, and the other
 * language's variant of a screen, runs on the desktop only (docs/decisions/0004-tests.md).
 */
export const ON_PHONE = { tag: "@phone" };

/**
 * For a test that runs once per language: its Turkish variant on the 375 px phone alone, the
 * language most guests and staff use there, and its English one on the desktop alone. Each
 * language and each screen size once, not every pair (docs/decisions/0004-tests.md).
 */
export function turkishOnPhoneEnglishOnDesktop(language: "tr" | "en"): { tag: string[] } {
  return { tag: language === "tr" ? [PHONE_ONLY] : [] };
}

/** The tag of the tests that the desktop skips (playwright.config.ts); the phone runs them as @phone. */
export const PHONE_ONLY = "@phone-only";

/**
 * An axe scan of the whole page; the test fails with the list of violations. In one run in the
 * page (legacy mode): its frames from other sites (the events' embeds) are theirs, not ours, and
 * the default's extra blank tab for combining frames' results cost a third of every scan.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).setLegacyMode().analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

/** `text` as a pattern that matches it literally, for a matcher that takes a RegExp to find it within more. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
