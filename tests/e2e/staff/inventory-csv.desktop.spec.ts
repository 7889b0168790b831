import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { MAX_CSV_BYTES } from "../../../app/features/inventory/inventory";
import { freePort, startServer, type RunningServer } from "../../support/start-server";
import { windows1254 } from "../../support/windows-1254";
import { expect, test } from "../fixtures";
import { signIn, signInAs } from "../sign-in";

test.describe("the inventory as a CSV file", () => {
  test.use({ locale: "en-US" });

  /** Opens the CSV panel, unless an import left it open. */
  async function openCsvPanel(page: Page) {
    if (!(await page.getByRole("link", { name: "Export CSV" }).isVisible())) await page.getByText("Spreadsheet (CSV)").click();
  }

  async function importFile(page: Page, name: string, content: string | Buffer) {
    await openCsvPanel(page);
    await page.getByLabel("CSV file to import").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
    await page.getByRole("button", { name: "Import CSV" }).click();
  }

  async function exportFile(page: Page): Promise<string> {
    await openCsvPanel(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    return readFileSync(await (await download).path(), "utf8");
  }

  test("a file with one bad row changes nothing and names the line", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    await signInAs(page, "staff");
    await page.goto("/inventory-manager?lang=en");
    const tag = randomBytes(3).toString("hex");
    await importFile(page, "bad.csv", `name,unit,price,vendor,category\nUn ${tag},kg,12.50,Metro,food\nTuz ${tag},kg,-2,Metro,food\nSu ${tag},şişe,7,Metro,beverage\n`);
    const alert = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
    await expect(alert).toContainText("Line 3: Price must be a non-negative number");
    await page.getByRole("searchbox", { name: "Search inventory" }).fill(tag);
    await expect(page.getByText("No items match your filters").or(page.getByText("No inventory items found"))).toBeVisible();
  });

  test("a file a Turkish spreadsheet program saved as plain CSV (Windows-1254, semicolons, Turkish columns) imports with its letters", async ({ page }) => {
    await signInAs(page, "staff");
    await page.goto("/inventory-manager?lang=tr");
    const tag = randomBytes(3).toString("hex");
    const text = `Ad;Birim;Fiyat;Tedarikçi;Kategori\r\nDomates Salçası ${tag};kg;85,50;Öz Gıda;Gıda\r\nŞeker ${tag};kg;1.250;İstanbul Toptan;Gıda\r\n`;
    if (!(await page.getByRole("link", { name: "CSV Dışa Aktar" }).isVisible())) await page.getByText("Tablo (CSV)").click();
    await page.getByLabel("İçe aktarılacak CSV dosyası").setInputFiles({
      name: "envanter.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(windows1254(text)),
    });
    await page.getByRole("button", { name: "CSV İçe Aktar" }).click();
    await expect(page.getByText("2 satır içe aktarıldı: 2 eklendi, 0 güncellendi.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Envanterde ara" }).fill(tag);
    await expect(page.getByRole("link", { name: new RegExp(`^Domates Salçası ${tag}`) })).toContainText("Öz Gıda");
    await expect(page.getByRole("link", { name: new RegExp(`^Şeker ${tag}`) })).toContainText("İstanbul Toptan");
  });

  test("a file over 5 MB is refused next to its field before it is sent", async ({ page }) => {
    await signInAs(page, "staff");
    await page.goto("/inventory-manager?lang=en");
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/inventory-manager/import")) sent += 1;
    });
    await importFile(page, "large.csv", Buffer.alloc(MAX_CSV_BYTES + 1, "a"));
    await expect(page.getByLabel("CSV file to import")).toHaveAccessibleDescription(/The file is larger than 5 MB\./);
    await expect(page.getByLabel("CSV file to import")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("CSV file to import")).toBeFocused();
    expect(sent).toBe(0);
  });

  test.describe("export, then import into a fresh database", () => {
    let fresh: RunningServer;
    let folder: string;

    test.beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), "patates-fresh-"));
      const port = String(await freePort());
      fresh = await startServer({ PORT: port, DATABASE_URL: `file:${join(folder, "restaurant.db")}`, PUBLIC_URL: `http://127.0.0.1:${port}`, ADMIN_EMAILS: "owner@fresh.test" });
    });

    test.afterAll(async () => {
      await fresh?.stop();
      rmSync(folder, { recursive: true, force: true });
    });

    test("gives the same inventory", async ({ page, browser }) => {
      await signInAs(page, "staff");
      await page.goto("/inventory-manager?lang=en");
      const tag = randomBytes(3).toString("hex");
      // A file of the old five columns, and one that states the strawberry's allergens in Turkish words.
      await importFile(page, "start.csv", `name,unit,price,vendor,category\n"Şişe su, 0,5 l ${tag}",şişe,"12,50","Doğuş ""Toptan""",İçecek\nÇilek ${tag},kg,180,Pazar,food\nPeçete ${tag},paket,0.99,Kırtasiye,other\n`);
      await expect(page.getByRole("status").filter({ hasText: "Imported 3 rows" })).toBeVisible();
      await importFile(page, "allergens.csv", `name,unit,price,vendor,category,allergen_sulphites,diet_animal\nÇilek ${tag},kg,180,Pazar,food,İçerebilir,Hayır\n`);
      await expect(page.getByRole("status").filter({ hasText: "Imported 1 row: 0 added, 1 updated." })).toBeVisible();
      const exported = await exportFile(page);
      expect(exported.startsWith("\uFEFFname,unit,price,vendor,category,allergen_gluten,")).toBe(true);
      // An old spelling in, the unit key out; what no file stated stays undeclared.
      expect(exported).toContain(`"Şişe su, 0,5 l ${tag}",bottle,12.50,"Doğuş ""Toptan""",beverage,undeclared,`);
      // Last, the version each item was exported at (the strawberry's second), and its id.
      expect(exported).toMatch(new RegExp(`Çilek ${tag},kg,180.00,Pazar,food,(undeclared,){11}may-contain,(undeclared,){4}no,undeclared,2,[0-9a-f-]{36}\r\n`));

      const owner = await browser.newPage({ locale: "en-US", baseURL: fresh.url });
      await signIn(owner, "owner@fresh.test", "Owner", fresh);
      await owner.goto("/inventory-manager?lang=en");
      await expect(owner.getByText("No inventory items found. Add your first item to get started.")).toBeVisible();
      await importFile(owner, "inventory.csv", Buffer.from(exported, "utf8"));
      await expect(owner.getByRole("status").filter({ hasText: /^Imported \d+ rows/ })).toBeVisible();
      // The same, but for the versions and ids: each item is new on the fresh site.
      const withoutVersions = (csv: string) => csv.replace(/,\d+,[\w-]+\r\n/g, "\r\n");
      expect(withoutVersions(await exportFile(owner))).toBe(withoutVersions(exported));
      await expect(owner.getByRole("link", { name: new RegExp(`Çilek ${tag}`) })).toContainText("180.00 ₺ / kg");
      await owner.close();
    });
  });
});
