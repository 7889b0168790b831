import { expect, ON_PHONE, test } from "../fixtures";
import { E2E_ADMIN_EMAIL, openSignInAddress, signIn, signOut, uniqueEmail } from "../sign-in";

test.describe("signing in", () => {
  test.use({ locale: "en-US" });

  test("a new person waits for approval, an admin approves them as staff, and they reach the staff pages", ON_PHONE, async ({ browser }) => {
    // This test's own pages are new pages; their console is checked here.
    const problems: string[] = [];
    const email = uniqueEmail("cook");
    const cook = await browser.newPage({ locale: "en-US" });
    cook.on("console", (message) => {
      // The Access Denied page answers 403, which the browser reports for the document itself.
      if (message.type() === "error" && !/status of 403/.test(message.text())) problems.push(message.text());
    });
    await signIn(cook, email, "Ayşe Cook");
    await expect(cook).toHaveURL(/\/pending$/);
    await expect(cook.getByRole("heading", { name: "Account Pending Approval" })).toBeVisible();
    await expect(cook.getByText(email)).toBeVisible();
    await expect(cook.getByText("Ayşe Cook")).toBeVisible();
    await expect(cook.getByText("An administrator must approve your account before staff features are available.")).toBeVisible();
    await expect(cook.getByText("destek@patates.istanbul")).toBeVisible();

    const admin = await browser.newPage({ locale: "en-US" });
    await signIn(admin, E2E_ADMIN_EMAIL, "Head Chef");
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto("/admin/users");
    const row = admin.getByRole("row").filter({ hasText: email });
    await row.getByRole("combobox", { name: "Role: Ayşe Cook" }).selectOption("staff");
    await row.getByRole("switch", { name: "Active: Ayşe Cook" }).check();
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByText("Saved.")).toBeVisible();
    await admin.close();

    await signOut(cook);
    await signIn(cook, email, "Ayşe Cook");
    await expect(cook).toHaveURL(/\/inventory-manager$/);
    await expect(cook.getByRole("heading", { level: 1, name: "Inventory Management" })).toBeVisible();

    await cook.goto("/admin");
    await expect(cook).toHaveURL(/\/unauthorized\?reason=admin$/);
    await expect(cook.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(cook.getByText("Access denied. Admin privileges required.")).toBeVisible();
    await expect(cook.getByText("You don't have permission to access this resource.")).toBeVisible();

    await cook.goto("/login");
    await expect(cook.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(cook.getByText("(Staff)")).toBeVisible();

    await cook.goto("/inventory-manager");
    await signOut(cook);
    for (const path of ["/inventory-manager", "/shopping-lists", "/recipe-manager"]) {
      await cook.goto(path);
      await expect(cook).toHaveURL(/\/login$/);
    }
    await cook.close();
    expect(problems).toEqual([]);
  });

  test("an admin from ADMIN_EMAILS lands on the dashboard, and / sends them there", async ({ page }) => {
    await signIn(page, E2E_ADMIN_EMAIL, "Head Chef");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("cancelling at the provider signs nobody in and says so", async ({ page }) => {
    await openSignInAddress(page);
    await page.goto("/login?lang=en");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login\?error=signin$/);
    await expect(page.getByRole("alert")).toHaveText("Failed to sign in. Please try again.");
    await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  });

  test("a forged callback signs nobody in", async ({ page }) => {
    await page.goto("/auth/callback?code=forged&state=forged");
    await expect(page).toHaveURL(/\/login\?error=signin$/);
    await expect(page.getByRole("alert")).toHaveText("Failed to sign in. Please try again.");
  });

  test("the login page says plainly that this is the local sign-in, in Turkish too", ON_PHONE, async ({ page }) => {
    await openSignInAddress(page);
    await page.goto("/login?lang=tr");
    await expect(page.getByRole("heading", { level: 1, name: "Personel Girişi" })).toBeVisible();
    await expect(page.getByText(/Yerel giriş: Bu sunucuda Google gibi bir giriş sağlayıcısı ayarlı değil/)).toBeVisible();
    await page.getByRole("button", { name: "Google ile giriş yap" }).click();
    await expect(page.getByRole("heading", { name: "Yerel giriş" })).toBeVisible();
    await expect(page.getByLabel("E-posta")).toBeVisible();
  });
});
