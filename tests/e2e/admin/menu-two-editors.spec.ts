import { expect, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { seedCategory } from "./menu-order-support";

test.describe("Menu Management with two editors", () => {
  test("the second save of the same item gets the 409 message in its language, and the first's change stays", async ({ browser }) => {
    const { name } = await seedCategory(["Papa"]);
    const tag = name.slice("Order ".length);
    const first = await browser.newPage({ locale: "en-US" });
    const second = await browser.newPage({ locale: "tr-TR" });
    await signInAs(first, "admin");
    await signInAs(second, "admin");

    await first.goto("/admin/menu?lang=en");
    const row = first.getByRole("list", { name: `Items of ${name}` }).getByRole("listitem").filter({ hasText: `Papa ${tag}` });
    await row.getByRole("link").click();
    const firstDialog = first.getByRole("dialog", { name: "Edit Menu Item" });
    await expect(firstDialog.getByLabel("English name*")).toHaveValue(`Papa ${tag}`);
    await expect(first).toHaveURL(/[?&]item=/);
    const itemId = new URL(first.url()).searchParams.get("item")!;

    await second.goto(`/admin/menu?lang=tr&item=${itemId}`);
    const secondDialog = second.getByRole("dialog", { name: "Menü Öğesini Düzenle" });
    await expect(secondDialog.getByLabel("İngilizce ad*")).toHaveValue(`Papa ${tag}`);

    await firstDialog.getByLabel("English name*").fill(`First ${tag}`);
    await firstDialog.getByRole("button", { name: "Save" }).click();
    await expect(firstDialog).toBeHidden();
    await expect(first.getByRole("list", { name: `Items of ${name}` })).toContainText(`First ${tag}`);

    await secondDialog.getByLabel("İngilizce ad*").fill(`Second ${tag}`);
    await secondDialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(secondDialog.getByRole("alert")).toContainText("Bu, bu arada başka biri tarafından değiştirildi.");
    await expect(secondDialog).toBeVisible();

    await second.reload();
    await expect(second.getByRole("dialog", { name: "Menü Öğesini Düzenle" }).getByLabel("İngilizce ad*")).toHaveValue(`First ${tag}`);
    await first.close();
    await second.close();
  });
});
