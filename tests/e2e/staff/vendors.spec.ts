import { randomBytes } from "node:crypto";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { vendorKey } from "../../../app/lib/names";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";

/** Items of two vendors, each with a "Un", made in the test server's database: one vendor saved as a contact, the other only named by its items. */
async function seedTwoVendorsWithFlour(tag: string): Promise<{ saved: string; other: string }> {
  const saved = `Metro ${tag}`;
  const other = `Makro ${tag}`;
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await write(db, null, async (w) => {
      await w.create("vendors", { name: saved, name_key: vendorKey(saved), whatsapp_number: null, contact_person: "" });
      await w.create("inventory_items", { name: `Un ${tag}`, unit: "kg", price_kurus: 2_000, vendor: saved, category: "food" });
      await w.create("inventory_items", { name: `Un ${tag}`, unit: "kg", price_kurus: 3_000, vendor: other, category: "food" });
    });
  } finally {
    await db.destroy();
  }
  return { saved, other };
}

const TEXT = {
  tr: { name: "Tedarikçi adı", update: "Tedarikçiyi Güncelle", refused: (item: string, vendor: string) => `${vendor} tedarikçisinin zaten ${item} adlı bir ürünü var, bu tedarikçinin de.` },
  en: { name: "Vendor name", update: "Update Vendor", refused: (item: string, vendor: string) => `${vendor} already has an item called ${item}, and so does this vendor.` },
} as const;

for (const language of ["tr", "en"] as const) {
  test(`a vendor's new name that would give two items one name and vendor is refused next to the name (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const text = TEXT[language];
    const tag = randomBytes(3).toString("hex");
    const { saved, other } = await seedTwoVendorsWithFlour(tag);
    await signInAs(page, "staff");
    await page.goto(`/vendors?lang=${language}`);
    await page.getByRole("link", { name: new RegExp(`^${saved}`) }).click();
    const name = page.getByLabel(text.name);
    await expect(name).toHaveValue(saved);
    await name.fill(other);
    await page.getByRole("button", { name: text.update }).click();
    await expect(name).toHaveAccessibleDescription(new RegExp(text.refused(`Un ${tag}`, other).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expectNoAxeViolations(page);
    // Nothing was renamed: the saved vendor keeps its name.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(saved);
    await expect(name).toHaveValue(saved);
  });
}
