import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ON_PHONE, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { changeDish } from "../staff/sold-out-support";
import { goToMenuCategory, seedCategory } from "./menu-order-support";

test.describe("a menu item's history", () => {
  /** A dish of its own category, its English name changed once by the admin signed in on the menu's screen: its row and its edit modal. */
  async function dishRenamedOnce(page: Page, item: string, renamed: string) {
    const { name } = await seedCategory([item]);
    const tag = name.slice("Order ".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu?lang=en");
    const row = page.getByRole("list", { name: `Items of ${name}` }).getByRole("listitem").filter({ hasText: tag });
    const dialog = page.getByRole("dialog", { name: "Edit Menu Item" });
    await row.getByRole("link").click();
    await dialog.getByLabel("English name*").fill(`${renamed} ${tag}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    return { name, tag, row, dialog };
  }

  test("two edits are in the item's history, field by field; restoring the first version puts it back on /menu; the history speaks Turkish", async ({ page }) => {
    const { name, tag, row, dialog } = await dishRenamedOnce(page, "Romeo", "Sierra");
    await row.getByRole("link").click();
    await dialog.getByLabel("Price (₺)*").fill("27,50");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole("link").click();
    await expect(dialog.getByLabel("English name*")).toHaveValue(`Sierra ${tag}`);
    await dialog.getByText("History (3)").click();
    const entries = dialog.locator("details.history").getByRole("listitem");
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(/^Changed by .+, /);
    await expect(entries.nth(0).getByRole("row", { name: "Price (₺) 10 ₺ 27.50 ₺" })).toBeVisible();
    await expect(entries.nth(1).getByRole("row", { name: `English name Romeo ${tag} Sierra ${tag}` })).toBeVisible();
    await expect(entries.nth(2)).toContainText("Created by System");
    await expectNoAxeViolations(page);

    // The first version, as it was created: its name and price come back, as a change of its own.
    await entries.nth(2).getByRole("button", { name: "Restore this version" }).click();
    await expect(dialog.getByLabel("English name*")).toHaveValue(`Romeo ${tag}`);
    await expect(dialog.getByLabel("Price (₺)*")).toHaveValue("10.00");
    // The history stays open, with the restore at its top.
    await expect(dialog.getByText("History (4)")).toBeVisible();
    await expect(entries.nth(0)).toContainText(/^Changed by .+, .*Restored the version of /);
    await expect(entries.nth(0).getByRole("row", { name: `English name Sierra ${tag} Romeo ${tag}` })).toBeVisible();

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    await guest.goto("/menu?lang=en");
    await goToMenuCategory(guest, name);
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Romeo ${tag}` })).toContainText("10 ₺");
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Sierra ${tag}` })).toHaveCount(0);
    await guest.close();

    const turkish = new URL(page.url());
    turkish.searchParams.set("lang", "tr");
    await page.goto(turkish.href);
    const turkishDialog = page.getByRole("dialog", { name: "Menü Öğesini Düzenle" });
    await turkishDialog.getByText("Geçmiş (4)").click();
    const turkishEntries = turkishDialog.locator("details.history").getByRole("listitem");
    await expect(turkishEntries.nth(1).getByRole("row", { name: "Fiyat (₺) 10 ₺ 27,50 ₺" })).toBeVisible();
    await expect(turkishEntries.nth(3)).toContainText("Oluşturuldu: Sistem");
    await expect(turkishEntries.nth(1).getByRole("button", { name: "Bu sürümü geri yükle" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("restoring a version over typing in the form asks first: Cancel keeps the typing, Restore puts the version back in the form", async ({ page }) => {
    const { tag, row, dialog } = await dishRenamedOnce(page, "Uniform", "Victor");
    await row.getByRole("link").click();
    const englishName = dialog.getByLabel("English name*");
    await englishName.fill(`Whiskey ${tag}`);
    await dialog.getByText("History (2)").click();
    const entries = dialog.locator("details.history").getByRole("listitem");
    const question = page.getByRole("alertdialog", { name: "Restore this version?" });
    await entries.nth(1).getByRole("button", { name: "Restore this version" }).click();
    await expect(question).toContainText("What you typed in the form above will be lost.");
    await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await expect(englishName).toHaveValue(`Whiskey ${tag}`);
    await expect(dialog.getByText("History (2)")).toBeVisible();

    // Restore: the version is put back, in the form too, which follows it (no word of a save elsewhere).
    await entries.nth(1).getByRole("button", { name: "Restore this version" }).click();
    await question.getByRole("button", { name: "Restore this version" }).click();
    await expect(dialog.getByText("History (3)")).toBeVisible();
    await expect(englishName).toHaveValue(`Uniform ${tag}`);
    await expect(dialog.getByText("This was saved elsewhere while you were typing.", { exact: false })).toHaveCount(0);
  });

  test("a restore over typing refused because the dish was saved elsewhere meanwhile keeps the typing, says why, and offers the newer version", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const { tag, row, dialog } = await dishRenamedOnce(page, "Xray", "Yankee");
    await row.getByRole("link").click();
    const englishName = dialog.getByLabel("English name*");
    await englishName.fill(`Zulu ${tag}`);
    // A colleague changes the dish's price meanwhile.
    await changeDish(`Yankee ${tag}`, { price_kurus: 3_000 });

    await dialog.getByText("History (2)").click();
    const entries = dialog.locator("details.history").getByRole("listitem");
    const question = page.getByRole("alertdialog", { name: "Restore this version?" });
    await entries.nth(1).getByRole("button", { name: "Restore this version" }).click();
    await question.getByRole("button", { name: "Restore this version" }).click();

    // Refused, not written over the colleague's price: the dish loads again, and the typing the
    // restore was to replace stays beside the note of a save elsewhere.
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText("Not restored. This was changed by someone else meanwhile.");
    await expect(dialog.getByRole("alert").filter({ hasText: "This was changed by someone else meanwhile." })).toBeVisible();
    await expect(dialog.getByText("History (3)")).toBeVisible();
    const note = dialog.getByText("This was saved elsewhere while you were typing.", { exact: false });
    await expect(note).toBeVisible();
    await expect(englishName).toHaveValue(`Zulu ${tag}`);

    await dialog.getByRole("button", { name: "Discard my typing and show the newer version" }).click();
    await expect(englishName).toHaveValue(`Yankee ${tag}`);
    await expect(dialog.getByLabel("Price (₺)*")).toHaveValue("30.00");
    await expect(note).toHaveCount(0);
  });

  test("after two months of nightly sold-out taps the dish's price change is one 'Show older changes' away, which takes the person to the older entries", ON_PHONE, async ({ page }) => {
    const { name } = await seedCategory(["Tango"]);
    const tag = name.slice("Order ".length);
    const nights = Array.from({ length: 30 }, () => [{ sold_out: "until_further_notice" as const }, { sold_out: null }]).flat();
    await changeDish(`Tango ${tag}`, { price_kurus: 2_750 }, ...nights);
    await signInAs(page, "admin");
    await page.goto("/admin/menu?lang=tr");
    const row = page.getByRole("list", { name: `${name.replace("Order", "Sıra")} öğeleri` }).getByRole("listitem").filter({ hasText: tag });
    await row.getByRole("link").click();
    const dialog = page.getByRole("dialog", { name: "Menü Öğesini Düzenle" });
    await dialog.getByText("Geçmiş (en yeni 50)").click();
    const entries = dialog.locator("details.history").getByRole("listitem");
    await expect(entries).toHaveCount(50);
    await expect(dialog.getByRole("row", { name: /^Fiyat/ })).toHaveCount(0);
    // A sold-out tap made no version of the dish to put back: its entry has no restore button.
    await expect(entries.nth(1)).toContainText("Tükendi");
    await expect(entries.nth(1).getByRole("button", { name: "Bu sürümü geri yükle" })).toHaveCount(0);

    const older = dialog.getByRole("link", { name: "Daha eski değişiklikleri göster" });
    await older.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Geçmiş (62)")).toBeVisible();
    await expect(entries).toHaveCount(62);
    await expect(older).toHaveCount(0);
    // The first of the older entries has the focus; the price change and the dish's creation are there.
    await expect(entries.nth(50)).toBeFocused();
    await expect(entries.nth(60).getByRole("row", { name: "Fiyat (₺) 10 ₺ 27,50 ₺" })).toBeVisible();
    await expect(entries.nth(60).getByRole("button", { name: "Bu sürümü geri yükle" })).toBeVisible();
    await expect(entries.nth(61)).toContainText("Oluşturuldu: Sistem");
    await expectNoAxeViolations(page);

    // Closing the dish forgets how much of its history was shown.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).searchParams.has("history")).toBe(false);
  });
});

