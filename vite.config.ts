import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Every module the root route (app/root.tsx) imports, at any depth, in one chunk of the browser's
 * build, `assets/shell-<hash>.js`: the code every page loads before its own. Left to itself the
 * bundler cuts that code into one chunk per set of pages sharing it, about twenty of 1–3 kB each,
 * which every page then asks for one by one (docs/decisions/0039-guest-page-javascript.md).
 */
function rootShellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: "patates:root-shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell.clear();
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      if (!root) return;
      // Static imports only: what the root loads on demand stays on demand.
      const waiting = [...(this.getModuleInfo(root)?.importedIds ?? [])];
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: "shell", test: (id: string) => shell.has(id) }] } };
    },
  };
}

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
  plugins: [reactRouter(), rootShellChunk(), reactRouterProductionBuild()],
  resolve: { tsconfigPaths: true },
});
