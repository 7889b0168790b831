import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ON_PHONE, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";

const LANGUAGES = ["en", "tr"] as const;
type Language = (typeof LANGUAGES)[number];

const TEXT = {
  en: {
    formTitle: "Send us a message",
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    subjects: ["Select a subject", "Reservation", "Catering", "Feedback", "Other"],
    submit: "Send message",
    nameRequired: "Please enter your name.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
    messageRequired: "Please write your message.",
    sent: "Almost done: send the e-mail from your mail app.",
    sentLink: "Mail app did not open? Open the e-mail here",
    whatsappTitle: "Message us on WhatsApp",
    whatsappBox: "Your WhatsApp message",
    whatsappSend: "Send on WhatsApp",
  },
  tr: {
    formTitle: "Bize mesaj gönderin",
    name: "Ad Soyad",
    email: "E-posta",
    phone: "Telefon",
    subject: "Konu",
    message: "Mesaj",
    subjects: ["Bir konu seçin", "Rezervasyon", "Catering", "Geri bildirim", "Diğer"],
    submit: "Mesajı gönder",
    nameRequired: "Lütfen adınızı girin.",
    emailRequired: "Lütfen e-posta adresinizi girin.",
    emailInvalid: "Lütfen geçerli bir e-posta adresi girin, örneğin ad@ornek.com.",
    messageRequired: "Lütfen mesajınızı yazın.",
    sent: "Son adım: e-postayı e-posta uygulamanızdan gönderin.",
    sentLink: "E-posta uygulamanız açılmadı mı? E-postayı buradan açın",
    whatsappTitle: "WhatsApp'tan yazın",
    whatsappBox: "WhatsApp mesajınız",
    whatsappSend: "WhatsApp ile gönder",
  },
} satisfies Record<Language, Record<string, string | string[]>>;

const RESTAURANT_EMAIL = "merhaba@patates.istanbul";

async function openContact(page: Page, language: Language) {
  await page.goto(`/contact?lang=${language}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const form = page.getByRole("region", { name: TEXT[language].formTitle });
  // The send button is enabled once the page's JavaScript runs (see ContactMessageForm).
  await expect(form.getByRole("button", { name: TEXT[language].submit })).toBeEnabled();
  return form;
}

/** The field's message, found through the field's own aria-describedby. */
async function expectFieldMessage(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe("the contact page's message form and WhatsApp card", () => {
  for (const language of LANGUAGES) {
    const text = TEXT[language];

    test(`shows the form and the WhatsApp card in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      const form = await openContact(page, language);
      await expect(form.getByRole("heading", { level: 2, name: text.formTitle })).toBeVisible();
      await expect(form.getByRole("textbox", { name: text.name, exact: true })).toHaveAttribute("required", "");
      await expect(form.getByRole("textbox", { name: text.email, exact: true })).toHaveAttribute("type", "email");
      await expect(form.getByRole("textbox", { name: text.phone, exact: true })).not.toHaveAttribute("required", /.*/);
      await expect(form.getByRole("textbox", { name: text.message, exact: true })).toHaveAttribute("required", "");
      const subject = form.getByRole("combobox", { name: text.subject, exact: true });
      await expect(subject.locator("option")).toHaveText(text.subjects);
      await expect(subject).toHaveValue("");

      const card = page.getByRole("region", { name: text.whatsappTitle });
      const box = card.getByRole("textbox", { name: text.whatsappBox });
      await expect(box).toHaveAttribute("rows", "3");
      await expect(box).toHaveAttribute("maxlength", "500");
      await expect(card.getByText("0/500", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: text.whatsappSend })).toBeDisabled();
    });

    test(`an empty form shows each field's message next to it and focuses the first, in ${language}`, async ({ page }) => {
      const form = await openContact(page, language);
      // From the bottom of the page, so the first field is off screen and focusing it has to scroll.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await form.getByRole("button", { name: text.submit }).click();

      const name = form.getByRole("textbox", { name: text.name, exact: true });
      await expect(name).toBeFocused();
      // Visible, not under the sticky site header.
      await expect(name).toBeInViewport();
      const [fieldBox, headerBox] = await Promise.all([name.boundingBox(), page.getByRole("banner").boundingBox()]);
      expect(fieldBox?.y).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
      await expectFieldMessage(page, name, text.nameRequired);
      await expectFieldMessage(page, form.getByRole("textbox", { name: text.email, exact: true }), text.emailRequired);
      await expectFieldMessage(page, form.getByRole("textbox", { name: text.message, exact: true }), text.messageRequired);
      // Optional fields are not marked.
      await expect(form.getByRole("textbox", { name: text.phone, exact: true })).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(form.getByRole("combobox", { name: text.subject, exact: true })).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(page.getByRole("status")).toHaveText("");
      await expectNoAxeViolations(page);

      // With a name, the first bad field is now the e-mail; its message follows the correction.
      await name.fill("Ayşe");
      await expect(name).not.toHaveAttribute("aria-invalid", /.*/);
      const email = form.getByRole("textbox", { name: text.email, exact: true });
      await email.fill("ayse@");
      await expectFieldMessage(page, email, text.emailInvalid);
      await form.getByRole("button", { name: text.submit }).click();
      await expect(email).toBeFocused();
    });

    test(`axe finds nothing on the form and the card in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await openContact(page, language);
      await page.getByRole("textbox", { name: text.whatsappBox }).fill("Merhaba");
      await expectNoAxeViolations(page);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form cannot send, so it says so and offers the e-mail address instead", async ({ page }) => {
      await page.goto("/contact?lang=en");
      const form = page.getByRole("region", { name: "Send us a message" });
      // Playwright's text matching skips <noscript> itself, so ask its paragraph.
      const note = form.locator("noscript > p");
      await expect(note).toHaveText(`This form needs JavaScript to prepare your e-mail. You can write to us directly at ${RESTAURANT_EMAIL}.`);
      await expect(note).toBeVisible();
      await expect(note.getByRole("link", { name: RESTAURANT_EMAIL })).toHaveAttribute("href", `mailto:${RESTAURANT_EMAIL}`);
      await expect(form.getByRole("button", { name: "Send message" })).toBeDisabled();
    });
  });

  /*
   * A valid form assigns the mailto: address to window.location, which opens the mail app. That
   * navigation never reaches the network (page.route and requests do not see it) and the location
   * cannot be stubbed, so the test reads the address from the link the page shows with its message
   * ('Mail app did not open? …'), which is the very URL the page opened.
   */
  test("a valid English form says to send the e-mail from the mail app, with the message written out", async ({ page }) => {
    const form = await openContact(page, "en");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("  Ayşe Yılmaz ");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("ayse@example.com");
    await form.getByRole("combobox", { name: "Subject", exact: true }).selectOption({ label: "Catering" });
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Masa & #2 + çay\nTeşekkürler");
    await form.getByRole("button", { name: "Send message" }).click();

    const status = page.getByRole("status");
    await expect(status).toContainText(TEXT.en.sent);
    const body = [
      "Name: Ayşe Yılmaz",
      "Email: ayse@example.com",
      "Phone: not provided",
      "Subject: Catering",
      "",
      "Message:",
      "Masa & #2 + çay",
      "Teşekkürler",
    ].join("\r\n");
    await expect(status.getByRole("link", { name: TEXT.en.sentLink })).toHaveAttribute(
      "href",
      `mailto:${RESTAURANT_EMAIL}?subject=${encodeURIComponent("Website message: Catering")}&body=${encodeURIComponent(body)}`,
    );
    await expectNoAxeViolations(page);

    // A changed form needs a new e-mail: the old one is no longer offered.
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("+90 532 000 00 00");
    await expect(status).toHaveText("");
  });

  test("when the form's checks cannot be fetched (no connection), it says so and offers the address; the next try works", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|dynamically imported module/);
    // The checks come with the first focus on the form, not with the page: cut them off before that.
    let cutOff = true;
    await page.route(/\/assets\/contact-form-[\w-]{8}\.js$/, (route) => (cutOff ? route.abort("internetdisconnected") : route.fallback()));
    const form = await openContact(page, "en");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Ayşe");
    await form.getByRole("button", { name: "Send message" }).click();
    const status = page.getByRole("status");
    await expect(status).toHaveText(
      `The form could not be prepared: check your connection and try again, or write to us directly at ${RESTAURANT_EMAIL}.`,
    );
    await expect(status.getByRole("link", { name: RESTAURANT_EMAIL })).toHaveAttribute("href", `mailto:${RESTAURANT_EMAIL}`);

    // Back online, the same button checks the form.
    cutOff = false;
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(status).toHaveText("");
  });

  test("the fields' messages and the note after a send follow the language toggle", async ({ page }) => {
    const english = await openContact(page, "en");
    await english.getByRole("button", { name: TEXT.en.submit }).click();
    await expectFieldMessage(page, english.getByRole("textbox", { name: TEXT.en.name, exact: true }), TEXT.en.nameRequired);

    await page.getByRole("button", { name: "Türkçeye geç" }).click();
    const turkish = page.getByRole("region", { name: TEXT.tr.formTitle });
    await expectFieldMessage(page, turkish.getByRole("textbox", { name: TEXT.tr.name, exact: true }), TEXT.tr.nameRequired);
    await expectFieldMessage(page, turkish.getByRole("textbox", { name: TEXT.tr.message, exact: true }), TEXT.tr.messageRequired);

    await turkish.getByRole("textbox", { name: TEXT.tr.name, exact: true }).fill("Ali");
    await turkish.getByRole("textbox", { name: TEXT.tr.email, exact: true }).fill("ali@example.com");
    await turkish.getByRole("textbox", { name: TEXT.tr.message, exact: true }).fill("Rezervasyon var mı?");
    await turkish.getByRole("button", { name: TEXT.tr.submit }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText(TEXT.tr.sent);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(status).toContainText(TEXT.en.sent);
    await expect(status.getByRole("link", { name: TEXT.en.sentLink })).toBeVisible();
  });

  test("a valid Turkish form writes the e-mail in Turkish, with 'belirtilmedi' and 'genel bilgi talebi'", async ({ page }) => {
    const form = await openContact(page, "tr");
    await form.getByRole("textbox", { name: "Ad Soyad", exact: true }).fill("Ali");
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill("ali@example.com");
    await form.getByRole("textbox", { name: "Mesaj", exact: true }).fill("Rezervasyon var mı?");
    // Enter in a field sends the form too.
    await form.getByRole("textbox", { name: "E-posta", exact: true }).press("Enter");

    const status = page.getByRole("status");
    await expect(status).toContainText(TEXT.tr.sent);
    const href = await status.getByRole("link", { name: TEXT.tr.sentLink }).getAttribute("href");
    const body = "Ad Soyad: Ali\r\nE-posta: ali@example.com\r\nTelefon: belirtilmedi\r\nKonu: genel bilgi talebi\r\n\r\nMesaj:\r\nRezervasyon var mı?";
    expect(href).toBe(
      `mailto:${RESTAURANT_EMAIL}?subject=${encodeURIComponent("Web sitesinden mesaj: genel bilgi talebi")}&body=${encodeURIComponent(body)}`,
    );
  });

  test("WhatsApp send is disabled for empty and blank text and opens click-to-chat with the encoded text", ON_PHONE, async ({ page, context }) => {
    // The new tab must not reach the real WhatsApp: answer it here and look at the address it asked for.
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>wa.me</title>" }));
    await openContact(page, "en");
    const card = page.getByRole("region", { name: "Message us on WhatsApp" });
    const box = card.getByRole("textbox", { name: "Your WhatsApp message" });
    const disabledSend = card.getByRole("button", { name: "Send on WhatsApp" });
    const send = card.getByRole("link", { name: "Send on WhatsApp" });

    await expect(disabledSend).toBeDisabled();
    await box.fill("   \n  ");
    await expect(disabledSend).toBeDisabled();
    await expect(send).toHaveCount(0);
    await expect(card.getByText("6/500", { exact: true })).toBeVisible();

    const message = "  Merhaba! 2 kişi & çocuk #1 + bebek\nYarın 19:00?  ";
    await box.fill(message);
    await expect(card.getByText(`${message.length}/500`, { exact: true })).toBeVisible();
    await expect(disabledSend).toHaveCount(0);
    const expected =
      "https://wa.me/905325550123?text=Merhaba!%202%20ki%C5%9Fi%20%26%20%C3%A7ocuk%20%231%20%2B%20bebek%0AYar%C4%B1n%2019%3A00%3F";
    await expect(send).toHaveAttribute("href", expected);
    await expect(send).toHaveAttribute("target", "_blank");

    // From the keyboard: Tab from the box to the link, Enter opens a new tab.
    await box.focus();
    await page.keyboard.press("Tab");
    await expect(send).toBeFocused();
    const [chat] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
    await chat.waitForLoadState();
    expect(chat.url()).toBe(expected);
    expect(new URL(chat.url()).searchParams.get("text")).toBe(message.trim());
    await chat.close();

    await box.fill("");
    await expect(disabledSend).toBeDisabled();
  });
});
