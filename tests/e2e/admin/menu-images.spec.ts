import type { Locator } from "@playwright/test";
import { jpegFile, TEXT_FILE } from "../../support/test-images";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { goToMenuCategory, seedCategory } from "./menu-order-support";

/** What a person reads on the screen, in each language. */
const TEXT = {
  en: {
    addItem: "Add Menu Item",
    nameTr: "Turkish name*",
    nameEn: "English name*",
    price: "Price (₺)*",
    image: "Image",
    save: "Save",
    notAnImage: "This file is not a JPEG, PNG or WebP image.",
    editItem: "Edit Menu Item",
    currentImage: "Current image",
  },
  tr: {
    addItem: "Menü Öğesi Ekle",
    nameTr: "Türkçe ad*",
    nameEn: "İngilizce ad*",
    price: "Fiyat (₺)*",
    image: "Görsel",
    save: "Kaydet",
    notAnImage: "Bu dosya bir JPEG, PNG ya da WebP görseli değil.",
    editItem: "Menü Öğesini Düzenle",
    currentImage: "Mevcut görsel",
  },
} as const;

const VARIANT = String.raw`/menu-images/[0-9a-f]{64}\.webp`;

/** The picture has arrived: the skeleton under it has gone, as a person sees. */
async function expectLoaded(image: Locator) {
  await expect(image.locator("xpath=..")).toHaveClass(/menu-image-loaded/);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

for (const language of ["en", "tr"] as const) {
  const text = TEXT[language];

  test.describe(`menu item images in ${language}`, () => {
    test("an admin adds an item with a photo, a text file named .jpg is refused beside the field, and guests see the photo on /menu and the item page", turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser, allowConsoleErrors }) => {
      // The refused upload's answer: Chromium logs every 4xx it receives.
      allowConsoleErrors(/status of 415/);
      // A category of this test's own, empty until the item is added: other tests read the seeded menu.
      const { id } = await seedCategory([]);
      const tag = id.slice("order-".length);
      const photo = await jpegFile(1600, 1200);

      await signInAs(page, "admin");
      await page.goto(`/admin/menu?lang=${language}`);
      const section = page.getByRole("region", { name: `Sıra ${tag} / Order ${tag}` });
      await section.getByRole("link", { name: text.addItem }).click();
      const dialog = page.getByRole("dialog", { name: text.addItem });
      await dialog.getByLabel(text.nameTr).fill(`Fotoğraflı ${tag}`);
      await dialog.getByLabel(text.nameEn).fill(`Pictured ${tag}`);
      await dialog.getByLabel(text.price).fill("9,50");

      const imageField = dialog.getByLabel(text.image, { exact: true });
      await expect(imageField).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
      await imageField.setInputFiles({ name: "kumpir.jpg", mimeType: "image/jpeg", buffer: TEXT_FILE });
      await dialog.getByRole("button", { name: text.save }).click();
      // The server read the bytes: the message is next to the field, and the field says so to a screen reader.
      await expect(imageField).toHaveAttribute("aria-invalid", "true");
      await expect(imageField).toHaveAccessibleDescription(new RegExp(text.notAnImage.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(dialog.locator(".menu-item-image-field .field-error")).toHaveText(text.notAnImage);
      await expectNoAxeViolations(page);

      await imageField.setInputFiles({ name: "kumpir.jpg", mimeType: "image/jpeg", buffer: photo });
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(dialog).toBeHidden();
      const row = section.getByRole("listitem").filter({ hasText: `Pictured ${tag}` });
      const thumbnail = row.locator("img.menu-admin-thumb");
      await expect(thumbnail).toHaveAttribute("src", new RegExp(`^${VARIANT}$`));
      // The smallest variant (a phone's row shows no thumbnail, so it is read as an image of its own).
      expect(await thumbnail.evaluate(async (element: HTMLImageElement) => {
        const image = new Image();
        image.src = element.src;
        await image.decode();
        return image.naturalWidth;
      })).toBe(200);

      // Editing shows the current image.
      await row.getByRole("link", { name: `Fotoğraflı ${tag}` }).click();
      const editDialog = page.getByRole("dialog", { name: text.editItem });
      await expect(editDialog.getByRole("img", { name: text.currentImage })).toHaveAttribute("src", new RegExp(`^${VARIANT}$`));

      // A guest of their own, on a screen of the same size.
      const guestContext = await browser.newContext({ locale: language === "tr" ? "tr-TR" : "en-US", viewport: page.viewportSize() });
      const guest = await guestContext.newPage();
      try {
        await guest.goto(`/menu?lang=${language}`);
        await goToMenuCategory(guest, language === "tr" ? `Sıra ${tag}` : `Order ${tag}`);
        const listed = guest.getByTestId("menu-item").filter({ hasText: `${language === "tr" ? "Fotoğraflı" : "Pictured"} ${tag}` }).locator("img");
        await expect(listed).toHaveAttribute("srcset", new RegExp(`^${VARIANT} 200w, ${VARIANT} 400w, ${VARIANT} 800w$`));
        await expect(listed).toHaveAttribute("sizes", "134px");
        await expect(listed).toHaveAttribute("width", "100");
        await expect(listed).toHaveAttribute("height", "100");
        await expect(listed).toHaveAttribute("loading", "lazy");
        await expectLoaded(listed);

        await guest.getByTestId("menu-item").filter({ hasText: tag }).click();
        await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`${language === "tr" ? "Fotoğraflı" : "Pictured"} ${tag}`);
        const pictured = guest.getByRole("article").locator("img");
        await expect(pictured).toHaveAttribute("srcset", new RegExp(`^${VARIANT} 200w, ${VARIANT} 400w, ${VARIANT} 800w$`));
        await expect(pictured).toHaveAttribute("width", "800");
        await expect(pictured).toHaveAttribute("height", "600");
        await expectLoaded(pictured);
        // Drawn at the photo's own 4:3 shape, as wide as the page allows, so nothing below it moved.
        const box = (await pictured.boundingBox())!;
        expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
        await expectNoAxeViolations(guest);
      } finally {
        await guestContext.close();
      }
    });
  });
}
