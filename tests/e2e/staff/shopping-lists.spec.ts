import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { signInAs } from "../sign-in";

const TEXT = {
  en: {
    addItem: "Add New Item",
    itemName: "Item Name",
    unit: "Unit",
    price: "Price (₺)",
    vendor: "Vendor",
    createItem: "Create Item",
    updateItem: "Update Item",
    deleteItem: "Delete",
    title: "Shopping List Management",
    create: "Create New List",
    selectVendor: "Select Vendor",
    setQuantities: "Set Quantities",
    createList: "Create List",
    sendWhatsApp: "Send WhatsApp",
    phone: "Phone number",
    preview: "Message Preview",
    send: "Send to WhatsApp",
    markCompleted: "Mark as completed",
    search: "Search shopping lists",
    filters: "Filters",
    sent: "Sent",
    completed: "Completed",
    back: "← Back",
    quantityRequired: "At least one item must have a quantity greater than 0",
    negative: "Item 1: Quantity cannot be negative",
    stale: "This was changed by someone else meanwhile.",
    edit: "Edit Quantities",
    save: "Save Quantities",
    cost: "3.00 ₺",
    draft: "Draft",
    vendorName: "Vendor name",
    whatsappNumber: "WhatsApp number",
    saveVendor: "Save Vendor",
    updateVendor: "Update Vendor",
    numberInvalid: "This is not a phone number that can be reached.",
    question: "Was it sent?",
    yes: "Yes, it was sent",
    no: "No, not sent",
    notMarked: "The list was not marked as sent.",
    cancel: "Cancel",
    close: "Close",
  },
  tr: {
    addItem: "Yeni Ürün Ekle",
    itemName: "Ürün Adı",
    unit: "Birim",
    price: "Fiyat (₺)",
    vendor: "Tedarikçi",
    createItem: "Ürün Oluştur",
    updateItem: "Ürünü Güncelle",
    deleteItem: "Sil",
    title: "Alışveriş Listesi Yönetimi",
    create: "Yeni Liste Oluştur",
    selectVendor: "Tedarikçi Seçin",
    setQuantities: "Miktarları Belirleyin",
    createList: "Liste Oluştur",
    sendWhatsApp: "WhatsApp ile Gönder",
    phone: "Telefon numarası",
    preview: "Mesaj Önizlemesi",
    send: "WhatsApp'a Gönder",
    markCompleted: "Tamamlandı olarak işaretle",
    search: "Alışveriş listelerinde ara",
    filters: "Filtreler",
    sent: "Gönderildi",
    completed: "Tamamlandı",
    back: "← Geri",
    quantityRequired: "En az bir ürünün miktarı 0'dan büyük olmalıdır",
    negative: "Ürün 1: Miktar negatif olamaz",
    stale: "Bu, bu arada başka biri tarafından değiştirildi.",
    edit: "Miktarları Düzenle",
    save: "Miktarları Kaydet",
    cost: "3,00 ₺",
    draft: "Taslak",
    vendorName: "Tedarikçi adı",
    whatsappNumber: "WhatsApp numarası",
    saveVendor: "Tedarikçiyi Kaydet",
    updateVendor: "Tedarikçiyi Güncelle",
    numberInvalid: "Bu, ulaşılabilecek bir telefon numarası değil.",
    question: "Gönderildi mi?",
    yes: "Evet, gönderildi",
    no: "Hayır, gönderilmedi",
    notMarked: "Liste gönderildi olarak işaretlenmedi.",
    cancel: "İptal",
    close: "Kapat",
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];
const onPhone = () => test.info().project.name === "phone";

async function addInventoryItem(page: Page, text: Text, language: string, item: { name: string; unit: string; price: string; vendor: string }) {
  await page.goto(`/inventory-manager?new&lang=${language}`);
  await page.getByLabel(text.itemName).fill(item.name);
  await page.getByLabel(text.unit).selectOption(item.unit);
  await page.getByLabel(text.price).fill(item.price);
  await page.getByLabel(text.vendor).fill(item.vendor);
  await page.getByRole("button", { name: text.createItem }).click();
  await expect(page.getByRole("button", { name: text.updateItem })).toBeVisible();
  return page.url();
}

async function createList(page: Page, text: Text, language: string, vendor: string, quantities: Record<string, string>) {
  await page.goto(`/shopping-lists?lang=${language}`);
  await page.getByRole("link", { name: text.create }).click();
  await expect(page.getByRole("heading", { name: text.selectVendor })).toBeVisible();
  // One way back at each step (on a phone the pane's '← Back', on a desktop the step's own), to the step before.
  const wayBack = page.getByRole("link", { name: /^←/ });
  await expect(wayBack).toHaveCount(1);
  await page.getByRole("link", { name: new RegExp(`^${vendor}`) }).click();
  await expect(page.getByRole("heading", { name: text.setQuantities })).toBeVisible();
  await expect(wayBack).toHaveCount(1);
  await wayBack.click();
  await expect(page.getByRole("heading", { name: text.selectVendor })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^${vendor}`) }).click();
  await expect(page.getByRole("heading", { name: text.setQuantities })).toBeVisible();
  for (const [name, quantity] of Object.entries(quantities)) await page.getByLabel(name, { exact: true }).fill(quantity);
  await page.getByRole("button", { name: text.createList }).click();
  await expect(page.getByRole("button", { name: text.sendWhatsApp })).toBeVisible();
}

for (const language of ["en", "tr"] as const) {
  const text = TEXT[language];

  test.describe(`Shopping lists in ${language}`, () => {
    test("a list for one vendor, sent over WhatsApp to its number, confirmed, completed, and kept as it was sent", turkishOnPhoneEnglishOnDesktop(language), async ({ page, context, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 400/);
      // WhatsApp itself is out of reach here: its page is stood in for, and the address is what is checked.
      await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
      await signInAs(page, "staff");
      const tag = randomBytes(3).toString("hex");
      const vendor = `Süt Evi ${tag}`;
      const other = `Fırın ${tag}`;
      const ayran = `Ayran ${tag}`;
      // One long word, as a code or a brand run together can be: the list's table must still fit a phone.
      const sut = `Süt${"Tamyağlı".repeat(8)}${tag}`;
      const kaymak = `Kaymak ${tag}`;
      const ayranAddress = await addInventoryItem(page, text, language, { name: ayran, unit: "bottle", price: "10", vendor });
      await addInventoryItem(page, text, language, { name: sut, unit: "l", price: "10", vendor });
      await addInventoryItem(page, text, language, { name: kaymak, unit: "kg", price: "300", vendor });
      await addInventoryItem(page, text, language, { name: `Simit ${tag}`, unit: "piece", price: "15", vendor: other });

      // The vendor, found on its items, gets its WhatsApp number as Turks write it; an impossible one is refused.
      await page.goto(`/vendors?lang=${language}`);
      await page.getByRole("link", { name: new RegExp(`^${vendor}`) }).click();
      await expect(page.getByLabel(text.vendorName)).toHaveValue(vendor);
      const number = page.getByLabel(text.whatsappNumber);
      await expect(number).toHaveValue("");
      await expect(number).toHaveAttribute("placeholder", "0532 111 22 33");
      await number.fill("0532 111 22");
      await page.getByRole("button", { name: text.saveVendor }).click();
      await expect(number).toHaveAccessibleDescription(new RegExp(text.numberInvalid));
      await expectNoAxeViolations(page);
      await number.fill("0532 111 22 33");
      await page.getByRole("button", { name: text.saveVendor }).click();
      await expect(page.getByRole("button", { name: text.updateVendor })).toBeVisible();
      await expect(number).toHaveValue("+90 532 111 22 33");

      await createList(page, text, language, vendor, { [ayran]: "0,1", [sut]: "0.2", [kaymak]: "0" });
      // Only the vendor's items were offered; the one at 0 was dropped.
      const lines = page.getByRole("table").getByRole("row");
      await expect(lines).toHaveCount(3);
      await expect(page.getByRole("table")).not.toContainText(kaymak);
      await expect(page.getByRole("definition").filter({ hasText: "₺" })).toHaveText(text.cost);
      // Against the screen's width: a phone widens its page to what overflows it.
      const tableBox = (await page.getByRole("table").boundingBox())!;
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);

      // The box starts at the vendor's number. WhatsApp opens; the list is not sent until the cook says so.
      await page.getByRole("button", { name: text.sendWhatsApp }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel(text.phone)).toHaveValue("+90 532 111 22 33");
      const preview = dialog.getByLabel(text.preview);
      await expect(preview).toContainText(`Tedarikçi: ${vendor}`);
      await expect(preview).toContainText(`• ${ayran}: 0,1 şişe`);
      await expect(preview).toContainText("Tahmini toplam: 3,00 ₺");
      const sendAndOpen = async () => {
        const popup = page.waitForEvent("popup");
        await dialog.getByRole("button", { name: text.send }).click();
        const whatsApp = await popup;
        const opened = new URL(whatsApp.url());
        expect(opened.origin + opened.pathname).toBe("https://wa.me/905321112233");
        // The cook comes back from WhatsApp to the site, whose tab is in front again.
        await whatsApp.close();
        return opened.searchParams.get("text") ?? "";
      };
      expect(await sendAndOpen()).toContain(`Tedarikçi: ${vendor}\n\n• ${ayran}: 0,1 şişe\n• ${sut}: 0,2 l\n\nToplam ürün: 2\nTahmini toplam: 3,00 ₺`);
      await expect(dialog.getByRole("heading", { name: text.question })).toBeFocused();
      await dialog.getByRole("button", { name: text.no }).click();
      await expect(dialog.getByRole("status")).toHaveText(text.notMarked);
      // The button pressed went with its step: the focus is on what the dialog now says.
      await expect(dialog.getByRole("status")).toBeFocused();
      await dialog.getByRole("button", { name: text.cancel }).click();
      await expect(page.getByRole("definition").filter({ hasText: text.draft })).toBeVisible();

      await page.getByRole("button", { name: text.sendWhatsApp }).click();
      await sendAndOpen();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: text.yes }).click();
      // Sent: the box offers Close (beside its corner ×), no longer Cancel.
      const close = dialog.getByRole("button", { name: text.close }).filter({ hasText: text.close });
      await expect(close).toBeFocused();
      await expect(dialog.getByRole("button", { name: text.cancel })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await close.click();
      await expect(page.getByRole("definition").filter({ hasText: text.sent })).toBeVisible();
      await expect(page.getByText("+90 532 111 22 33")).toBeVisible();
      const listAddress = page.url();

      if (onPhone()) await page.getByRole("link", { name: text.back }).click();
      await page.getByRole("searchbox", { name: text.search }).fill(tag);
      const tabs = page.getByRole("navigation", { name: text.filters });
      await tabs.getByRole("link", { name: `${text.sent} 1` }).click();
      const row = page.getByRole("link", { name: new RegExp(vendor) });
      await expect(row).toContainText(text.sent);
      await row.click();
      await page.getByRole("button", { name: text.markCompleted }).click();
      await expect(page.getByRole("definition").filter({ hasText: text.completed })).toBeVisible();

      // The inventory changes; the sent list does not.
      await page.goto(ayranAddress);
      await page.getByLabel(text.price).fill("99");
      await page.getByRole("button", { name: text.updateItem }).click();
      await expect(page.getByLabel(text.price)).toHaveValue(language === "tr" ? "99,00" : "99.00");
      await page.getByRole("button", { name: text.deleteItem }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: text.deleteItem }).click();
      await expect(page).not.toHaveURL(/item=/);
      await page.goto(listAddress);
      await expect(page.getByRole("table")).toContainText(ayran);
      await expect(page.getByRole("definition").filter({ hasText: "₺" })).toHaveText(text.cost);
    });

    test("quantities are checked next to their fields, and axe finds nothing", turkishOnPhoneEnglishOnDesktop(language), async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 400/);
      await signInAs(page, "staff");
      const tag = randomBytes(3).toString("hex");
      const vendor = `Manav ${tag}`;
      await addInventoryItem(page, text, language, { name: `Domates ${tag}`, unit: "kg", price: "30", vendor });
      await page.goto(`/shopping-lists?new&vendor=${encodeURIComponent(vendor)}&lang=${language}`);
      await page.getByRole("button", { name: text.createList }).click();
      await expect(page.getByRole("alert")).toContainText(text.quantityRequired);
      await page.getByLabel(`Domates ${tag}`).fill("-1");
      await page.getByRole("button", { name: text.createList }).click();
      await expect(page.getByLabel(`Domates ${tag}`)).toHaveAccessibleDescription(text.negative);
      await expectNoAxeViolations(page);
      await page.getByLabel(`Domates ${tag}`).fill("2");
      await page.getByRole("button", { name: text.createList }).click();
      await expect(page.getByRole("button", { name: text.sendWhatsApp })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: text.sendWhatsApp }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("Shopping lists with two editors", () => {
  test.use({ locale: "en-US" });

  test("the second save of one draft gets the 409 message", async ({ browser, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const first = await browser.newPage({ locale: "en-US" });
    const second = await browser.newPage({ locale: "en-US" });
    await signInAs(first, "staff");
    await signInAs(second, "secondStaff");
    const tag = randomBytes(3).toString("hex");
    const item = `Un ${tag}`;
    await addInventoryItem(first, TEXT.en, "en", { name: item, unit: "kg", price: "20", vendor: `Değirmen ${tag}` });
    await createList(first, TEXT.en, "en", `Değirmen ${tag}`, { [item]: "5" });
    await first.getByRole("link", { name: TEXT.en.edit }).click();
    await expect(first).toHaveURL(/edit=/);
    await second.goto(first.url());

    await first.getByLabel(item, { exact: true }).fill("6");
    await first.getByRole("button", { name: TEXT.en.save }).click();
    await expect(first.getByRole("table")).toContainText("6");

    await second.getByLabel(item, { exact: true }).fill("9");
    await second.getByRole("button", { name: TEXT.en.save }).click();
    await expect(second.getByRole("alert").filter({ hasText: TEXT.en.stale })).toBeVisible();
    await first.close();
    await second.close();
  });

  test("a list changed while its message is in WhatsApp is recorded as sent as the message said, and the change waits in a new draft", async ({ browser }) => {
    const first = await browser.newPage({ locale: "en-US" });
    const second = await browser.newPage({ locale: "en-US" });
    await first.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await signInAs(first, "staff");
    await signInAs(second, "secondStaff");
    const tag = randomBytes(3).toString("hex");
    const item = `Patates ${tag}`;
    await addInventoryItem(first, TEXT.en, "en", { name: item, unit: "kg", price: "20", vendor: `Tarla ${tag}` });
    await createList(first, TEXT.en, "en", `Tarla ${tag}`, { [item]: "5" });
    const listAddress = first.url();

    // The cook opens WhatsApp with the message for 5 kg.
    await first.getByRole("button", { name: TEXT.en.sendWhatsApp }).click();
    const dialog = first.getByRole("dialog");
    await dialog.getByLabel(TEXT.en.phone).fill("0532 111 22 33");
    const popup = first.waitForEvent("popup");
    await dialog.getByRole("button", { name: TEXT.en.send }).click();
    await (await popup).close();

    // Meanwhile someone else makes it 8 kg.
    await second.goto(listAddress);
    await second.getByRole("link", { name: TEXT.en.edit }).click();
    await second.getByLabel(item, { exact: true }).fill("8");
    await second.getByRole("button", { name: TEXT.en.save }).click();
    await expect(second.getByRole("table")).toContainText("8");

    // The cook comes back and says it went: recorded, and told what the vendor has.
    await dialog.getByRole("button", { name: TEXT.en.yes }).click();
    await expect(dialog.getByRole("status")).toHaveText("Recorded as sent. The list was changed after the message was opened: the vendor has the earlier quantities.");
    const change = dialog.getByRole("row", { name: new RegExp(item) });
    await expect(change.getByRole("cell")).toHaveText(["5 kg", "8 kg"]);
    await expectNoAxeViolations(first);

    // The change waits in a new draft; the list keeps what was sent.
    await dialog.getByRole("link", { name: "Open the new draft" }).click();
    await expect(first.getByRole("definition").filter({ hasText: TEXT.en.draft })).toBeVisible();
    await expect(first.getByRole("table").getByRole("row", { name: new RegExp(item) })).toContainText("8");
    await first.goto(listAddress);
    await expect(first.getByRole("definition").filter({ hasText: TEXT.en.sent })).toBeVisible();
    await expect(first.getByRole("table").getByRole("row", { name: new RegExp(item) })).toContainText("5");
    await first.close();
    await second.close();
  });
});

test.describe("A new list's quantities when the page switches language", () => {
  test("each stays beside the item it was typed for, and is read as it was written", async ({ page }) => {
    await signInAs(page, "staff");
    const tag = randomBytes(3).toString("hex");
    const vendor = `Manav ${tag}`;
    // Turkish sorts 'Ispanak' before 'İncir'; English the other way round.
    const incir = `İncir ${tag}`;
    const ispanak = `Ispanak ${tag}`;
    await addInventoryItem(page, TEXT.tr, "tr", { name: incir, unit: "kg", price: "100", vendor });
    await addInventoryItem(page, TEXT.tr, "tr", { name: ispanak, unit: "kg", price: "40,5", vendor });
    // A form with nothing typed in it is drawn again in the new language.
    await expect(page.getByLabel(TEXT.tr.price)).toHaveValue("40,50");
    await page.getByTestId("language-toggle").click();
    await expect(page.getByRole("button", { name: TEXT.en.updateItem })).toBeVisible();
    await expect(page.getByLabel(TEXT.en.price)).toHaveValue("40.50");
    await page.goto("/shopping-lists?lang=tr");
    await page.getByRole("link", { name: TEXT.tr.create }).click();
    await page.getByRole("link", { name: new RegExp(`^${vendor}`) }).click();
    await expect(page.getByRole("heading", { name: TEXT.tr.setQuantities })).toBeVisible();
    await expect(page.locator(".quantity-name")).toHaveText([ispanak, incir]);
    // 1,125 kg written on the Turkish page: one kilo and 125 grams.
    await page.getByLabel(incir, { exact: true }).fill("1,125");

    await page.getByTestId("language-toggle").click();
    await expect(page.getByRole("heading", { name: TEXT.en.setQuantities })).toBeVisible();
    await expect(page.getByLabel(incir, { exact: true })).toHaveValue("1,125");
    await expect(page.getByLabel(ispanak, { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: TEXT.en.createList }).click();
    await expect(page.getByRole("button", { name: TEXT.en.sendWhatsApp })).toBeVisible();
    const lines = page.getByRole("table").getByRole("row");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByRole("cell")).toHaveText([incir, "1.125", "kg", "112.50 ₺"]);
    await expect(page.getByRole("definition").filter({ hasText: "₺" })).toHaveText("112.50 ₺");
  });
});
