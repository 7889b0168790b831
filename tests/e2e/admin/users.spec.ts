import { expect, ON_PHONE, test } from "../fixtures";
import { E2E_ADMIN_EMAIL, signIn, signInAs, uniqueEmail } from "../sign-in";

test.describe("the admin's Users tab", () => {
  test("lists users with their role, active flag and last login", async ({ browser, page }) => {
    const email = uniqueEmail("waiter");
    const waiter = await browser.newPage({ locale: "en-US" });
    await signIn(waiter, email, "Mehmet Waiter");
    await waiter.close();

    await signInAs(page, "admin");
    await page.getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("combobox", { name: "Role: Mehmet Waiter" })).toHaveValue("pending");
    await expect(row.getByRole("switch", { name: "Active: Mehmet Waiter" })).not.toBeChecked();
    await expect(row.getByRole("cell").nth(3)).not.toHaveText("Never");
    await expect(row.getByRole("img")).toHaveAttribute("src", "/images/avatar.svg");
  });

  test("the last active admin cannot demote themself, and is told why", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    await signInAs(page, "admin");
    await page.goto("/admin/users");
    const row = page.getByRole("row").filter({ hasText: E2E_ADMIN_EMAIL });
    await row.getByRole("combobox", { name: "Role: Head Chef" }).selectOption("staff");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("alert")).toHaveText(
      "You are the last active admin. Make another person an active admin first, so the site always has one.",
    );
    await expect(row.getByRole("combobox", { name: "Role: Head Chef" })).toHaveValue("admin");
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: E2E_ADMIN_EMAIL }).getByRole("combobox")).toHaveValue("admin");
  });

  test("a row saved with the keyboard keeps the focus on its Save button, and says it was saved", async ({ browser, page }) => {
    const email = uniqueEmail("dishwasher");
    const newcomer = await browser.newPage({ locale: "en-US" });
    await signIn(newcomer, email, "Ayşe Newcomer");
    await newcomer.close();

    await signInAs(page, "admin");
    await page.goto("/admin/users?lang=en");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("combobox", { name: "Role: Ayşe Newcomer" }).selectOption("staff");
    const save = row.getByRole("button", { name: "Save" });
    await save.focus();
    await page.keyboard.press("Enter");
    // Said in the page's status line, which a screen reader reads out, and shown in the row.
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText("Saved.");
    await expect(row.getByText("Saved.")).toBeVisible();
    await expect(save).toBeFocused();
    await expect(row.getByRole("combobox", { name: "Role: Ayşe Newcomer" })).toHaveValue("staff");
  });

  test("speaks Turkish too", ON_PHONE, async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin/users?lang=tr");
    await expect(page.getByRole("heading", { level: 1, name: "Yönetim Paneli" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Son giriş" })).toBeVisible();
  });

  test("a newcomer waiting for approval is found under its filter and by e-mail, and leaves it once approved and the filter is next changed; the filter and the search stay in the address", async ({ browser, page }) => {
    const email = uniqueEmail("runner");
    const newcomer = await browser.newPage({ locale: "en-US" });
    await signIn(newcomer, email, "Deniz Runner");
    await newcomer.close();

    await signInAs(page, "admin");
    await page.goto("/admin/users?lang=en");
    const filters = page.getByRole("navigation", { name: "Filters" });
    const waiting = filters.getByRole("link", { name: /^Waiting for approval \d+$/ });
    const waitingBefore = Number((await waiting.textContent())!.replace(/\D+/g, ""));
    await waiting.click();
    await expect(waiting).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Head Chef" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search users" }).fill(email.toUpperCase());
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(email.toUpperCase());
    expect(new URL(page.url()).searchParams.get("tab")).toBe("pending");
    await page.reload();
    await expect(rows).toHaveCount(2);

    // Approved with the keyboard: staff. It no longer waits, but its row stays, with
    // the focus on its Save button, until the filter or the search changes.
    const row = rows.filter({ hasText: email });
    await row.getByRole("combobox", { name: "Role: Deniz Runner" }).selectOption("staff");
    // Choosing the role switches the person on: left off, they stayed locked out under it.
    await expect(row.getByRole("switch", { name: "Active: Deniz Runner" })).toBeChecked();
    const save = row.getByRole("button", { name: "Save" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText("Saved.");
    await expect(waiting).toHaveText("Waiting for approval 0");
    await expect(row.getByText("Saved.")).toBeVisible();
    await expect(save).toBeFocused();
    await expect(row.getByRole("combobox", { name: "Role: Deniz Runner" })).toHaveValue("staff");
    await page.getByRole("searchbox", { name: "Search users" }).fill(email);
    await expect(page.getByText("No users match your filters")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill("");
    await expect(waiting).toHaveText(`Waiting for approval ${waitingBefore - 1}`);
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await filters.getByRole("link", { name: /^Staff \d+$/ }).click();
    await expect(page.getByRole("row").filter({ hasText: email }).getByRole("combobox")).toHaveValue("staff");
  });
});

