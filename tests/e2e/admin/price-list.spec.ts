import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { pdfPages } from "../pdf-text";
import { signInAs } from "../sign-in";
import { seedTwoDishes } from "../staff/sold-out-support";

const TEXT = {
  en: {
    tab: "Price List",
    outOfDate: /^Printed price lists are out of date since \d{1,2} \w+ 20\d\d/,
    markPrinted: "Mark as printed",
    marked: "Marked as printed",
    validSince: /Prices valid since \d{1,2} \w+ 20\d\d/,
    heading: "PRICE LIST",
    turkishName: "Turkish name",
    save: "Save",
    edit: "Edit Menu Item",
    filter: "Missing or outdated translations",
    needsReview: "English needs review",
    stillCorrectFor: (name: string) => `The translation of ${name} is still correct`,
  },
  tr: {
    tab: "Fiyat Listesi",
    outOfDate: /^Basılı fiyat listeleri \d{1,2} \S+ 20\d\d tarihinden beri güncel değil/,
    markPrinted: "Yazdırıldı olarak işaretle",
    marked: "Yazdırıldı olarak işaretlendi",
    validSince: /Fiyatlar \d{1,2} \S+ 20\d\d tarihinden itibaren geçerlidir/,
    heading: "FİYAT LİSTESİ",
    turkishName: "Türkçe ad",
    save: "Kaydet",
    edit: "Menü Öğesini Düzenle",
    filter: "Eksik ya da eskimiş çeviriler",
    needsReview: "İngilizcesi gözden geçirilmeli",
    stillCorrectFor: (name: string) => `${name} çevirisi hâlâ doğru`,
  },
} as const;

/** A new price for a dish, as Menu Management writes it: through the write path, which dates the price list. */
async function changePrice(name: string, priceKurus: number): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await write(db, null, async (w) => {
      const dish = await w.trx.selectFrom("menu_items").select(["id", "version"]).where("name_en", "=", name).executeTakeFirstOrThrow();
      await w.update("menu_items", dish.id, dish.version, { price_kurus: priceKurus });
    });
  } finally {
    await db.destroy();
  }
}

/** A price as the list prints it in Turkish: '262 ₺', '1.450 ₺', '262,50 ₺'. */
const PRICE = /\d{1,3}(?:\.\d{3})*(?:,\d\d)? ₺/;

/**
 * The dishes as the PDF holds them, read in the order `listed` gives: each dish's name on a line of
 * its own (or wrapped over several) or before its price, and the first price after it on the same
 * page. A dish cut across two pages, missing, or out of order reads as a different list.
 */
function printedInOrder(pages: string[], listed: { name: string; price: string }[]): { name: string; price: string }[] {
  const found: { name: string; price: string }[] = [];
  let page = 0;
  let line = 0;
  for (const dish of listed) {
    let match: { name: string; price: string } | null = null;
    for (; page < pages.length && !match; page++, line = 0) {
      const lines = pages[page]!.split("\n");
      for (; line < lines.length; line++) {
        // A long name wraps onto the lines after it, as the poster prints it.
        let text = lines[line]!;
        let last = line;
        while (text.length < dish.name.length && dish.name.startsWith(`${text} `) && last + 1 < lines.length) text += ` ${lines[++last]}`;
        if (text !== dish.name && !text.startsWith(`${dish.name} `)) continue;
        const price = PRICE.exec([text, ...lines.slice(last + 1)].join("\n").slice(dish.name.length))?.[0];
        if (text !== dish.name && !text.slice(dish.name.length).trim().startsWith(price ?? "-")) continue;
        match = { name: dish.name, price: price ?? "" };
        line = last + 1;
        break;
      }
      if (match) break;
    }
    found.push(match ?? { name: dish.name, price: "not on any page after the one before" });
  }
  return found;
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`the price list prints every dish of the live menu, the Overview says when it is out of date, and an outdated translation is reviewed (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    const { tag, first } = await seedTwoDishes();
    await signInAs(page, "admin");
    if (language === "en") {
      // A print marked done, then a price changed: the Overview says the printed lists are out of
      // date, and links to the page that prints them. Only this variant marks a print: the notice is
      // the whole site's, and a mark by the other, running at the same time, would clear it.
      await page.goto(`/admin/price-list?lang=${language}`);
      await page.getByRole("button", { name: text.markPrinted }).click();
      await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(text.marked);
      await changePrice(first.en, 26_250);
      await page.goto(`/admin?lang=${language}`);
      const notice = page.getByTestId("price-list-notice");
      await expect(notice).toHaveText(text.outOfDate);
      await notice.getByRole("link").click();
      await expect(page.getByRole("link", { name: text.tab, exact: true })).toHaveAttribute("aria-current", "page");
    } else {
      await changePrice(first.en, 26_250);
      await page.goto(`/admin/price-list?lang=${language}`);
    }
    await expectNoAxeViolations(page);

    // The poster, both languages side by side: every dish the page lists is in the PDF, its name
    // and its price on the same page, the name first.
    const dishes = page.getByTestId("price-dish");
    const listed = await dishes.evaluateAll((items) =>
      items.map((item) => ({ name: item.querySelector(".price-dish-name > span")?.textContent ?? "", price: item.querySelector(".price-dish-price")?.textContent ?? "" })),
    );
    expect(listed).toContainEqual({ name: first.tr, price: "262,50 ₺" });
    const pages = await pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true }));
    expect(pages[0]).toContain(text.heading);
    expect(pages.at(-1)).toMatch(text.validSince);
    expect(printedInOrder(pages, listed)).toEqual(listed);

    // A Turkish name changed alone: its English needs review, until 'still correct'.
    await page.goto(`/admin/menu?q=${tag}&lang=${language}`);
    await page.getByRole("link", { name: first.tr, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: text.edit });
    await dialog.getByLabel(text.turkishName).fill(`${first.tr} Özel`);
    await dialog.getByRole("button", { name: text.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: text.filter }).click();
    const row = page.locator(".menu-admin-row").filter({ hasText: `${first.tr} Özel` });
    await expect(row.getByText(text.needsReview)).toBeVisible();
    await expectNoAxeViolations(page);
    // Named in the page's language: the English name is the one that stayed.
    await row.getByRole("button", { name: text.stillCorrectFor(language === "tr" ? `${first.tr} Özel` : first.en) }).click();
    await expect(page.locator(".menu-admin-row").filter({ hasText: `${first.tr} Özel` })).toHaveCount(0);
  });
}
