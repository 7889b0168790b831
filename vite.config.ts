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

export default defineConfig({
  plugins: [reactRouter(), rootShellChunk()],
  resolve: { tsconfigPaths: true },
});
