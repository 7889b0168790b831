import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { changeDish, dishColumns, seedTwoDishes } from "./sold-out-support";

const TEXT = {
  en: {
    search: "Search dishes",
    markFor: (name: string) => `Mark ${name} sold out`,
    tonight: /^Tonight/,
    untilFurtherNotice: /^Until further notice/,
    marked: (name: string) => `${name} is sold out tonight.`,
    markedIndefinitely: (name: string) => `${name} is sold out until further notice.`,
    soldOutTonight: /^Sold out tonight, until \w{3} \d\d:\d\d$/,
    soldOutIndefinitely: "Sold out until further notice",
    changedMeanwhile: "Someone else has just changed whether this dish is sold out.",
    onSale: "On sale",
    undoFor: (name: string) => `Undo: put ${name} back on sale`,
    undone: (name: string) => `${name} is on sale again.`,
    guestSoldOut: "Sold out today",
    guestUnavailable: "Currently unavailable",
  },
  tr: {
    search: "Yemeklerde ara",
    markFor: (name: string) => `Tükendi olarak işaretle: ${name}`,
    tonight: /^Bu akşam/,
    untilFurtherNotice: /^Yeni bir duyuruya kadar/,
    marked: (name: string) => `${name} bu akşam tükendi.`,
    markedIndefinitely: (name: string) => `${name} yeni bir duyuruya kadar tükendi.`,
    soldOutTonight: /^Bu akşam tükendi, \S{3} \d\d:\d\d saatine kadar$/,
    soldOutIndefinitely: "Yeni bir duyuruya kadar tükendi",
    onSale: "Satışta",
    undoFor: (name: string) => `Geri al: ${name} yeniden satışa çıksın`,
    undone: (name: string) => `${name} yeniden satışta.`,
    guestSoldOut: "Bugün tükendi",
    guestUnavailable: "Şu an mevcut değil",
  },
} as const;

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`a cook marks a dish sold out in two taps, guests see it greyed in its place, 'Sold out today' for tonight and 'Currently unavailable' until further notice, and one tap undoes it (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser }) => {
    const { tag, first, second } = await seedTwoDishes();
    const dish = first[language];

    await signInAs(page, "staff");
    await page.goto(`/tonight?lang=${language}`);
    await page.getByRole("searchbox", { name: text.search }).fill(tag);
    const rows = page.getByTestId("tonight-dish");
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: dish });
    await expect(row).toContainText(text.onSale);

    // Two taps: 'Sold out', then 'Tonight'.
    await row.getByLabel(text.markFor(dish)).click();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: text.tonight }).click();
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(text.marked(dish));
    await expect(rows.filter({ hasText: dish }).locator(".tonight-dish-state")).toHaveText(text.soldOutTonight);
    await expectNoAxeViolations(page);
    // The second runs out for longer: 'Sold out', then 'Until further notice'.
    const other = second[language];
    await rows.filter({ hasText: other }).getByLabel(text.markFor(other)).click();
    await rows.filter({ hasText: other }).getByRole("button", { name: text.untilFurtherNotice }).click();
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(text.markedIndefinitely(other));
    await expect(rows.filter({ hasText: other }).locator(".tonight-dish-state")).toHaveText(text.soldOutIndefinitely);

    // A guest's menu, no session: both greyed in their places, each with its words.
    const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const guest = await guestContext.newPage();
    await guest.goto(`/menu?q=${tag}&lang=${language}`);
    const items = guest.getByTestId("menu-item");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(dish);
    await expect(items.nth(0)).toContainText(text.guestSoldOut);
    await expect(items.nth(0)).not.toContainText(text.guestUnavailable);
    await expect(items.nth(0)).toHaveClass(/is-sold-out/);
    await expect(items.nth(1)).toContainText(other);
    await expect(items.nth(1)).toContainText(text.guestUnavailable);
    await expect(items.nth(1)).not.toContainText(text.guestSoldOut);
    await expect(items.nth(1)).toHaveClass(/is-sold-out/);
    await expectNoAxeViolations(guest);

    // One tap undoes it, and the guest's next request shows it on sale.
    await rows.filter({ hasText: dish }).getByRole("button", { name: text.undoFor(dish) }).click();
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(text.undone(dish));
    await expect(rows.filter({ hasText: dish }).locator(".tonight-dish-state")).toHaveText(text.onSale);
    await guest.reload();
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(dish);
    await expect(items.nth(0)).not.toContainText(text.guestSoldOut);
    await expect(items.nth(1)).toContainText(text.guestUnavailable);
    await guestContext.close();
  });
}

test.describe("Tonight with the keyboard alone", () => {
  test.use({ locale: "en-US" });

  test("each tap's new button takes the focus: 'Sold out', 'Tonight', then 'Undo', then 'Sold out' again; Escape closes the choices", async ({ page }) => {
    const { tag, first } = await seedTwoDishes();
    const dish = first.en;
    await signInAs(page, "staff");
    await page.goto("/tonight?lang=en");
    await page.getByRole("searchbox", { name: TEXT.en.search }).fill(tag);
    const row = page.getByTestId("tonight-dish").filter({ hasText: dish });
    const markSoldOut = row.getByLabel(TEXT.en.markFor(dish));
    await markSoldOut.focus();
    // Opened by mistake: Escape closes the choices, from the button or from a choice.
    await page.keyboard.press("Enter");
    await expect(row.getByRole("button", { name: TEXT.en.tonight })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row.getByRole("button", { name: TEXT.en.tonight })).toBeHidden();
    await expect(markSoldOut).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(row.getByRole("button", { name: TEXT.en.tonight })).toBeHidden();
    await expect(markSoldOut).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(row.getByRole("button", { name: TEXT.en.tonight })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(TEXT.en.marked(dish));
    const undo = row.getByRole("button", { name: TEXT.en.undoFor(dish) });
    await expect(undo).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(TEXT.en.undone(dish));
    await expect(markSoldOut).toBeFocused();
  });
});

test.describe("Tonight while others change the dishes", () => {
  test.use({ locale: "en-US" });

  test("an admin's save of the dish meanwhile does not refuse a tap; another cook's tap does, and the row then shows what the dish is", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const { tag, first, second } = await seedTwoDishes();
    await signInAs(page, "staff");
    await page.goto("/tonight?lang=en");
    await page.getByRole("searchbox", { name: TEXT.en.search }).fill(tag);
    const rowOf = (name: string) => page.getByTestId("tonight-dish").filter({ hasText: name });
    await expect(rowOf(first.en)).toContainText(TEXT.en.onSale);

    // The list reads 'On sale'; then an admin saves the dish's price.
    await changeDish(first.en, { price_kurus: 26_500 });
    await rowOf(first.en).getByLabel(TEXT.en.markFor(first.en)).click();
    await rowOf(first.en).getByRole("button", { name: TEXT.en.tonight }).click();
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(TEXT.en.marked(first.en));
    await expect(rowOf(first.en).locator(".tonight-dish-state")).toHaveText(TEXT.en.soldOutTonight);

    // The list, loaded again after that tap, reads 'On sale' for the second; then another cook marks it.
    await expect(rowOf(second.en)).toContainText(TEXT.en.onSale);
    await changeDish(second.en, { sold_out: "until_further_notice", sold_out_until: null });
    await rowOf(second.en).getByLabel(TEXT.en.markFor(second.en)).click();
    await rowOf(second.en).getByRole("button", { name: TEXT.en.tonight }).click();
    await expect(page.getByRole("alert").filter({ hasText: TEXT.en.changedMeanwhile })).toBeVisible();
    await expect(rowOf(second.en).locator(".tonight-dish-state")).toHaveText(TEXT.en.soldOutIndefinitely);
  });
});

test.describe("Tonight left open", () => {
  test.use({ locale: "en-US" });

  /**
   * A cook marks a dish sold out for tonight on the list, in a browser whose clock the test moves
   * (it starts at the real time); then the service day ends for the server. Its clock is the real
   * one, so its side of the end is the dish's end put behind it (as tests/sold-out-actions.test.ts
   * does), with nothing else written. Gives the row's state and how far the browser's clock must
   * move for the end: at most the end less the moment before the tap, as the list was loaded after it.
   */
  async function markedTonightInAnOpenList(page: Page) {
    const { tag, first } = await seedTwoDishes();
    await signInAs(page, "staff");
    await page.clock.install();
    await page.goto("/tonight?lang=en");
    await page.getByRole("searchbox", { name: TEXT.en.search }).fill(tag);
    // The search written into the address, which loads the list again: after the end, that load
    // would show the dish on sale by itself.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}$`));
    const rows = page.getByTestId("tonight-dish");
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: first.en });
    await row.getByLabel(TEXT.en.markFor(first.en)).click();
    const before = Date.now();
    await row.getByRole("button", { name: TEXT.en.tonight }).click();
    // Said once the list has loaded again after the tap, with the dish's end.
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(TEXT.en.marked(first.en));
    const state = row.locator(".tonight-dish-state");
    await expect(state).toHaveText(TEXT.en.soldOutTonight);
    const { sold_out_until: until } = await dishColumns(first.en);
    await changeDish(first.en, { sold_out_until: new Date(Date.now() - 1_000).toISOString() });
    return { state, untilTheEnd: Date.parse(until ?? "") - before };
  }

  test("when a dish's 'tonight' ends, its row shows it on sale, with nobody reloading the list", async ({ page }) => {
    const { state, untilTheEnd } = await markedTonightInAnOpenList(page);
    await page.clock.fastForward(untilTheEnd);
    await expect(state).toHaveText(TEXT.en.onSale);
  });

  test("a tablet that slept past the end shows the dish on sale when it is woken", async ({ page }) => {
    const { state, untilTheEnd } = await markedTonightInAnOpenList(page);
    // Asleep: the clock moves on past the end, and no timer runs meanwhile.
    await page.clock.setSystemTime(Date.now() + untilTheEnd);
    await expect(state).toHaveText(TEXT.en.soldOutTonight);
    // Woken: the page is shown again. Headless Chromium shows it all along, so the event it sends then is sent here.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(state).toHaveText(TEXT.en.onSale);
  });
});
