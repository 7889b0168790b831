import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { PUBLIC_PAGES } from "./app/features/site/public-pages.ts";
import { planGuestChunks, type GuestChunkPlan, type GuestChunkRoutes } from "./scripts/bundle/guest-chunks.ts";

/**
 * The browser's build groups guest pages' code by page (scripts/bundle/guest-chunks.ts,
 * docs/decisions/0039-guest-page-javascript.md):
 * - `assets/shell-<hash>.js`: the root route's file and every module it imports, at any depth, the
 *   code every page loads before its own. Left to itself the bundler would cut it into about twenty chunks of
 *   1–3 kB, which every page then asks for one by one;
 * - one chunk per set of guest pages sharing code (`assets/menu~menu-item-<hash>.js`), and one
 *   for what of it the back office uses too (`…~back-office-<hash>.js`), instead of one per set of
 *   pages and back-office screens sharing each module.
 * A chunk of guest code is taken whole, without the modules it imports (they are in chunks of
 * their own), so a route module's chunk may export more than the route module itself
 * (`preserveEntrySignatures: "allow-extension"`), which React Router does not mind.
 */
function guestPageChunks(): Plugin {
  // Until the build has read the module graph: nothing grouped.
  let plan: GuestChunkPlan = { shell: new Set(), guestChunkOf: new Map() };
  return {
    name: "patates:guest-page-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildEnd() {
      plan = planGuestChunks({ ids: [...this.getModuleIds()], staticImportsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [] }, GUEST_CHUNK_ROUTES);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => plan.shell.has(id) },
            // The helper behind `import()`, apart: left to the bundler it lands in the first chunk that
            // loads something on demand, which the chunks holding that code then import in a circle.
            { name: "preload-helper", test: (id: string) => id.startsWith("\0vite/preload-helper") },
            { name: (id: string) => plan.guestChunkOf.get(id) ?? null, debugName: "guest pages", includeDependenciesRecursively: false },
          ],
        },
      };
    },
  };
}

/** A module under app/ by its path there (`routes/menu.tsx`), with or without React Router's `?…` for the browser. */
const routeModule = (file: string) => new RegExp(`[\\\\/]app[\\\\/]${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|\\?)`);
const GUEST_CHUNK_ROUTES: GuestChunkRoutes = {
  root: routeModule("root.tsx"),
  entry: routeModule("entry.client.tsx"),
  routes: /[\\/]app[\\/]routes[\\/]/,
  guestPages: Object.fromEntries(PUBLIC_PAGES.map((page) => [page.file.replace(/^routes\/|\.tsx$/g, ""), routeModule(page.file)])),
};

/**
 * React Router's production build in the browser's bundle. Its package points every import at its
 * development build (remix-run/react-router#14102), whose warnings for developers are switched on and
 * shipped to every guest's phone; `dist/production` is the same code with them switched off. The
 * server keeps what Node resolves: it renders the same markup either way.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "patates:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), guestPageChunks(), reactRouterProductionBuild()],
  resolve: { tsconfigPaths: true },
});
