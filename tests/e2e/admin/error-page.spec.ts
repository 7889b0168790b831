import { sql } from "kysely";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { expect, expectNoAxeViolations, ON_PHONE, test } from "../fixtures";
import { signInAs } from "../sign-in";

test.describe("the error page", () => {
  test("shows the failed request's reference, the one in the server's log, and hydrates as it was rendered", ON_PHONE, async ({ page, allowConsoleErrors }) => {
    // The page's own answer: Chromium logs every 5xx it receives.
    allowConsoleErrors(/status of 500/);
    await signInAs(page, "admin");
    // A table the Data Management screen reads goes missing, as a broken upgrade could leave it.
    const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
    await sql`ALTER TABLE populate_jobs RENAME TO populate_jobs_away`.execute(db);
    try {
      const response = await page.goto("/admin/data?lang=tr");
      expect(response?.status()).toBe(500);
      const requestId = await response!.headerValue("x-request-id");
      expect(requestId).toBeTruthy();
      const alert = page.getByRole("alert");
      await expect(alert.getByRole("heading", { name: "Beklenmeyen Uygulama Hatası!" })).toBeVisible();
      await expect(alert).toContainText(`Bize bildirirseniz şu kodu belirtin: ${requestId}`);
      // Once the page's script has run, the reference is still there, and the link works.
      await expect(alert.getByRole("link", { name: "Ana Sayfaya Git" })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await sql`ALTER TABLE populate_jobs_away RENAME TO populate_jobs`.execute(db);
      await db.destroy();
    }
  });
});
