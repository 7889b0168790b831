import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";

// The test server's PUBLIC_URL is the address Playwright browses, so the codes must point here.
function publicOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("the QR spec needs a baseURL");
  return baseURL.replace(/\/+$/, "");
}

const TEXTS = {
  en: {
    title: "QR Codes",
    captions: { home: "Home", menu: "Menu", events: "Events" },
    png: "Download PNG",
    svg: "Download SVG",
    howTo: "How to use them",
    size: "Print each code at least 2cm x 2cm",
  },
  tr: {
    title: "QR Kodları",
    captions: { home: "Ana Sayfa", menu: "Menü", events: "Etkinlikler" },
    png: "PNG indir",
    svg: "SVG indir",
    howTo: "Nasıl kullanılır",
    size: "Her kodu en az 2cm x 2cm boyutunda basın",
  },
} as const;

const TARGETS = ["home", "menu", "events"] as const;

function card(page: Page, caption: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: caption, exact: true }) });
}

async function download(page: Page, link: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return file;
}

async function downloadedBytes(file: Download): Promise<Buffer> {
  return readFile(await file.path());
}

test.describe("the QR page", () => {
  for (const language of ["en", "tr"] as const) {
    const texts = TEXTS[language];

    test(`shows the three codes and the instructions in ${language}`, async ({ page }) => {
      await page.goto(`/qr?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      for (const target of TARGETS) {
        const caption = texts.captions[target];
        const item = card(page, caption);
        const image = item.getByRole("img");
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute("alt", new RegExp(caption));
        // Shown at its own size, even on a 375px phone.
        expect(await image.evaluate((img: HTMLImageElement) => [img.clientWidth, img.clientHeight, img.naturalWidth])).toEqual([256, 256, 256]);
        await expect(item).toContainText(`${publicOrigin()}/${target}`);
        await expect(item.getByRole("link", { name: texts.png })).toHaveAttribute("download", `${target}.png`);
        await expect(item.getByRole("link", { name: texts.svg })).toHaveAttribute("download", `${target}.svg`);
      }
      await expect(page.getByRole("heading", { level: 2, name: texts.howTo })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(texts.size);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });

    test(`axe finds nothing on /qr in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await page.goto(`/qr?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoAxeViolations(page);
    });
  }

  test("each PNG download is 256×256 and opens its page of the public address", async ({ page }) => {
    await page.goto("/qr?lang=en");
    for (const target of TARGETS) {
      const file = await download(page, card(page, TEXTS.en.captions[target]).getByRole("link", { name: "Download PNG" }));
      expect(file.suggestedFilename()).toBe(`${target}.png`);
      const image = PNG.sync.read(await downloadedBytes(file));
      expect([image.width, image.height]).toEqual([256, 256]);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(`${publicOrigin()}/${target}`);
    }
  });

  test("each SVG download is an SVG named for its page", async ({ page }) => {
    await page.goto("/qr?lang=tr");
    for (const target of TARGETS) {
      const file = await download(page, card(page, TEXTS.tr.captions[target]).getByRole("link", { name: "SVG indir" }));
      expect(file.suggestedFilename()).toBe(`${target}.svg`);
      expect((await downloadedBytes(file)).toString("utf8")).toContain("<svg");
    }
  });

  test("a keyboard user can reach and download a code", async ({ page }) => {
    await page.goto("/qr?lang=en");
    const link = card(page, "Menu").getByRole("link", { name: "Download PNG" });
    // Tab from the top of the page until the menu code's PNG link has the focus.
    for (let presses = 0; presses < 40 && !(await link.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(link).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(file.suggestedFilename()).toBe("menu.png");
  });
});
