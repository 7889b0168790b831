import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { adminOrder, seedCategory } from "./menu-order-support";

// Desktop only: a phone drags with a finger, and the keyboard test (menu-ordering.spec.ts) runs on both.

/**
 * Drags a row by its handle towards the target's middle in small steps, as a hand would, and waits
 * for the screen's save of the new order to be answered: the list shows the order at once, and a
 * reload before the answer would cancel the save.
 *
 * `landed`, when given, is what the person watches for: once it shows, the row is let go where it
 * is. A row that leaves its category shortens it, so everything below moves up under a pointer that
 * kept going; without looking, the row would be carried on into whatever category lies below (in a
 * full run, one that another test is ordering at the same time).
 */
async function drag(page: Page, handle: Locator, target: Locator, landed?: Locator) {
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/menu.data");
  await expect(handle).toBeEnabled();
  // In the middle of the screen: near an edge, the list would scroll itself during the drag.
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  const row = (await handle.locator("xpath=..").boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const shift = to.y + to.height / 2 - (row.y + row.height / 2);
  const direction = Math.sign(shift);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + direction * 10, { steps: 4 });
  const step = 8;
  let moved = 10;
  while (moved < Math.abs(shift) && !(landed && (await landed.count()) > 0)) {
    moved = Math.min(moved + step, Math.abs(shift));
    await page.mouse.move(x, y + direction * moved);
  }
  if (!landed) await page.mouse.move(x, y + shift + direction * 2, { steps: 2 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
}

test.describe("ordering the menu with a mouse", () => {
  test.use({ locale: "en-US" });

  test("by dragging, inside a category and into another one", async ({ page }) => {
    const first = await seedCategory(["Delta", "Echo", "Foxtrot"]);
    const second = await seedCategory(["Golf"]);
    const tagOf = (category: { id: string }) => category.id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu");
    const firstRows = page.getByRole("list", { name: `Items of ${first.name}` }).getByRole("listitem");
    await drag(page, page.getByRole("button", { name: `Move Delta ${tagOf(first)}` }), firstRows.nth(2));
    await expect(adminOrder(page, first.name)).toHaveText([`Echo ${tagOf(first)}`, `Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);
    await page.reload();
    await expect(adminOrder(page, first.name)).toHaveText([`Echo ${tagOf(first)}`, `Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);

    const secondRows = page.getByRole("list", { name: `Items of ${second.name}` }).getByRole("listitem");
    const echoInSecond = page.getByRole("list", { name: `Items of ${second.name}` }).getByRole("button", { name: `Move Echo ${tagOf(first)}` });
    await drag(page, page.getByRole("button", { name: `Move Echo ${tagOf(first)}` }), secondRows.first(), echoInSecond);
    await expect(adminOrder(page, second.name)).toHaveCount(2);
    await expect(adminOrder(page, second.name).filter({ hasText: `Echo ${tagOf(first)}` })).toHaveCount(1);
    const landed = await adminOrder(page, second.name).allTextContents();
    await page.reload();
    await expect(adminOrder(page, second.name)).toHaveText(landed);
    await expect(adminOrder(page, first.name)).toHaveText([`Foxtrot ${tagOf(first)}`, `Delta ${tagOf(first)}`]);
  });
});
