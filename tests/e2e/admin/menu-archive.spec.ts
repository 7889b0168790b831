import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { startServer, type RunningServer } from "../../support/start-server";
import { jpegFile } from "../../support/test-images";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { signIn } from "../sign-in";

/**
 * Export and import of the menu archive, on two servers of this spec's own (a fresh database each:
 * the import replaces a whole menu, which the shared test server's other specs read).
 */
const OWNER_EMAIL = "owner@archive.test";

const TEXT = {
  en: {
    export: "Export the menu", file: "Menu file (JSON)", replace: "Replace the menu with the file's", merge: "Merge by id", import: "Import", failed: "Nothing was imported:", badPrice: "items[3].priceKurus: not a valid value here",
    replaceConfirm: "Replace the whole menu with the file's? Every category and item that is not in the file is deleted.", replaceButton: "Replace the menu",
  },
  tr: {
    export: "Menüyü dışa aktar", file: "Menü dosyası (JSON)", replace: "Menüyü dosyadakiyle değiştir", merge: "Kimliğe göre birleştir", import: "İçe aktar", failed: "Hiçbir şey içe aktarılmadı:", badPrice: "items[3].priceKurus: burada geçerli bir değer değil",
    replaceConfirm: "Menünün tamamı dosyadakiyle değiştirilsin mi? Dosyada olmayan her kategori ve öğe silinir.", replaceButton: "Menüyü değiştir",
  },
} as const;

/** A guest's /menu on `server` (a request context with no session), without the per-response nonce and with the server's address as ORIGIN. */
async function guestMenu(request: APIRequestContext, server: RunningServer, language: "tr" | "en"): Promise<string> {
  // A connection of its own: a kept-alive one, reused just as the server closes it for being idle
  // (Node's 5 s), is reset, and this client does not try again as a browser would.
  const html = await (await request.get(`${server.url}/menu?lang=${language}`, { headers: { connection: "close" } })).text();
  return html.replace(/ nonce="[^"]*"/g, "").replaceAll(server.url, "ORIGIN");
}

async function importFile(page: Page, text: (typeof TEXT)["en" | "tr"], path: string, mode: "replace" | "merge") {
  await page.getByLabel(text.file).setInputFiles(path);
  await page.getByRole("radio", { name: mode === "replace" ? text.replace : text.merge }).check();
  await page.getByRole("button", { name: text.import, exact: true }).click();
  // A replace deletes what the file does not hold: it is asked once more.
  if (mode === "replace") {
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText(text.replaceConfirm);
    await question.getByRole("button", { name: text.replaceButton }).click();
  }
}

test.describe("the menu archive", () => {
  test.describe.configure({ mode: "default" });
  let directory: string;
  let source: RunningServer;
  let target: RunningServer;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "patates-archive-"));
    const start = (name: string) => startServer({ DATABASE_URL: `file:${join(directory, `${name}.db`)}`, ADMIN_EMAILS: OWNER_EMAIL });
    source = await start("source");
    target = await start("target");
  });

  test.afterAll(async () => {
    await Promise.all([source?.stop(), target?.stop()]);
    rmSync(directory, { recursive: true, force: true });
  });

  test("exported with a photo and imported into a fresh site in Turkish, the menu is the same; a file with one bad field is refused in English, naming it, and nothing changes", async ({ browser, request }) => {
    // Pages in contexts of their own: axe needs a page's context.
    const sourceContext = await browser.newContext();
    const sourcePage = await sourceContext.newPage();
    await signIn(sourcePage, OWNER_EMAIL, "Owner", source);
    // A photographed item on the source, posted as Menu Management's item form posts it.
    const created = await sourcePage.request.post(`${source.url}/admin/menu?new=item&in=breakfast`, {
      headers: { Origin: source.url },
      multipart: {
        intent: "createItem",
        categoryId: "breakfast",
        nameTr: "Fotoğraflı Rösti",
        nameEn: "Pictured Rösti",
        price: "410",
        image: { name: "rosti.jpg", mimeType: "image/jpeg", buffer: await jpegFile(1200, 900) },
      },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);

    await sourcePage.goto(`${source.url}/admin/data?lang=en`);
    const [download] = await Promise.all([sourcePage.waitForEvent("download"), sourcePage.getByRole("link", { name: TEXT.en.export }).click()]);
    expect(download.suggestedFilename()).toMatch(/^patates-menu-\d{4}-\d{2}-\d{2}\.json$/);
    const archivePath = join(directory, "menu.json");
    await download.saveAs(archivePath);

    const targetContext = await browser.newContext({ locale: "tr-TR" });
    const targetPage = await targetContext.newPage();
    await signIn(targetPage, OWNER_EMAIL, "Owner", target);
    await targetPage.goto(`${target.url}/admin/data?lang=tr`);
    await expectNoAxeViolations(targetPage);
    await importFile(targetPage, TEXT.tr, archivePath, "replace");
    await expect(targetPage.getByRole("status").filter({ hasText: "İçe aktarıldı." })).toContainText("1 fotoğraf");

    for (const language of ["tr", "en"] as const) expect(await guestMenu(request, target, language)).toBe(await guestMenu(request, source, language));
    const guest = await browser.newPage({ locale: "en-US" });
    await guest.goto(`${target.url}/menu/pictured-rosti?lang=en`);
    const photo = guest.getByRole("main").locator("img[srcset]");
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // One bad field: the answer names it, and the menu stays as it was.
    const archive = JSON.parse(readFileSync(archivePath, "utf8")) as { items: { priceKurus: unknown }[] };
    archive.items[3]!.priceKurus = "abc";
    const badPath = join(directory, "bad.json");
    writeFileSync(badPath, JSON.stringify(archive));
    const before = await guestMenu(request, target, "en");
    await targetPage.goto(`${target.url}/admin/data?lang=en`);
    await importFile(targetPage, TEXT.en, badPath, "merge");
    const alert = targetPage.getByRole("alert").filter({ hasText: TEXT.en.failed });
    await expect(alert).toContainText(TEXT.en.badPrice);
    await expectNoAxeViolations(targetPage);
    expect(await guestMenu(request, target, "en")).toBe(before);

    await targetPage.goto(`${target.url}/admin/data?lang=tr`);
    await importFile(targetPage, TEXT.tr, badPath, "replace");
    await expect(targetPage.getByRole("alert").filter({ hasText: TEXT.tr.failed })).toContainText(TEXT.tr.badPrice);
    await Promise.all([sourceContext.close(), targetContext.close(), guest.close()]);
  });
});
