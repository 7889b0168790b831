import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { sanitizeEmbed } from "../../../app/features/events/embed";
import { SHARE_CODES } from "../../support/embed-codes";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { signInAs } from "../sign-in";

/** What a person reads on the screen, in each language: the brief's English, and its Turkish. */
const TEXT = {
  en: {
    title: "Events Manager",
    add: "Add New Event",
    editTitle: "Edit Event",
    embedCode: "Embed Code",
    captionTr: "Caption (Turkish)",
    captionEn: "Caption (English)",
    order: "Display Order",
    active: "Active",
    onHome: "Show on Home Page",
    onEvents: "Show on Events Page",
    create: "Create Event",
    update: "Update Event",
    cancel: "Cancel",
    leaveTitle: "Leave without saving?",
    leave: "Leave",
    edit: "Edit",
    actions: /^Actions for /,
    delete: "Delete",
    orderTag: (n: number) => `Order: ${n}`,
    homeTag: "Home",
    eventsTag: "Events",
    confirm: "Are you sure you want to delete this event?",
    deleted: "Deleted.",
    undo: "Undo",
    restored: "Restored.",
    hint: "Supported: Instagram posts, YouTube videos, Vimeo videos, Twitter tweets",
    orderHint: "Lower numbers appear first",
    unsafe: "Embed code contains potentially unsafe content",
    required: "Embed code is required",
    negative: "Display order must be a non-negative number",
    stale: "This was changed by someone else meanwhile.",
  },
  tr: {
    title: "Etkinlik Yönetimi",
    add: "Yeni Etkinlik Ekle",
    editTitle: "Etkinliği Düzenle",
    embedCode: "Gömme Kodu",
    captionTr: "Açıklama (Türkçe)",
    captionEn: "Açıklama (İngilizce)",
    order: "Gösterim Sırası",
    active: "Aktif",
    onHome: "Ana Sayfada Göster",
    onEvents: "Etkinlikler Sayfasında Göster",
    create: "Etkinlik Oluştur",
    update: "Etkinliği Güncelle",
    cancel: "İptal",
    leaveTitle: "Kaydetmeden çıkılsın mı?",
    leave: "Çık",
    edit: "Düzenle",
    actions: / için işlemler$/,
    delete: "Sil",
    orderTag: (n: number) => `Sıra: ${n}`,
    homeTag: "Ana Sayfa",
    eventsTag: "Etkinlikler",
    confirm: "Bu etkinliği silmek istediğinizden emin misiniz?",
    deleted: "Silindi.",
    undo: "Geri al",
    restored: "Geri yüklendi.",
    hint: "Desteklenenler: Instagram gönderileri, YouTube videoları, Vimeo videoları, Twitter tweetleri",
    orderHint: "Küçük sayılar önce gösterilir",
    unsafe: "Gömme kodu güvenli olmayabilecek içerik barındırıyor",
    required: "Gömme kodu zorunludur",
    negative: "Gösterim sırası negatif olmayan bir sayı olmalıdır",
    stale: "Bu, bu arada başka biri tarafından değiştirildi.",
  },
} as const;

type Language = keyof typeof TEXT;
type Text = (typeof TEXT)[Language];
type Kind = keyof typeof SHARE_CODES;

/** The test server's database, for what a person cannot see from the screen: that nothing was saved, and cleaning up. */
async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const eventsTagged = (tag: string) =>
  withDatabase((db) => db.selectFrom("events").select(["id", "version", "caption"]).where("caption", "like", `%${tag}%`).execute());

/** Events of other tests share the database: each test's events carry its tag, and go when it ends. */
const tags: string[] = [];
function newTag(): string {
  const tag = randomBytes(3).toString("hex");
  tags.push(tag);
  return tag;
}

test.afterEach(async () => {
  for (const tag of tags.splice(0)) {
    const rows = await eventsTagged(tag);
    await withDatabase((db) =>
      write(db, null, async (w) => {
        for (const row of rows) await w.remove("events", row.id, row.version);
      }),
    );
  }
});

function eventCard(page: Page, caption: string): Locator {
  return page.getByRole("listitem").filter({ hasText: caption });
}

/** Chooses one of an event's actions behind its '⋯' menu (Edit, Delete). */
async function chooseRowAction(page: Page, text: Text, card: Locator, action: string) {
  await card.getByRole("button", { name: text.actions }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: action }).click();
}

interface NewEvent {
  kind: Kind;
  captionTr: string;
  captionEn?: string;
  order: number;
  onHome?: boolean;
  onEvents?: boolean;
}

async function addEvent(page: Page, text: Text, event: NewEvent) {
  await page.getByRole("link", { name: text.add }).click();
  const dialog = page.getByRole("dialog", { name: text.add });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.embedCode).fill(SHARE_CODES[event.kind].code);
  // The preview is what guests will see: the frame the sanitiser builds.
  await expect(dialog.locator("iframe")).toHaveAttribute("src", SHARE_CODES[event.kind].src);
  await dialog.getByLabel(text.captionTr).fill(event.captionTr);
  if (event.captionEn) await dialog.getByLabel(text.captionEn).fill(event.captionEn);
  await dialog.getByLabel(text.order).fill(String(event.order));
  if (event.onHome === false) await dialog.getByLabel(text.onHome).uncheck();
  if (event.onEvents === false) await dialog.getByLabel(text.onEvents).uncheck();
  await dialog.getByRole("button", { name: text.create }).click();
  await expect(dialog).toBeHidden();
  await expect(eventCard(page, event.captionTr)).toBeVisible();
}

/** A guest's view of a public page, in a context of its own (no session: the page cache serves it). */
async function asGuest<T>(browser: Browser, path: string, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await work(page);
  } finally {
    await context.close();
  }
}

/** The captions of this test's events on a public page, in the order shown, with each embed's address. */
async function publicEvents(browser: Browser, path: string, language: Language, tag: string) {
  return asGuest(browser, `${path}?lang=${language}`, async (page) => {
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const cards = page.getByRole("listitem").filter({ hasText: tag });
    const shown: { caption: string; src: string | null }[] = [];
    for (const card of await cards.all()) shown.push({ caption: (await card.innerText()).trim(), src: await card.locator("iframe").getAttribute("src") });
    return shown;
  });
}

/** The titles a screen reader gives this test's embeds on a public page, in the order shown. */
async function frameTitles(browser: Browser, path: string, language: Language, tag: string) {
  return asGuest(browser, `${path}?lang=${language}`, async (page) => {
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    return page.getByRole("listitem").filter({ hasText: tag }).locator("iframe").evaluateAll((frames) => frames.map((frame) => frame.getAttribute("title")));
  });
}

for (const language of ["en", "tr"] as const) {
  const text = TEXT[language];

  test.describe(`Events Manager in ${language}`, () => {
    test("create one event of each kind, edit, reorder, deactivate and delete, and the public pages follow", async ({ page, browser }) => {
      await signInAs(page, "admin");
      await page.goto(`/events-manager?lang=${language}`);
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      const tag = newTag();
      const tr = (name: string) => `${name} ${tag} TR`;
      const en = (name: string) => `${name} ${tag} EN`;

      await addEvent(page, text, { kind: "instagramPost", captionTr: tr("Kumpir"), captionEn: en("Kumpir"), order: 1 });
      // No English caption: English pages show the Turkish one.
      await addEvent(page, text, { kind: "instagramReel", captionTr: tr("Reel"), order: 2 });
      await addEvent(page, text, { kind: "youtube", captionTr: tr("Caz"), captionEn: en("Jazz"), order: 3 });
      await addEvent(page, text, { kind: "vimeo", captionTr: tr("Teras"), captionEn: en("Terrace"), order: 4, onHome: false });
      await addEvent(page, text, { kind: "x", captionTr: tr("Duyuru"), captionEn: en("News"), order: 5, onEvents: false });

      const vimeo = eventCard(page, tr("Teras"));
      await expect(vimeo).toContainText(text.orderTag(4));
      await expect(vimeo).toContainText(text.eventsTag);
      await expect(vimeo).not.toContainText(text.homeTag);
      await expect(vimeo.locator("iframe")).toHaveAttribute("src", SHARE_CODES.vimeo.src);

      const src = (kind: Kind) => SHARE_CODES[kind].src;
      expect(await publicEvents(browser, "/events", "en", tag)).toEqual([
        { caption: en("Kumpir"), src: src("instagramPost") },
        { caption: tr("Reel"), src: src("instagramReel") },
        { caption: en("Jazz"), src: src("youtube") },
        { caption: en("Terrace"), src: src("vimeo") },
      ]);
      expect(await publicEvents(browser, "/home", "tr", tag)).toEqual([
        { caption: tr("Kumpir"), src: src("instagramPost") },
        { caption: tr("Reel"), src: src("instagramReel") },
        { caption: tr("Caz"), src: src("youtube") },
        { caption: tr("Duyuru"), src: src("x") },
      ]);
      // Each frame is named in the page's language.
      expect(await frameTitles(browser, "/home", "tr", tag)).toEqual(["Instagram gönderisi", "Instagram gönderisi", "YouTube videosu", "X gönderisi"]);
      expect(await frameTitles(browser, "/events", "en", tag)).toEqual(["Instagram post", "Instagram post", "YouTube video", "Vimeo video"]);

      // Edit one: a new English caption, and order 0 moves it first.
      await chooseRowAction(page, text, eventCard(page, tr("Caz")), text.edit);
      const dialog = page.getByRole("dialog", { name: text.editTitle });
      await expect(dialog.getByLabel(text.captionEn)).toHaveValue(en("Jazz"));
      await expect(dialog.locator("iframe")).toHaveAttribute("src", src("youtube"));
      await dialog.getByLabel(text.captionEn).fill(en("Jazz night"));
      await dialog.getByLabel(text.order).fill("0");
      await dialog.getByRole("button", { name: text.update }).click();
      await expect(dialog).toBeHidden();
      await expect(eventCard(page, tr("Caz"))).toContainText(text.orderTag(0));
      await expect(eventCard(page, tr("Caz"))).toContainText(en("Jazz night"));

      // Deactivate one with its switch: saved at once, and still off after a reload.
      const post = eventCard(page, tr("Kumpir")).getByRole("switch", { name: text.active });
      await expect(post).toBeChecked();
      await post.click();
      await expect(post).not.toBeChecked();
      // Saved at once, without a page load: the row's next version is in the database.
      await expect.poll(async () => (await eventsTagged(tr("Kumpir"))).map((row) => row.version)).toEqual([2]);
      await page.reload();
      await expect(post).not.toBeChecked();

      // Delete one, after the brief's question.
      const reel = eventCard(page, tr("Reel"));
      await chooseRowAction(page, text, reel, text.delete);
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(text.confirm);
      await confirm.getByRole("button", { name: text.delete }).click();
      await expect(reel).toHaveCount(0);
      // The focus, back on the deleted row's '⋯' as the question closed, goes on to the row in its place, not to the page.
      await expect(page.getByRole("listitem").locator(":focus")).toHaveCount(1);
      // The message says so and offers to take it back: the event returns as it was.
      await expect(page.getByRole("status").filter({ hasText: text.deleted })).toBeVisible();
      await page.getByRole("button", { name: text.undo }).click();
      await expect(page.getByRole("status").filter({ hasText: text.restored })).toBeVisible();
      await expect(reel).toHaveCount(1);
      // The focus goes to the event put back, not left on the page with the Undo button that went.
      await expect(reel.getByRole("heading", { level: 2 }).getByRole("link")).toBeFocused();
      await chooseRowAction(page, text, reel, text.delete);
      await confirm.getByRole("button", { name: text.delete }).click();
      await expect(reel).toHaveCount(0);

      expect(await publicEvents(browser, "/events", "en", tag)).toEqual([
        { caption: en("Jazz night"), src: src("youtube") },
        { caption: en("Terrace"), src: src("vimeo") },
      ]);
      expect(await publicEvents(browser, "/home", "en", tag)).toEqual([
        { caption: en("Jazz night"), src: src("youtube") },
        { caption: en("News"), src: src("x") },
      ]);
      expect(await publicEvents(browser, "/events", "tr", tag)).toEqual([
        { caption: tr("Caz"), src: src("youtube") },
        { caption: tr("Teras"), src: src("vimeo") },
      ]);
    });

    test("a hostile code is refused with the brief's message, and nothing is saved", async ({ page }) => {
      await signInAs(page, "admin");
      await page.goto(`/events-manager?lang=${language}`);
      const tag = newTag();
      await page.getByRole("link", { name: text.add }).click();
      const dialog = page.getByRole("dialog", { name: text.add });
      const embedCode = dialog.getByLabel(text.embedCode);
      await embedCode.fill(`${SHARE_CODES.youtube.code}<img src=x onerror="alert(document.cookie)">`);
      await dialog.getByLabel(text.captionTr).fill(`Kötü ${tag}`);
      // The preview already says so, before any save.
      await expect(dialog.locator("iframe")).toHaveCount(0);
      await expect(dialog).toContainText(text.unsafe);
      await dialog.getByRole("button", { name: text.create }).click();
      await expect(dialog.getByRole("alert")).toContainText(text.unsafe);
      await expect(embedCode).toHaveAccessibleDescription(new RegExp(text.unsafe));
      await expect(dialog).toBeVisible();
      expect(await eventsTagged(tag)).toEqual([]);

      // What was typed would be lost: Cancel asks first (docs/decisions/0045-no-lost-edits.md).
      await dialog.getByRole("link", { name: text.cancel }).click();
      await page.getByRole("alertdialog", { name: text.leaveTitle }).getByRole("button", { name: text.leave }).click();
      await expect(dialog).toBeHidden();
      await expect(eventCard(page, tag)).toHaveCount(0);
      expect(await eventsTagged(tag)).toEqual([]);
    });

    test("the form shows its hints and every validation message, in a list and next to its field", async ({ page }) => {
      await signInAs(page, "admin");
      await page.goto(`/events-manager?new&lang=${language}`);
      const dialog = page.getByRole("dialog", { name: text.add });
      const embedCode = dialog.getByLabel(text.embedCode);
      await expect(embedCode).toBeFocused();
      await expect(embedCode).toHaveAttribute("rows", "6");
      await expect(embedCode).toHaveAccessibleDescription(text.hint);
      await expect(dialog.getByLabel(text.order)).toHaveValue("0");
      await expect(dialog.getByLabel(text.order)).toHaveAccessibleDescription(text.orderHint);
      for (const box of [text.active, text.onHome, text.onEvents]) await expect(dialog.getByLabel(box)).toBeChecked();

      await dialog.getByLabel(text.order).fill("-1");
      await dialog.getByRole("button", { name: text.create }).click();
      const errors = dialog.getByRole("alert");
      await expect(errors.getByRole("listitem")).toHaveText([text.required, text.negative]);
      await expect(embedCode).toHaveAccessibleDescription(new RegExp(text.required));
      await expect(embedCode).toBeFocused();
      await expect(dialog.getByLabel(text.order)).toHaveAccessibleDescription(new RegExp(text.negative));
    });

    test("axe finds nothing on the list, the form with errors, the confirmation and the public pages with events", turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser }) => {
      const tag = newTag();
      await withDatabase((db) =>
        write(db, null, async (w) => {
          for (const [index, kind] of (["youtube", "instagramPost"] as const).entries()) {
            await w.create("events", {
              caption: `Erişilebilir ${tag} ${index}`, caption_en: `Accessible ${tag} ${index}`, embed_code: sanitizeEmbed(SHARE_CODES[kind].code),
              is_active: index === 0 ? 1 : 0, show_on_home: 1, show_on_events: 1, display_order: index,
            });
          }
        }),
      );
      await signInAs(page, "admin");
      await page.goto(`/events-manager?lang=${language}`);
      await expect(eventCard(page, `${tag} 1`).getByRole("switch", { name: text.active })).not.toBeChecked();
      await expect(eventCard(page, `${tag} 0`).getByRole("switch", { name: text.active })).toBeChecked();
      await expectNoAxeViolations(page);

      // An event's actions menu, opened by keyboard: ↓ opens it on its first action; axe with it open.
      const actions = eventCard(page, `${tag} 0`).getByRole("button", { name: text.actions });
      await actions.focus();
      await page.keyboard.press("ArrowDown");
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem", { name: text.edit })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(actions).toBeFocused();

      await page.getByRole("link", { name: text.add }).click();
      const dialog = page.getByRole("dialog", { name: text.add });
      await dialog.getByRole("button", { name: text.create }).click();
      await expect(dialog.getByRole("alert")).toContainText(text.required);
      await expectNoAxeViolations(page);
      await dialog.getByLabel(text.embedCode).fill(SHARE_CODES.vimeo.code);
      await expect(dialog.locator("iframe")).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("link", { name: text.cancel }).click();
      await page.getByRole("alertdialog", { name: text.leaveTitle }).getByRole("button", { name: text.leave }).click();
      await expect(dialog).toBeHidden();

      await chooseRowAction(page, text, eventCard(page, `${tag} 0`), text.delete);
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);

      for (const path of ["/home", "/events"]) {
        await asGuest(browser, `${path}?lang=${language}`, async (guest) => {
          await expect(guest.getByRole("listitem").filter({ hasText: `${tag} 0` })).toBeVisible();
          await expectNoAxeViolations(guest);
        });
      }
    });
  });
}

test.describe("Events Manager with two editors", () => {
  test("the second save of the same event gets the 409 message, and the first's change stays", async ({ browser }) => {
    const first = await browser.newPage();
    const second = await browser.newPage();
    await signInAs(first, "admin");
    await signInAs(second, "admin");
    const tag = newTag();
    await first.goto("/events-manager?lang=en");
    await addEvent(first, TEXT.en, { kind: "youtube", captionTr: `İki editör ${tag}`, order: 0 });
    await chooseRowAction(first, TEXT.en, eventCard(first, tag), TEXT.en.edit);
    const firstDialog = first.getByRole("dialog", { name: TEXT.en.editTitle });
    await expect(firstDialog).toBeVisible();
    await expect(first).toHaveURL(/[?&]edit=/);
    const address = first.url();

    await second.goto(address);
    const secondDialog = second.getByRole("dialog", { name: TEXT.en.editTitle });
    await expect(secondDialog.getByLabel(TEXT.en.captionTr)).toHaveValue(`İki editör ${tag}`);

    await firstDialog.getByLabel(TEXT.en.captionEn).fill(`First ${tag}`);
    await firstDialog.getByRole("button", { name: TEXT.en.update }).click();
    await expect(firstDialog).toBeHidden();
    await expect(eventCard(first, tag)).toContainText(`First ${tag}`);

    await secondDialog.getByLabel(TEXT.en.captionEn).fill(`Second ${tag}`);
    await secondDialog.getByRole("button", { name: TEXT.en.update }).click();
    await expect(secondDialog.getByRole("alert")).toContainText(TEXT.en.stale);
    await expect(secondDialog).toBeVisible();

    await second.reload();
    await expect(second.getByRole("dialog", { name: TEXT.en.editTitle }).getByLabel(TEXT.en.captionEn)).toHaveValue(`First ${tag}`);
    expect((await eventsTagged(tag)).map((row) => row.version)).toEqual([2]);
    await first.close();
    await second.close();
  });
});

test.describe("Events Manager with the keyboard alone", () => {
  test("opens the form, closes it with Escape back to the button, and cancels a delete from the row's menu", async ({ page }) => {
    await signInAs(page, "admin");
    const tag = newTag();
    await page.goto("/events-manager?lang=en");
    await addEvent(page, TEXT.en, { kind: "x", captionTr: `Klavye ${tag}`, order: 0 });

    const add = page.getByRole("link", { name: TEXT.en.add });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: TEXT.en.add });
    await expect(dialog.getByLabel(TEXT.en.embedCode)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expect(page).not.toHaveURL(/[?&]new/);

    // The row's menu: Enter opens it on Edit, ↓ moves to Delete, Enter asks; Escape gives the focus back to the menu's button.
    const actions = eventCard(page, tag).getByRole("button", { name: TEXT.en.actions });
    await actions.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: TEXT.en.edit })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: TEXT.en.delete })).toBeFocused();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("button", { name: TEXT.en.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(actions).toBeFocused();
    await expect(eventCard(page, tag)).toHaveCount(1);
  });
});

test.describe("an event's history", () => {
  test("its edit modal lists each change, field by field, before and after, in both languages", async ({ page }) => {
    await signInAs(page, "admin");
    const tag = newTag();
    await page.goto("/events-manager?lang=en");
    await addEvent(page, TEXT.en, { kind: "youtube", captionTr: `Geçmiş ${tag}`, order: 0 });

    const edit = async (change: (dialog: Locator) => Promise<void>) => {
      await chooseRowAction(page, TEXT.en, eventCard(page, tag), TEXT.en.edit);
      const dialog = page.getByRole("dialog", { name: TEXT.en.editTitle });
      await change(dialog);
      await dialog.getByRole("button", { name: TEXT.en.update }).click();
      await expect(dialog).toBeHidden();
    };
    await edit((dialog) => dialog.getByLabel(TEXT.en.captionEn).fill(`History ${tag}`));
    await edit((dialog) => dialog.getByLabel(TEXT.en.order).fill("5"));

    // The event's title (its caption in the page's language) opens its edit modal too.
    await eventCard(page, tag).getByRole("link", { name: `History ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: TEXT.en.editTitle });
    await dialog.getByText("History (3)").click();
    const entries = dialog.locator("details.history").getByRole("listitem");
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(/^Changed by .+, /);
    await expect(entries.nth(0).getByRole("row", { name: "Display Order 0 5" })).toBeVisible();
    await expect(entries.nth(1).getByRole("row", { name: `Caption (English) (none) History ${tag}` })).toBeVisible();
    await expect(entries.nth(2)).toContainText(/^Created by .+, /);
    await expect(entries.nth(2).getByRole("row", { name: `Caption (Turkish) (none) Geçmiş ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page);

    const turkishAddress = new URL(page.url());
    turkishAddress.searchParams.set("lang", "tr");
    await page.goto(turkishAddress.href);
    const turkish = page.getByRole("dialog", { name: TEXT.tr.editTitle });
    await turkish.getByText("Geçmiş (3)").click();
    await expect(turkish.locator("details.history").getByRole("listitem").nth(0)).toContainText(/^Değiştirildi: .+, /);
    await expect(turkish.locator("details.history").getByRole("listitem").nth(0).getByRole("row", { name: "Gösterim Sırası 0 5" })).toBeVisible();
    await expect(turkish.locator("details.history").getByRole("listitem").nth(1).getByRole("row", { name: `Açıklama (İngilizce) (yok) History ${tag}` })).toBeVisible();
  });
});

test("Create stays busy until the page shows the new event: a second click while the page loads makes no second event", async ({ page }) => {
  const text = TEXT.en;
  await signInAs(page, "admin");
  await page.goto("/events-manager?lang=en");
  const tag = newTag();
  await page.getByRole("link", { name: text.add }).click();
  const dialog = page.getByRole("dialog", { name: text.add });
  await dialog.getByLabel(text.embedCode).fill(SHARE_CODES.youtube.code);
  await dialog.getByLabel(text.captionTr).fill(`Bir kez ${tag}`);
  await dialog.getByLabel(text.order).fill("0");
  // The page's data after the save is held back, as on a slow signal: the save has its answer, the page not yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    },
  );
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  // Found by its place, not its words: while busy it says 'Saving…'.
  const create = dialog.locator(".form-actions button[type=submit]");
  await expect(create).toHaveText(text.create);
  await create.click();
  await saved;
  await expect(create).toHaveAttribute("aria-disabled", "true");
  // A person can still click it (it keeps its focus): Playwright would wait for it to be enabled.
  await create.click({ force: true });
  release();
  await expect(dialog).toBeHidden();
  await expect(eventCard(page, `Bir kez ${tag}`)).toHaveCount(1);
  expect(posts).toHaveLength(1);
  expect(await eventsTagged(tag)).toHaveLength(1);
});
