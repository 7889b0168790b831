import { randomBytes } from "node:crypto";
import type { Locator } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { DECLARATIONS, statementColumns, type Declaration, type Statement } from "../../../app/lib/declarations";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { pdfPages } from "../pdf-text";
import { signInAs } from "../sign-in";
import { changeDish, seedTwoDishes } from "../staff/sold-out-support";

const TEXT = {
  en: {
    tab: "Price List",
    outOfDate: /^Printed price lists are out of date since \d{1,2} \w+ 20\d\d/,
    allergensChanged: "Dishes whose allergens have changed since the last print:",
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
    allergensChanged: "Son baskıdan beri alerjenleri değişen yemekler:",
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
      await changeDish(first.en, { price_kurus: 26_250 });
      await page.goto(`/admin?lang=${language}`);
      const notice = page.getByTestId("price-list-notice");
      await expect(notice).toHaveText(text.outOfDate);
      // The dish now states milk: the paper no longer says what the menu says of its allergens.
      await changeDish(first.en, { allergen_milk: "contains" });
      await page.reload();
      await expect(notice).toContainText(text.allergensChanged);
      await notice.getByRole("link").click();
      await expect(page.getByRole("link", { name: text.tab, exact: true })).toHaveAttribute("aria-current", "page");
    } else {
      await changeDish(first.en, { price_kurus: 26_250 });
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

/**
 * Two dishes in a category of their own at the end of the menu: one whose allergens an admin stated
 * by hand on the dish (gluten and milk, traces of sesame, nothing else, no meat or fish: vegetarian),
 * and one of which nothing is stated.
 */
async function seedDeclaredDishes(): Promise<{ known: { tr: string; en: string }; unknown: { tr: string; en: string } }> {
  const tag = randomBytes(3).toString("hex");
  const known = { tr: `Peynirli Kumpir ${tag}`, en: `Cheese Kumpir ${tag}` };
  const unknown = { tr: `Baharatlı Rösti ${tag}`, en: `Spiced Rösti ${tag}` };
  const stated: Partial<Record<Declaration, Statement>> = { gluten: "contains", milk: "contains", sesame: "may-contain" };
  const declared = statementColumns({
    declarations: Object.fromEntries(DECLARATIONS.map((key) => [key, stated[key] ?? "free"])) as Record<Declaration, Statement>,
    animal: "yes",
    meatOrFish: "no",
  });
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await write(db, null, async (w) => {
      const last = await w.trx.selectFrom("menu_categories").select((eb) => eb.fn.max<number | null>("position").as("max")).executeTakeFirst();
      const categoryId = `allergens-${tag}`;
      await w.create("menu_categories", { id: categoryId, name_tr: `Beyanlı ${tag}`, name_en: `Declared ${tag}`, position: Number(last?.max ?? 0) + 1, is_active: 1 });
      for (const [position, [name, columns]] of ([[known, declared], [unknown, {}]] as const).entries()) {
        await w.create("menu_items", {
          category_id: categoryId, name_tr: name.tr, name_en: name.en, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
          price_kurus: 32_000 + position * 1_000, position, is_active: 1, ...columns,
        });
      }
    });
  } finally {
    await db.destroy();
  }
  return { known, unknown };
}

/** What each list prints under a dish: the menu's words, in the list's language(s). */
const PRINTED_ALLERGENS = {
  tr: {
    known: "Vejetaryen · İçerir: Gluten içeren tahıllar, Süt · İçerebilir: Susam",
    unknown: "Alerjen bilgisi eksik — lütfen personelimize sorun",
    key: "Alerjenler (Türk Gıda Kodeksi'ndeki 14 alerjen, alkol ve domuz), onları içeren ya da içerebilecek her yemeğin altında yazılır.",
  },
  en: {
    known: "Vegetarian · Contains: Gluten içeren tahıllar / Cereals containing gluten, Süt / Milk · May contain: Susam / Sesame",
    unknown: "Allergen information incomplete — please ask our staff",
    key: "Allergens (the 14 of Turkish food law, alcohol and pork) are named under each dish that contains or may contain them.",
  },
  // Both languages: the Turkish line, then the English one, which names each declaration in English.
  both: {
    known: "Vejetaryen · İçerir: Gluten içeren tahıllar, Süt · İçerebilir: Susam Vegetarian · Contains: Cereals containing gluten, Milk · May contain: Sesame",
    unknown: "Alerjen bilgisi eksik — lütfen personelimize sorun Allergen information incomplete — please ask our staff",
  },
} as const;

/**
 * What the PDF prints from a dish's first name on, to `until` (or the end), as one line: its names
 * and its allergen lines, then whatever follows; its price, printed beside its first name or after
 * the second, taken out. Null: the name begins no line of any page.
 */
function printedFrom(pages: string[], name: string, until?: string): string | null {
  const text = pages.join("\n");
  const at = text.split("\n").findIndex((line) => line === name || line.startsWith(`${name} `));
  if (at === -1) return null;
  const from = text.split("\n").slice(at).join("\n");
  const to = until === undefined ? -1 : from.indexOf(`\n${until}`);
  return (to === -1 ? from : from.slice(0, to)).replace(PRICE, "").replace(/\s+/g, " ").trim();
}

/** What a dish's allergen line says, read in parts: its name, what it contains and may contain, its diet, and whether it warns. */
interface Told {
  name: string;
  contains: string;
  mayContain: string;
  diet: string;
  incomplete: string;
}

/** Every dish of a list (rows), read by the selectors of each part. */
function toldIn(rows: Locator, selectors: Record<keyof Told, string>): Promise<Told[]> {
  return rows.evaluateAll(
    (elements, selectors) =>
      elements.map((row) => {
        const part = (selector: string) => row.querySelector(selector)?.textContent ?? "";
        return { name: part(selectors.name), contains: part(selectors.contains), mayContain: part(selectors.mayContain), diet: part(selectors.diet), incomplete: part(selectors.incomplete) };
      }),
    selectors,
  );
}

for (const language of ["tr", "en"] as const) {
  test(`every printed format says under each dish what the guests' menu says of its allergens (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser }) => {
    const { known, unknown } = await seedDeclaredDishes();
    await signInAs(page, "admin");
    for (const format of ["poster", "cards"] as const) {
      for (const sheetLanguage of [language, "both"] as const) {
        await page.goto(`/admin/price-list?format=${format}&language=${sheetLanguage}&lang=${language}`);
        const pages = await pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true }));
        const first = sheetLanguage === "en" ? "en" : "tr";
        const names = (name: { tr: string; en: string }) => (sheetLanguage === "both" ? `${name.tr} ${name.en}` : name[first]);
        const printed = PRINTED_ALLERGENS[sheetLanguage];
        // The dish whose allergens are known: what it contains and may contain, and no warning before the next dish.
        const knownDish = printedFrom(pages, known[first], unknown[first]);
        expect(knownDish?.slice(0, `${names(known)} ${printed.known}`.length), `${format} in ${sheetLanguage}`).toBe(`${names(known)} ${printed.known}`);
        for (const each of sheetLanguage === "both" ? (["tr", "en"] as const) : [sheetLanguage]) expect(knownDish).not.toContain(PRINTED_ALLERGENS[each].unknown);
        // The one nobody stated anything of: the warning.
        const unknownDish = printedFrom(pages, unknown[first]);
        expect(unknownDish?.slice(0, `${names(unknown)} ${printed.unknown}`.length), `${format} in ${sheetLanguage}`).toBe(`${names(unknown)} ${printed.unknown}`);
        // The key, on every sheet: on each page of the poster's last, and on every card.
        const key = sheetLanguage === "both" ? `${PRINTED_ALLERGENS.tr.key} / ${PRINTED_ALLERGENS.en.key}` : PRINTED_ALLERGENS[sheetLanguage].key;
        for (const each of format === "poster" ? pages.slice(-1) : pages) expect(each.replace(/\s+/g, " ")).toContain(key);
      }
    }

    // The sheets' preview says of every dish what the guests' menu says of it, in the same words:
    // both read the one menu, and neither works a dish's allergens out on its own.
    await page.goto(`/admin/price-list?format=poster&language=${language}&lang=${language}`);
    const sheet = await toldIn(page.getByTestId("price-dish"), {
      name: ".price-dish-name > span",
      contains: ".price-allergen.is-contains",
      mayContain: ".price-allergen.is-may-contain",
      diet: ".price-allergen.is-diet",
      incomplete: ".price-allergen.is-incomplete",
    });
    const guest = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    await guest.goto(`/menu?lang=${language}`);
    // Tall enough that every row of the menu is drawn at once.
    await guest.setViewportSize({ width: 1280, height: await guest.evaluate(() => document.documentElement.scrollHeight + 800) });
    const rows = guest.getByTestId("menu-item");
    await expect(rows).toHaveCount(sheet.length);
    const told = await toldIn(rows, {
      name: ".menu-row-name",
      contains: ".allergen-state.is-contains",
      mayContain: ".allergen-state.is-may-contain",
      diet: ".allergen-diet",
      incomplete: ".allergen-state.is-incomplete",
    });
    await guest.close();
    expect(sheet).toEqual(told);
    expect(sheet.find((dish) => dish.name === known[language])?.contains).toBe(PRINTED_ALLERGENS[language].known.split(" · ")[1]);
  });
}
