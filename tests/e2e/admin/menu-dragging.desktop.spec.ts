import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { E2E_ADMIN_EMAIL, signIn } from "../sign-in";
import { adminOrder, seedCategory } from "./menu-order-support";

// Desktop only: a phone drags with a finger, and the keyboard test (menu-ordering.spec.ts) runs on both.

/**
 * Drags a row by its handle until the row's middle is on the target's middle, in small steps, as a
 * hand would, and waits for the screen's save of the new order to be answered: the list shows the
 * order at once, and a reload before the answer would cancel the save.
 */
async function drag(page: Page, handle: ReturnType<Page["getByRole"]>, target: ReturnType<Page["locator"]>) {
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/menu.data");
  await dragOnly(page, handle, target);
  expect((await saved).status()).toBe(200);
}

async function dragOnly(page: Page, handle: ReturnType<Page["getByRole"]>, target: ReturnType<Page["locator"]>) {
  await expect(handle).toBeEnabled();
  // In the middle of the screen: near an edge, the list would scroll itself during the drag.
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  const row = (await handle.locator("xpath=..").boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const shift = to.y + to.height / 2 - (row.y + row.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(shift) * 10, { steps: 4 });
  await page.mouse.move(x, y + shift, { steps: 12 });
  await page.mouse.move(x, y + shift + Math.sign(shift) * 2, { steps: 2 });
  await page.mouse.up();
}

test.describe("ordering the menu with a mouse", () => {
  test.use({ locale: "en-US" });

  test("by dragging, inside a category and into another one", async ({ page }) => {
    test.setTimeout(120_000);
    const first = await seedCategory(["Delta", "Echo", "Foxtrot"]);
    const second = await seedCategory(["Golf"]);
    const tagOf = (category: { id: string }) => category.id.slice("order-".length);
    await signIn(page, E2E_ADMIN_EMAIL, "Head Chef");
    await page.goto("/admin/menu");
    const firstRows = page.getByRole("list", { name: `Items of ${first.name}` }).getByRole("listitem");
    await drag(page, page.getByRole("button", { name: `Move Delta ${tagOf(first)}` }), firstRows.nth(2));
    await expect(adminOrder(page, first.name)).toHaveText([`Echo ${tagOf(first)}`, `Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);
    await page.reload();
    await expect(adminOrder(page, first.name)).toHaveText([`Echo ${tagOf(first)}`, `Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);

    const secondRows = page.getByRole("list", { name: `Items of ${second.name}` }).getByRole("listitem");
    await drag(page, page.getByRole("button", { name: `Move Echo ${tagOf(first)}` }), secondRows.first());
    await expect(adminOrder(page, second.name)).toHaveCount(2);
    await expect(adminOrder(page, second.name).filter({ hasText: `Echo ${tagOf(first)}` })).toHaveCount(1);
    const landed = await adminOrder(page, second.name).allTextContents();
    await page.reload();
    await expect(adminOrder(page, second.name)).toHaveText(landed);
    await expect(adminOrder(page, first.name)).toHaveText([`Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);
  });
});
