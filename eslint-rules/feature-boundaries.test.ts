import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundary rule as `npm run check` runs it: the project's own ESLint configuration, linting an
 * import placed at a real path. Each boundary refuses the import that crosses it, in the `~/` form
 * and the relative one, and lets through what it allows.
 */
const eslint = new ESLint();

async function boundaryMessages(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from "${specifier}";\nexport { imported };\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "local/feature-boundaries").map((message) => message.message);
}

describe("the feature boundaries", () => {
  it("refuses a feature importing another feature's components", async () => {
    const file = "app/features/events/components/event-history.tsx";
    for (const specifier of ["~/features/menu-management/components/menu-history", "../../menu-management/components/menu-history"]) {
      expect(await boundaryMessages(file, specifier)).toEqual([
        `'${specifier}' is another feature's component (features/menu-management/components). Move what both screens share to app/ui.`,
      ]);
    }
  });

  it("refuses app/db, app/ui, app/i18n and app/lib importing a feature", async () => {
    for (const [file, specifier] of [
      ["app/db/write.server.ts", "~/features/site/site-settings"],
      ["app/db/seed/seed-menu.server.ts", "../../features/site/site-settings"],
      ["app/ui/history-list.tsx", "~/features/menu/menu"],
      ["app/i18n/language-urls.ts", "../features/menu/menu"],
      ["app/lib/names.ts", "~/features/inventory/inventory"],
    ] as const) {
      const layer = file.split("/")[1];
      const feature = specifier.split("/").at(-2);
      expect(await boundaryMessages(file, specifier)).toEqual([
        `app/${layer} imports no feature, and '${specifier}' is in features/${feature}. Move the shared piece down to app/${layer} or app/lib.`,
      ]);
    }
  });

  it("refuses a feature importing one listed after it, which would make a cycle possible", async () => {
    for (const specifier of ["~/features/seo/sitemap", "../seo/sitemap"]) {
      expect(await boundaryMessages("app/features/site/page-meta.ts", specifier)).toEqual([
        "features/site may import only the features listed before it in FEATURES_LOW_TO_HIGH (eslint-rules/feature-boundaries.js), and features/seo comes after it. Move the shared piece down instead of making a cycle.",
      ]);
    }
  });

  it("asks for a new feature folder to be placed in the order", async () => {
    expect(await boundaryMessages("app/features/no-such-feature/thing.ts", "~/features/recipes/recipes")).toEqual([
      "features/no-such-feature is not in FEATURES_LOW_TO_HIGH (eslint-rules/feature-boundaries.js): add it after the features it imports.",
    ]);
  });

  it("lets through a feature importing one listed before it, a route importing any feature's components, and a test importing what it tests", async () => {
    expect(await boundaryMessages("app/features/seo/sitemap.ts", "~/features/site/public-pages")).toEqual([]);
    expect(await boundaryMessages("app/features/seo/sitemap.ts", "../site/public-pages")).toEqual([]);
    expect(await boundaryMessages("app/features/menu-management/components/menu-history.tsx", "~/ui/history-list")).toEqual([]);
    expect(await boundaryMessages("app/routes/admin.menu.tsx", "~/features/menu-management/components/menu-management-screen")).toEqual([]);
    expect(await boundaryMessages("app/features/site/public-pages.test.ts", "~/features/seo/sitemap")).toEqual([]);
  });
});
