import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { DECLARATIONS, statementColumns, type Declaration, type Statement } from "../../../app/lib/declarations";
import { RESTAURANT_TIME_ZONE } from "../../../app/lib/dates";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { seedCategory } from "../admin/menu-order-support";

/** What a person reads, in each language. */
const TEXT = {
  en: {
    title: "Allergen matrix", link: "Allergen matrix", generated: "Generated on ", print: "Print", contains: "Contains: ", mayContain: "May contain: ", incomplete: "Allergen information incomplete — please ask our staff",
    free: "–Does not contain", diets: "✓In Vegetarian and Vegan: confirmed. A blank cell there: not confirmed — please ask our staff",
  },
  tr: {
    title: "Alerjen tablosu", link: "Alerjen tablosu", generated: "Oluşturulma: ", print: "Yazdır", contains: "İçerir: ", mayContain: "İçerebilir: ", incomplete: "Alerjen bilgisi eksik — lütfen personelimize sorun",
    free: "–İçermez", diets: "✓Vejetaryen ve Vegan sütunlarında: doğrulandı. Oradaki boş hücre: doğrulanmadı — lütfen personelimize sorun",
  },
} as const;

/** An item whose label was read: `stated`, and every other declaration 'does not contain'. */
function declared(stated: Partial<Record<Declaration, Statement>>, animal: "yes" | "no") {
  return statementColumns({
    declarations: Object.fromEntries(DECLARATIONS.map((key) => [key, stated[key] ?? "free"])) as Record<Declaration, Statement>,
    animal,
    meatOrFish: "no",
  });
}

/**
 * Two dishes at the end of the menu, each made from a recipe: one whose butter contains milk and
 * whose hazelnuts may carry traces of nuts; one with a spice nobody has declared anything of.
 */
async function seedDishes(): Promise<{ known: string; unknown: string }> {
  const category = await seedCategory(["Kase", "Tabak"]);
  const tag = category.id.slice("order-".length);
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await write(db, null, async (w) => {
      const item = (name: string, columns: Partial<ReturnType<typeof declared>>) =>
        w.create("inventory_items", { name: `${name} ${tag}`, unit: "kg", price_kurus: 10_000, vendor: "Metro", category: "food", ...columns });
      const butter = await item("Tereyağı", declared({ milk: "contains" }, "yes"));
      const hazelnut = await item("Fındık", declared({ nuts: "may-contain" }, "no"));
      const spice = await item("Baharat", {});
      const recipe = async (name: string, itemIds: string[]) => {
        const made = await w.create("recipes", { name: `${name} ${tag}`, category: "main", yield_quantity_milli: null, yield_unit: null });
        await w.trx
          .insertInto("recipe_ingredients")
          .values(itemIds.map((id, position) => ({ id: randomUUID(), recipe_id: made.id, position, type: "inventory" as const, inventory_item_id: id, ingredient_recipe_id: null, quantity_milli: 100, unit: "kg", name: null })))
          .execute();
        return made.id;
      };
      const bowl = await recipe("Kase tarifi", [butter.id, hazelnut.id]);
      const plate = await recipe("Tabak tarifi", [butter.id, spice.id]);
      const items = await w.trx.selectFrom("menu_items").select(["id", "version", "name_tr"]).where("category_id", "=", category.id).execute();
      for (const dish of items) await w.update("menu_items", dish.id, dish.version, { recipe_id: dish.name_tr.startsWith("Kase") ? bowl : plate });
    });
  } finally {
    await db.destroy();
  }
  return { known: `Kase ${tag}`, unknown: `Tabak ${tag}` };
}

/** What guests are told of a dish, as one line of words: name, contains, may contain, diet, incomplete. */
interface Told {
  name: string;
  contains: string;
  mayContain: string;
  diet: string;
  incomplete: boolean;
}

/** Every row of the guest's menu, read from its allergen line. */
function guestRows(rows: Locator, text: (typeof TEXT)["en" | "tr"]): Promise<Told[]> {
  return rows.evaluateAll(
    (elements, { contains, mayContain, incomplete }) =>
      elements.map((row) => {
        const part = (selector: string, prefix = "") => (row.querySelector(selector)?.textContent ?? "").replace(prefix, "");
        return {
          name: part(".menu-row-name"),
          contains: part(".allergen-state.is-contains", contains),
          mayContain: part(".allergen-state.is-may-contain", mayContain),
          diet: part(".allergen-diet"),
          incomplete: part(".allergen-state.is-incomplete") === incomplete,
        };
      }),
    { contains: text.contains, mayContain: text.mayContain, incomplete: text.incomplete },
  );
}

/** Every dish row of the matrix, told the same way: the names of the columns whose cell says so. */
function matrixRows(table: Locator): Promise<Told[]> {
  return table.evaluate((element) => {
    const headings = [...element.querySelectorAll("thead th")].map((th) => th.textContent ?? "");
    const [vegetarian, vegan] = headings.slice(-2);
    return [...element.querySelectorAll("tbody tr:not(.matrix-category)")].map((row) => {
      const cells = [...row.querySelectorAll("td")];
      const named = (...states: string[]) =>
        cells.flatMap((cell, index) => (states.some((state) => cell.classList.contains(`is-${state}`)) && index < cells.length - 2 ? [headings[index + 1]] : [])).join(", ");
      const [isVegetarian, isVegan] = cells.slice(-2).map((cell) => cell.classList.contains("is-proven"));
      return {
        name: row.querySelector("th")?.textContent ?? "",
        contains: named("contains"),
        mayContain: named("may-contain", "may-contain-unknown"),
        diet: isVegan ? vegan! : isVegetarian ? vegetarian! : "",
        incomplete: cells.some((cell) => cell.classList.contains("is-unknown") || cell.classList.contains("is-may-contain-unknown")),
      };
    });
  });
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`the allergen matrix says of every dish what the menu tells guests, and prints on an A4 page across (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser }) => {
    const dishes = await seedDishes();
    await signInAs(page, "staff");
    // Reached from the recipes screen.
    await page.goto(`/recipe-manager?lang=${language}`);
    const before = new Date();
    await page.getByRole("link", { name: text.link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const after = new Date();
    // Dated in the restaurant's time, so the sheet on the counter says how old it is.
    const day = new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", { dateStyle: "medium", timeZone: RESTAURANT_TIME_ZONE });
    const generated = await page.getByText(text.generated).textContent();
    expect([day.format(before), day.format(after)].some((date) => generated!.includes(`${text.generated}${date}`))).toBe(true);
    const table = page.getByRole("table");
    const matrix = await matrixRows(table);

    // A guest's menu, tall enough that every row is drawn at once.
    const guest = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    await guest.goto(`/menu?lang=${language}`);
    await guest.setViewportSize({ width: 1280, height: await guest.evaluate(() => document.documentElement.scrollHeight + 800) });
    const rows = guest.getByTestId("menu-item");
    await expect(rows).toHaveCount(matrix.length);
    const told = await guestRows(rows, text);
    await guest.close();
    expect(matrix).toEqual(told);

    // The two dishes of this test: milk from the butter, traces of nuts from the hazelnuts; the spice nobody declared.
    const known = told.find((row) => row.name === dishes.known)!;
    expect(known).toMatchObject({ contains: language === "tr" ? "Süt" : "Süt / Milk", incomplete: false });
    expect(known.mayContain).toBe(language === "tr" ? "Sert kabuklu meyveler" : "Sert kabuklu meyveler / Tree nuts");
    expect(told.find((row) => row.name === dishes.unknown)).toMatchObject({ contains: known.contains, incomplete: true });
    // The key says what each mark means: a dash in an allergen's column, a tick or a blank in a diet's.
    // A dish not confirmed vegan (butter) shows no dash there, which would read as a statement.
    const key = page.getByRole("region", { name: language === "tr" ? "Açıklama" : "Key" }).getByRole("listitem");
    await expect(key.filter({ hasText: text.free.slice(1) })).toHaveText(text.free);
    await expect(key.filter({ hasText: text.diets.slice(1) })).toHaveText(text.diets);
    const knownCells = table.locator("tr", { has: page.locator("th", { hasText: dishes.known }) }).locator("td");
    await expect(knownCells.nth(-2)).toHaveText(language === "tr" ? "✓Evet" : "✓Yes");
    await expect(knownCells.nth(-1)).toHaveText(language === "tr" ? "Doğrulanmadı" : "Not confirmed");
    await expect(knownCells.nth(-1).locator("[aria-hidden=true]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Printed: the site's header stays off the sheet, which is A4 across (297 × 210 mm: 842 × 595 points).
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: text.print })).toBeHidden();
    await expect(table).toBeVisible();
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const sizes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Math.round(Number(width)), Math.round(Number(height))]);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toEqual([842, 595]);
  });
}
