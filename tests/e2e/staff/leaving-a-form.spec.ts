import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signIn, signInAs } from "../sign-in";
import { fillIngredient, RECIPE_FORM_TEXT } from "./recipe-form";

/** What a person reads, in each language (docs/decisions/0045-no-lost-edits.md). */
const TEXT = {
  en: {
    ...RECIPE_FORM_TEXT.en,
    leaveTitle: "Leave without saving?",
    leaveText: "What you typed in this form will be lost.",
    stay: "Stay",
    leave: "Leave",
    openNavigation: "Open navigation",
    inventory: "Inventory",
    inventoryTitle: "Inventory Management",
    item: { name: "Item Name", unit: "Unit", price: "Price (₺)", vendor: "Vendor", create: "Create Item", update: "Update Item" },
    addCategory: "Add Category",
    turkishName: "Turkish name*",
    close: "Close",
    savedMeanwhile: "This was saved elsewhere while you were typing. What you typed is still here, but it cannot be saved over the newer version.",
    showNewer: "Discard my typing and show the newer version",
    stale: "This was changed by someone else meanwhile.",
    saved: "Saved.",
  },
  tr: {
    ...RECIPE_FORM_TEXT.tr,
    leaveTitle: "Kaydetmeden çıkılsın mı?",
    leaveText: "Bu forma yazdıklarınız kaybolacak.",
    stay: "Kal",
    leave: "Çık",
    openNavigation: "Gezinmeyi aç",
    inventory: "Envanter",
    inventoryTitle: "Envanter Yönetimi",
    item: { name: "Ürün Adı", unit: "Birim", price: "Fiyat (₺)", vendor: "Tedarikçi", create: "Ürün Oluştur", update: "Ürünü Güncelle" },
    addCategory: "Kategori Ekle",
    turkishName: "Türkçe ad*",
    close: "Kapat",
    savedMeanwhile: "Siz yazarken bu başka bir yerde kaydedildi. Yazdıklarınız burada duruyor, ancak daha yeni hâlinin üzerine kaydedilemez.",
    showNewer: "Yazdıklarımı at ve yeni hâlini göster",
    stale: "Bu, bu arada başka biri tarafından değiştirildi.",
    saved: "Kaydedildi.",
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The header's link to the inventory; on a phone it is in the drawer the header's button opens. */
async function clickInventoryInHeader(page: Page, text: Text) {
  const banner = page.getByRole("banner");
  if (test.info().project.name === "phone") await banner.getByRole("button", { name: text.openNavigation }).click();
  await page.getByRole("link", { name: text.inventory, exact: true }).click();
}

for (const language of ["en", "tr"] as const) {
  const text = TEXT[language];

  test(`leaving a recipe form with unsaved typing asks first, in the page's language; a clean or saved form leaves at once (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    await signInAs(page, "staff");
    const tag = randomBytes(3).toString("hex");
    const flour = `Un ${tag}`;
    await page.goto(`/inventory-manager?new&lang=${language}`);
    await page.getByLabel(text.item.name).fill(flour);
    await page.getByLabel(text.item.unit).selectOption("kg");
    await page.getByLabel(text.item.price).fill("40");
    await page.getByLabel(text.item.vendor).fill("Metro");
    await page.getByRole("button", { name: text.item.create }).click();
    await expect(page.getByRole("button", { name: text.item.update })).toBeVisible();

    // A clean form: the header's link goes at once.
    await page.goto(`/recipe-manager?new&lang=${language}`);
    await expect(page.getByText(text.noIngredients)).toBeVisible();
    await clickInventoryInHeader(page, text);
    await expect(page.getByRole("heading", { level: 1, name: text.inventoryTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory-manager/);

    // Typing, then the header's link: the question, Stay first.
    await page.goto(`/recipe-manager?new&lang=${language}`);
    const name = page.getByLabel(text.name);
    await name.fill(`Gözleme ${tag}`);
    const formAddress = page.url();
    await clickInventoryInHeader(page, text);
    const question = page.getByRole("alertdialog", { name: text.leaveTitle });
    await expect(question).toBeVisible();
    await expect(question).toContainText(text.leaveText);
    await expect(question.getByRole("button", { name: text.stay })).toBeFocused();
    await expectNoAxeViolations(page);

    // Stay: the typing and the address are kept.
    await question.getByRole("button", { name: text.stay }).click();
    await expect(question).toBeHidden();
    await expect(name).toHaveValue(`Gözleme ${tag}`);
    expect(page.url()).toBe(formAddress);

    // Escape is Stay too.
    await clickInventoryInHeader(page, text);
    await expect(question).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(name).toHaveValue(`Gözleme ${tag}`);

    // Again, and Leave: the inventory.
    await clickInventoryInHeader(page, text);
    await question.getByRole("button", { name: text.leave }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.inventoryTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory-manager/);

    // A dirty form saved: no question on the way to the saved recipe, nor when leaving it after.
    await page.goto(`/recipe-manager?new&lang=${language}`);
    await name.fill(`Gözleme ${tag}`);
    await page.getByLabel(text.category).selectOption({ label: text.main });
    await fillIngredient(page, text, 1, { search: tag, name: flour, startsIn: "kg", quantity: "1" });
    await page.getByRole("button", { name: text.create }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Gözleme ${tag}` })).toBeVisible();
    await expect(question).toBeHidden();
    await clickInventoryInHeader(page, text);
    await expect(page.getByRole("heading", { level: 1, name: text.inventoryTitle })).toBeVisible();
    await expect(question).toBeHidden();
  });

  test(`a modal's form with unsaved typing asks before Escape or × close it (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto(`/admin/menu?new=category&lang=${language}`);
    const dialog = page.getByRole("dialog", { name: text.addCategory });
    const question = page.getByRole("alertdialog", { name: text.leaveTitle });
    // Clean: Escape closes it at once.
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(question).toBeHidden();

    await page.goto(`/admin/menu?new=category&lang=${language}`);
    await dialog.getByLabel(text.turkishName).fill("Fırında");
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: text.stay }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.turkishName)).toHaveValue("Fırında");
    await expect(page).toHaveURL(/new=category/);

    await dialog.getByRole("button", { name: text.close }).click();
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: text.leave }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/new=category/);
  });
}

for (const language of ["en", "tr"] as const) {
  const switched = language === "en" ? TEXT.tr : TEXT.en;

  test(`a colleague's save of the row keeps a form's typing on the version it was begun on; its save is refused, and the newer version comes on the person's word (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const name = await typeNewItem(page, "Kekik", "40");
    await page.getByRole("button", { name: TEXT.en.item.create }).click();
    await expect(page.getByRole("button", { name: TEXT.en.item.update })).toBeVisible();
    const id = new URL(page.url()).searchParams.get("item");
    await page.goto(`/inventory-manager?item=${id}&lang=${language}`);
    await page.getByLabel(TEXT[language].item.price).fill("55");

    // A colleague saves the same item meanwhile.
    const context = await browser.newContext();
    const colleague = await context.newPage();
    await signInAs(colleague, "admin");
    await colleague.goto(`/inventory-manager?item=${id}&lang=en`);
    await colleague.getByLabel(TEXT.en.item.price).fill("60");
    await colleague.getByRole("button", { name: TEXT.en.item.update }).click();
    await expect(colleague.getByText(TEXT.en.saved, { exact: true })).toBeVisible();
    await context.close();

    // The screen's data loads again (the language switched): the typing stays, and says why it cannot go.
    await page.getByTestId("language-toggle").click();
    const note = page.getByText(switched.savedMeanwhile, { exact: true });
    await expect(note).toBeVisible();
    const price = page.getByLabel(switched.item.price);
    await expect(price).toHaveValue("55");
    await expect(page.getByLabel(switched.item.name)).toHaveValue(name);
    await expectNoAxeViolations(page);

    // Its save is refused, not written over the colleague's; the typing is still there.
    await page.getByRole("button", { name: switched.item.update }).click();
    await expect(page.getByRole("alert").getByText(switched.stale, { exact: true })).toBeVisible();
    await expect(price).toHaveValue("55");

    // The newer version, on the person's word: the colleague's price, the focus on the form's first field.
    await page.getByRole("button", { name: switched.showNewer }).click();
    await expect(price).toHaveValue(/^60/);
    await expect(note).toBeHidden();
    await expect(page.getByLabel(switched.item.name)).toBeFocused();

    // Typed again on it and saved: the form follows its own save, and no note comes.
    await price.fill("55");
    await page.getByRole("button", { name: switched.item.update }).click();
    await expect(page.getByText(switched.saved, { exact: true })).toBeVisible();
    await expect(price).toHaveValue(/^55/);
    await expect(note).toBeHidden();
    await page.reload();
    await expect(page.getByLabel(switched.item.price)).toHaveValue(/^55/);
  });
}

/** A new inventory item typed in, in English, not yet saved; its name. */
async function typeNewItem(page: Page, name: string, price: string): Promise<string> {
  await signInAs(page, "staff");
  const named = `${name} ${randomBytes(3).toString("hex")}`;
  await page.goto("/inventory-manager?new&lang=en");
  await page.getByLabel(TEXT.en.item.name).fill(named);
  await page.getByLabel(TEXT.en.item.unit).selectOption("kg");
  await page.getByLabel(TEXT.en.item.price).fill(price);
  await page.getByLabel(TEXT.en.item.vendor).fill("Metro");
  return named;
}

test("a save after the session has ended keeps the form and what was typed, and says why it was not saved, until the word is closed", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.clock.install();
  const name = await typeNewItem(page, "Tuz", "12,50");
  // Signed out meanwhile: the session ended (idle, or its days are up) while the page stayed open.
  await page.context().clearCookies();
  await page.getByRole("button", { name: TEXT.en.item.create }).click();
  // Said in the status line: the refusal came before the form was read, so no form of the screen is named.
  const status = page.locator('[role="status"][aria-live="polite"].status-message-text');
  await expect(status).toHaveText("Not saved. User not authenticated");
  // Not gone after the six seconds a word on a saved write stays: the person may have looked away.
  await page.clock.runFor(10_000);
  await expect(status).toHaveText("Not saved. User not authenticated");
  await expect(page).toHaveURL(/\/inventory-manager\?new/);
  await expect(page.getByLabel(TEXT.en.item.name)).toHaveValue(name);
  await expect(page.getByLabel(TEXT.en.item.price)).toHaveValue("12,50");
});

test("after the session has ended, the word's link signs in again in a new tab, and the same press then saves what was typed", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  const name = await typeNewItem(page, "Kimyon", "30");
  await page.context().clearCookies();
  await page.getByRole("button", { name: TEXT.en.item.create }).click();
  await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText("Not saved. User not authenticated");
  // A tab of its own, so that this one keeps the form: the person signs in there, and comes back.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: "Sign in again (new tab)" }).click()]);
  await expect(tab).toHaveURL(/\/login\?lang=en$/);
  await signIn(tab, "cook@patates.test", "Ayşe Cook");
  await tab.close();
  await expect(page.getByLabel(TEXT.en.item.name)).toHaveValue(name);
  await page.getByRole("button", { name: TEXT.en.item.create }).click();
  await expect(page.getByText(TEXT.en.saved, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: TEXT.en.item.update })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.item.name)).toHaveValue(name);
});

test("a save without a connection keeps the screen, the form and what was typed, and says it was not saved", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const name = await typeNewItem(page, "Biber", "80");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: TEXT.en.item.create }).click();
  // Beside the form (the status line says it too, after 'Not saved.').
  await expect(page.getByText("There is no connection, so nothing was sent. What you typed is still here; try again once you are online.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: TEXT.en.inventoryTitle })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.item.name)).toHaveValue(name);
  // The word stays, and the page has room at its foot to bring the form's buttons out from under it.
  const create = page.getByRole("button", { name: TEXT.en.item.create });
  await expect(page.locator(".status-message-text")).toHaveText(/^Not saved\. There is no connection/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const word = await page.locator(".status-message").boundingBox();
  const button = await create.boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(word!.y);

  // Back online, the same press saves it.
  await page.context().setOffline(false);
  await create.click();
  await expect(page.getByRole("button", { name: TEXT.en.item.update })).toBeVisible();
  // Found by the search: the list shows a page of the inventory, which other tests fill.
  await page.getByRole("searchbox", { name: "Search inventory" }).fill(name);
  await expect(page.getByRole("list").getByText(name)).toBeVisible();
});
