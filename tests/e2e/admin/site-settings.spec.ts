import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startServer, type RunningServer } from "../../support/start-server";
import { escapeRegExp, expect, expectNoAxeViolations, test } from "../fixtures";
import { signIn } from "../sign-in";

/**
 * The dashboard's Site Settings tab, as an admin, in both languages. The public pages of the other
 * specs read the seeded settings from the shared test server, so this spec changes settings only on
 * a server of its own, with its own database file.
 */
const OWNER_EMAIL = "owner@site-settings.test";

/** What a person reads on the screen, in each language. */
const TEXT = {
  en: {
    tab: "Site Settings",
    tabs: "Dashboard sections",
    whatsapp: "WhatsApp number",
    phone1: "Phone 1",
    mapsUrl: "Maps link",
    opens: "Opens",
    closes: "Closes",
    closed: "Closed all day",
    save: "Save Settings",
    saved: "Settings saved. Guests see them from their next page.",
    urlInvalid: "Enter a web address that starts with http:// or https://",
    phoneInvalid: "Enter a valid phone number, e.g. 0532 555 01 23 or +90 532 555 01 23",
    stale: "This was changed by someone else meanwhile.",
    day: { friday: "Friday", saturday: "Saturday", sunday: "Sunday" },
    hoursTitle: "Opening hours",
  },
  tr: {
    tab: "Site Ayarları",
    tabs: "Panel bölümleri",
    whatsapp: "WhatsApp numarası",
    phone1: "Telefon 1",
    mapsUrl: "Harita bağlantısı",
    opens: "Açılış",
    closes: "Kapanış",
    closed: "Bütün gün kapalı",
    save: "Ayarları Kaydet",
    saved: "Ayarlar kaydedildi. Misafirler bir sonraki sayfalarından itibaren görür.",
    urlInvalid: "http:// ya da https:// ile başlayan bir web adresi girin",
    phoneInvalid: "Geçerli bir telefon numarası girin, ör. 0532 555 01 23 ya da +90 532 555 01 23",
    stale: "Bu, bu arada başka biri tarafından değiştirildi.",
    day: { friday: "Cuma", saturday: "Cumartesi", sunday: "Pazar" },
    hoursTitle: "Çalışma saatleri",
  },
} as const;

type Language = keyof typeof TEXT;

/** Each language's change: Friday past midnight, and a new WhatsApp number typed as people do. */
const CHANGES = {
  en: { friday: { opens: "12:00", closes: "02:15" }, whatsappTyped: "0532 111 22 33", whatsappShown: "+90 532 111 22 33", whatsappDigits: "905321112233" },
  tr: { friday: { opens: "13:30", closes: "03:00" }, whatsappTyped: "+90 533 444 55 66", whatsappShown: "+90 533 444 55 66", whatsappDigits: "905334445566" },
} as const;

interface JsonLd {
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
}

test.describe("Site Settings", () => {
  // One server for the file: its tests run one after another, each on what it set itself.
  test.describe.configure({ mode: "default" });
  let server: RunningServer;
  let directory: string;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "patates-site-settings-"));
    // Ports of this run's own: the shared server's, plus one per project.
    const port = Number(process.env.E2E_PORT ?? 4317) + (test.info().project.name === "phone" ? 2 : 1);
    server = await startServer({ PORT: String(port), DATABASE_URL: `file:${join(directory, "restaurant.db")}`, ADMIN_EMAILS: OWNER_EMAIL });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A guest's view of a public page, in a context of its own (no session: the page cache serves it). */
  async function asGuest<T>(browser: Browser, path: string, work: (page: Page) => Promise<T>): Promise<T> {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      return await work(page);
    } finally {
      await context.close();
    }
  }

  async function openSettings(page: Page, language: Language) {
    await signIn(page, OWNER_EMAIL, "Owner", server);
    await page.goto(`${server.url}/admin?lang=${language}`);
    await page.getByRole("navigation", { name: TEXT[language].tabs }).getByRole("link", { name: TEXT[language].tab }).click();
    await expect(page).toHaveURL(`${server.url}/admin/settings`);
    await expect(page.getByRole("heading", { level: 2, name: TEXT[language].tab })).toBeVisible();
  }

  for (const language of ["en", "tr"] as const) {
    const text = TEXT[language];
    const change = CHANGES[language];

    test(`in ${language}: Friday past midnight and a new WhatsApp number show on /contact, in the footer and in the JSON-LD`, async ({ page, browser }) => {
      // Guests' pages as they are, so that they sit in the page cache before the save.
      await asGuest(browser, `/contact?lang=${language}`, (guest) => expect(guest.locator(".opening-hours")).toBeVisible());
      await asGuest(browser, `/home?lang=${language}`, (guest) => expect(guest.locator('script[type="application/ld+json"]')).toHaveCount(1));

      await openSettings(page, language);
      await expectNoAxeViolations(page);
      const friday = page.getByRole("group", { name: text.day.friday, exact: true });
      await friday.getByLabel(text.closed).uncheck();
      await friday.getByLabel(text.opens).fill(change.friday.opens);
      await friday.getByLabel(text.closes).fill(change.friday.closes);
      await page.getByLabel(text.whatsapp).fill(change.whatsappTyped);
      await page.getByRole("button", { name: text.save }).click();
      await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();
      // The form stays where it was: the focus with it, on Save.
      await expect(page.getByRole("button", { name: text.save })).toBeFocused();
      // The form starts again from what was saved: the number as pages show it.
      await expect(page.getByLabel(text.whatsapp)).toHaveValue(change.whatsappShown);
      await expect(page.getByRole("group", { name: text.day.friday, exact: true }).getByLabel(text.closes)).toHaveValue(change.friday.closes);

      const fridayLine = `${text.day.friday} ${change.friday.opens}–${change.friday.closes}`;
      await asGuest(browser, `/contact?lang=${language}`, async (guest) => {
        const hours = guest.locator(".opening-hours");
        await expect(hours.getByRole("listitem").filter({ hasText: fridayLine })).toHaveText(fridayLine);
        const whatsapp = guest.getByRole("link", { name: change.whatsappShown });
        await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${change.whatsappDigits}`);
        await expect(guest.getByRole("contentinfo").getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", `https://wa.me/${change.whatsappDigits}`);
      });
      await asGuest(browser, `/home?lang=${language}`, async (guest) => {
        const jsonLd = JSON.parse((await guest.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as JsonLd;
        // Past midnight: on the day it opens, closing before it opens.
        expect(jsonLd.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], ...change.friday });
        await expect(guest.getByRole("contentinfo").getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", `https://wa.me/${change.whatsappDigits}`);
      });
    });

    test(`in ${language}: a bad link and a bad phone number are each refused next to their field, and nothing is saved`, async ({ page, browser }) => {
      await openSettings(page, language);
      const whatsappBefore = await page.getByLabel(text.whatsapp).inputValue();
      const maps = page.getByLabel(text.mapsUrl);
      const phone = page.getByLabel(text.phone1);
      await maps.fill("javascript:alert(1)");
      await phone.fill("12");
      await page.getByLabel(text.whatsapp).fill("0532 999 88 77");
      await page.getByRole("button", { name: text.save }).click();

      await expect(maps).toHaveAttribute("aria-invalid", "true");
      await expect(maps).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(text.urlInvalid)}`));
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(text.phoneInvalid)}`));
      // Next to the field: in the field's own box, right under it.
      await expect(page.locator(".field").filter({ has: maps }).locator(".field-error")).toHaveText(text.urlInvalid);
      await expect(page.locator(".field").filter({ has: phone }).locator(".field-error")).toHaveText(text.phoneInvalid);
      // The first refused field in the form takes the focus.
      await expect(phone).toBeFocused();
      await expectNoAxeViolations(page);

      await asGuest(browser, `/contact?lang=${language}`, async (guest) => {
        const footerWhatsapp = guest.getByRole("contentinfo").getByRole("link", { name: "WhatsApp" });
        await expect(footerWhatsapp).toHaveAttribute("href", `https://wa.me/${whatsappBefore.replace(/\D/g, "")}`);
        await expect(guest.getByRole("link", { name: "+90 532 999 88 77" })).toHaveCount(0);
      });
    });
  }

  test("a save made on a form loaded before someone else's save is refused with the shared message", async ({ page, context, allowConsoleErrors }) => {
    // The browser logs the refused save's answer, 409 Conflict.
    allowConsoleErrors(/status of 409/);
    await openSettings(page, "en");
    const other = await context.newPage();
    await other.goto(`${server.url}/admin/settings?lang=en`);
    await other.getByRole("group", { name: "Sunday", exact: true }).getByLabel("Closed all day").check();
    await other.getByRole("button", { name: "Save Settings" }).click();
    await expect(other.getByRole("status").filter({ hasText: TEXT.en.saved })).toBeVisible();
    await other.close();

    await page.getByLabel(TEXT.en.whatsapp).fill("0532 000 11 22");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: TEXT.en.stale })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: "Sunday", exact: true }).getByLabel("Closed all day")).toBeChecked();
    await expect(page.getByLabel(TEXT.en.whatsapp)).not.toHaveValue("+90 532 000 11 22");
  });
});
