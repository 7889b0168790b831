import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkBackupFile } from "../../../app/features/data-management/backup-file.server";
import { startServer, type RunningServer } from "../../support/start-server";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signIn, signInAs } from "../sign-in";

/**
 * Backups in Data Management (docs/decisions/0022-backups.md), as an admin, in both languages: on a
 * server of this spec's own with BACKUP_DIR set, the last backup (the one it made at start) and a
 * download of a fresh one, which is a sound backup of the site; on the shared test server, without
 * BACKUP_DIR, that automatic backups are off and how to turn them on.
 */
const OWNER_EMAIL = "owner@backups.test";

const TEXT = {
  en: {
    heading: "Backups",
    on: "Automatic backups are on: one a day into",
    off: "Automatic backups are off.",
    turnOn: "To turn them on, set BACKUP_DIR to a folder on the server",
    last: "Last backup",
    succeeded: "Succeeded",
    madeBy: "the daily backup",
    download: "Download a backup now",
  },
  tr: {
    heading: "Yedekler",
    on: "Otomatik yedekleme açık: her gün",
    off: "Otomatik yedekleme kapalı.",
    turnOn: "Açmak için sunucuda BACKUP_DIR değişkenini bir klasöre ayarlayın",
    last: "Son yedek",
    succeeded: "Başarılı",
    madeBy: "günlük yedekleme",
    download: "Şimdi bir yedek indir",
  },
} as const;

test.describe("backups", () => {
  test.describe.configure({ mode: "default" });
  let directory: string;
  let server: RunningServer;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "patates-backups-e2e-"));
    server = await startServer({ DATABASE_URL: `file:${join(directory, "restaurant.db")}`, ADMIN_EMAILS: OWNER_EMAIL, BACKUP_DIR: join(directory, "backups") });
    // The backup the server makes at start, once it is checked and recorded.
    await server.waitForOutput('"event":"backup.written"');
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  for (const language of ["tr", "en"] as const) {
    const text = TEXT[language];

    test(`an admin sees the last backup and downloads a sound one now (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }, testInfo) => {
      await signIn(page, OWNER_EMAIL, "Owner", server);
      await page.goto(`${server.url}/admin/data?lang=${language}`);
      const panel = page.getByRole("region", { name: text.heading });
      await expect(panel.getByText(text.on)).toBeVisible();
      await expect(panel.getByRole("heading", { name: text.last })).toBeVisible();
      await expect(panel.getByText(text.succeeded, { exact: true })).toBeVisible();
      await expect(panel.getByText(text.madeBy, { exact: true })).toBeVisible();
      await expect(panel.getByText(/^\d+([.,]\d)? kB$/)).toBeVisible();
      await expect(panel.getByText(/patates-backup-.*\.sqlite3$/)).toBeVisible();
      await expectNoAxeViolations(page);

      const button = panel.getByRole("button", { name: text.download });
      await button.focus();
      const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
      expect(download.suggestedFilename()).toMatch(/^patates-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite3$/);
      const saved = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(saved);
      const checked = await checkBackupFile(saved);
      expect(checked.engine).toBe("sqlite");
      expect(checked.tables.menu_items).toBeGreaterThan(0);
      expect(checked.tables.users).toBe(1);
      // The download leaves the page as it was.
      await expect(button).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/admin/data");
    });

    test(`without BACKUP_DIR, Data Management says automatic backups are off and how to turn them on (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await signInAs(page, "admin");
      await page.goto(`/admin/data?lang=${language}`);
      const panel = page.getByRole("region", { name: text.heading });
      await expect(panel.getByText(text.off)).toBeVisible();
      await expect(panel.getByText(text.turnOn)).toBeVisible();
      await expect(panel.getByRole("button", { name: text.download })).toBeVisible();
    });
  }
});
