import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planGuestChunks, type ModuleGraph } from "./guest-chunks";

/** A graph from `module: [its static imports]`. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { ids: Object.keys(imports), staticImportsOf: (id) => imports[id] ?? [] };
}

const ROUTES = {
  root: /\/app\/root\.tsx($|\?)/,
  entry: /\/app\/entry\.client\.tsx$/,
  routes: /\/app\/routes\//,
  guestPages: { menu: /\/app\/routes\/menu\.tsx($|\?)/, item: /\/app\/routes\/menu-item\.tsx($|\?)/, about: /\/app\/routes\/about\.tsx($|\?)/ },
};

const GRAPH = graphOf({
  "/app/entry.client.tsx": ["/node_modules/react-dom/client.js", "/node_modules/react-dom/index.js"],
  "/node_modules/react-dom/client.js": [],
  "/node_modules/react-dom/index.js": [],
  // React Router's module for the browser first, as the bundler lists them when built in some folders.
  "/app/root.tsx?__react-router-build-client-route": ["/app/root.tsx"],
  "/app/root.tsx": ["/app/ui/header.tsx", "/app/i18n/translate.ts"],
  "/app/ui/header.tsx": ["/app/i18n/translate.ts"],
  "/app/i18n/translate.ts": [],
  // React Router's module for the browser, and the file it wraps: both are the page's route.
  "/app/routes/menu.tsx?__react-router-build-client-route": ["/app/routes/menu.tsx"],
  "/app/routes/menu.tsx": ["/app/menu/list.tsx", "/app/lib/money.ts", "/app/i18n/translate.ts", "/node_modules/react-dom/index.js", "\0vite/preload-helper.js"],
  "/app/routes/menu-item.tsx": ["/app/lib/money.ts", "/app/menu/dish.tsx"],
  "/app/routes/about.tsx": ["/app/site/about-text.ts"],
  "/app/menu/list.tsx": ["/app/menu/rows.ts", "/app/lib/money.ts"],
  "/app/menu/rows.ts": [],
  "/app/menu/dish.tsx": ["/app/lib/money.ts", "/node_modules/some-package/index.js"],
  "/app/lib/money.ts": ["/app/lib/decimal.ts"],
  "/app/lib/decimal.ts": [],
  "/app/site/about-text.ts": [],
  "/app/routes/inventory.tsx": ["/app/lib/money.ts", "/app/back-office/form.tsx"],
  "/app/back-office/form.tsx": [],
  "/app/routes/lazy-form.ts": [],
  "\0vite/preload-helper.js": [],
  "/node_modules/some-package/index.js": [],
});

describe("planGuestChunks", () => {
  const plan = planGuestChunks(GRAPH, ROUTES);

  it("puts the root's file and what it imports, at any depth, into the shell, but not React Router's module wrapping it", () => {
    expect([...plan.shell].sort()).toEqual(["/app/i18n/translate.ts", "/app/root.tsx", "/app/ui/header.tsx"]);
  });

  it("plans the same whatever order the bundler lists the modules in", () => {
    const planned = (graph: ModuleGraph) => {
      const { shell, guestChunkOf } = planGuestChunks(graph, ROUTES);
      return { shell: [...shell].sort(), guestChunkOf: [...guestChunkOf].sort() };
    };
    const expected = planned(GRAPH);
    fc.assert(
      fc.property(fc.shuffledSubarray([...GRAPH.ids], { minLength: GRAPH.ids.length }), (ids) => {
        expect(planned({ ...GRAPH, ids })).toEqual(expected);
      }),
    );
  });

  it("groups every other module of a guest page by the set of guest pages importing it, at any depth, and apart what the back office imports too", () => {
    expect(Object.fromEntries([...plan.guestChunkOf].sort())).toEqual({
      "/app/lib/decimal.ts": "item~menu~back-office",
      "/app/lib/money.ts": "item~menu~back-office",
      "/app/menu/dish.tsx": "item",
      "/app/menu/list.tsx": "menu",
      "/app/menu/rows.ts": "menu",
      "/app/site/about-text.ts": "about",
    });
  });

  it("leaves the routes, the entry's code, packages, the bundler's own modules and back-office-only code to the bundler", () => {
    for (const id of [
      "/app/routes/menu.tsx",
      "/app/routes/menu.tsx?__react-router-build-client-route",
      "/node_modules/react-dom/index.js",
      "/node_modules/some-package/index.js",
      "\0vite/preload-helper.js",
      "/app/back-office/form.tsx",
      "/app/i18n/translate.ts",
    ]) {
      expect(plan.guestChunkOf.has(id), id).toBe(false);
    }
  });

  it("plans nothing without a root", () => {
    const withoutRoot = planGuestChunks(graphOf({ "/app/routes/menu.tsx": ["/app/lib/money.ts"] }), ROUTES);
    expect(withoutRoot.shell.size).toBe(0);
    expect(withoutRoot.guestChunkOf.size).toBe(0);
  });
});
