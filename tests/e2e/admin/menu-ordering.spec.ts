import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { changeDish } from "../staff/sold-out-support";
import { adminOrder, goToMenuCategory, seedCategory } from "./menu-order-support";

/** The names of a category's rows on the public menu, in order. */
async function publicOrder(page: Page, category: string): Promise<string[]> {
  await page.goto("/menu?lang=en");
  await goToMenuCategory(page, category);
  const section = page.locator("[data-testid=menu-item]");
  await expect(section.filter({ hasText: category.replace("Order", "") }).first()).toBeVisible();
  return (await section.allTextContents()).filter((text) => text.includes(category.replace("Order ", "")));
}

/**
 * Every save of an order fails on the server: it names versions of the rows that are no longer
 * current, and the server's refusal comes back as a failure (500), as an unexpected fault's would.
 */
async function failReordersOnServer(page: Page) {
  await page.route(
    (url) => url.pathname === "/admin/menu.data",
    async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? "");
      if (route.request().method() !== "POST" || form.get("intent") !== "reorderItems") return route.continue();
      const order = JSON.parse(form.get("order") ?? "[]") as { id: string; version: number }[];
      form.set("order", JSON.stringify(order.map((row) => ({ ...row, version: row.version + 1 }))));
      const refused = await route.fetch({ postData: form.toString() });
      await route.fulfill({ response: refused, status: 500 });
    },
  );
}

/**
 * Picks a dish up with the keyboard, as a person does: its handle, enabled once the page's script
 * runs (before that, a key would do nothing), takes the focus and Space; the pick-up is announced.
 */
async function pickUpByKeyboard(page: Page, dish: string) {
  const handle = page.getByRole("button", { name: `Move ${dish}` });
  await expect(handle).toBeEnabled();
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: `Picked up ${dish}.` })).toBeAttached();
  return handle;
}

test.describe("ordering the menu", () => {
  test.use({ locale: "en-US" });

  test("by keyboard alone, with announcements, and the public menu follows", async ({ page }) => {
    const { name, id } = await seedCategory(["Alpha", "Bravo", "Charlie"]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu");
    await expect(adminOrder(page, name)).toHaveText([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);

    await pickUpByKeyboard(page, `Charlie ${tag}`);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("status").filter({ hasText: `Charlie ${tag} is at position 2 of 3` })).toBeAttached();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("status").filter({ hasText: `Charlie ${tag} is at position 1 of 3` })).toBeAttached();
    // The drop saves the order; a reload before the answer would cancel the save.
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/menu.data");
    await page.keyboard.press("Space");
    await expect(page.getByRole("status").filter({ hasText: `Charlie ${tag} dropped at position 1 of 3` })).toBeAttached();
    await expect(adminOrder(page, name)).toHaveText([`Charlie ${tag}`, `Alpha ${tag}`, `Bravo ${tag}`]);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(adminOrder(page, name)).toHaveText([`Charlie ${tag}`, `Alpha ${tag}`, `Bravo ${tag}`]);

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    const rows = await publicOrder(guest, name);
    expect(rows.map((row) => row.split(tag)[0]!.trim())).toEqual(["Charlie", "Alpha", "Bravo"]);
    await guest.close();

    // In Turkish, the instructions and announcements are Turkish.
    await page.goto("/admin/menu?lang=tr");
    await expect(page.getByRole("button", { name: `Alpha ${tag} öğesini taşı` })).toBeEnabled();
    await page.getByRole("button", { name: `Alpha ${tag} öğesini taşı` }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("status").filter({ hasText: `Alpha ${tag} alındı.` })).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("status").filter({ hasText: "taşıma işlemi iptal edildi" })).toBeAttached();
  });

  test("a reorder the server fails is rolled back, with the brief's message", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    const { name, id } = await seedCategory(["Hotel", "India"]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu");
    await failReordersOnServer(page);
    await pickUpByKeyboard(page, `Hotel ${tag}`);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("status").filter({ hasText: `Hotel ${tag} is at position 2 of 2` })).toBeAttached();
    await page.keyboard.press("Space");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to reorder items" });
    await expect(alert).toBeVisible();
    await expect(adminOrder(page, name)).toHaveText([`Hotel ${tag}`, `India ${tag}`]);
    await page.reload();
    await expect(adminOrder(page, name)).toHaveText([`Hotel ${tag}`, `India ${tag}`]);
  });

  test("a reorder refused because a colleague reordered meanwhile shows the colleague's order, not the one it began from", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const { name, id } = await seedCategory(["Juliet", "Kilo", "Lima"]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu?lang=en");
    await expect(adminOrder(page, name)).toHaveText([`Juliet ${tag}`, `Kilo ${tag}`, `Lima ${tag}`]);
    // A colleague moves Juliet to the end meanwhile.
    await changeDish(`Juliet ${tag}`, { position: 3 });

    const handle = await pickUpByKeyboard(page, `Kilo ${tag}`);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("status").filter({ hasText: `Kilo ${tag} is at position 1 of 3` })).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to reorder items This was changed by someone else meanwhile." })).toBeVisible();
    await expect(adminOrder(page, name)).toHaveText([`Kilo ${tag}`, `Lima ${tag}`, `Juliet ${tag}`]);
    await expect(handle).toBeFocused();
  });

  test("a move into another category that the server fails puts the item back, with the focus still on its handle", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    const first = await seedCategory(["Mike"]);
    const second = await seedCategory(["November"]);
    const tag = first.id.slice("order-".length);
    const otherTag = second.id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu?lang=en");
    await failReordersOnServer(page);
    const handle = await pickUpByKeyboard(page, `Mike ${tag}`);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("status").filter({ hasText: `in ${second.name}.` })).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to move item to category" })).toBeVisible();
    await expect(adminOrder(page, first.name)).toHaveText([`Mike ${tag}`]);
    await expect(adminOrder(page, second.name)).toHaveText([`November ${otherTag}`]);
    await expect(handle).toBeFocused();
  });
});
