/**
 * How the browser's build groups the code of guest pages into chunks (vite.config.ts,
 * docs/decisions/0039-guest-page-javascript.md). Pure: it reads the module graph it is given.
 */

/** The bundler's module graph: every module's id, and the modules it imports statically. */
export interface ModuleGraph {
  ids: readonly string[];
  staticImportsOf(id: string): readonly string[];
}

export interface GuestChunkPlan {
  /** The root route's file and every module it imports, at any depth: the code every page loads, in one chunk. */
  shell: ReadonlySet<string>;
  /**
   * The chunk of each other module a guest page imports, named by the guest pages that import it
   * (`menu~menu-item`), and `~back-office` when a back-office screen imports it too: one chunk for
   * each such set, however many modules.
   */
  guestChunkOf: ReadonlyMap<string, string>;
}

export interface GuestChunkRoutes {
  /** The root route's module. */
  root: RegExp;
  /** The browser's entry (React DOM and the router's hydration): the bundler's own chunks. */
  entry: RegExp;
  /** Every route module, the guest pages' and the back office's. */
  routes: RegExp;
  /** Each guest page's route module, by the page's name. */
  guestPages: Readonly<Record<string, RegExp>>;
}

/** The modules `start` imports statically, at any depth, but none that `stop` names (nor what only they import). */
function reach(graph: ModuleGraph, start: readonly string[], stop: (id: string) => boolean = () => false): Set<string> {
  const reached = new Set<string>();
  const waiting = [...start];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (reached.has(id) || stop(id)) continue;
    reached.add(id);
    waiting.push(...graph.staticImportsOf(id));
  }
  return reached;
}

/**
 * Left to itself the bundler cuts code into one chunk per set of entries sharing it, and the back
 * office's screens are entries too: a guest page asked for a score of chunks of a few hundred bytes
 * each (what `/menu` and a dish's page share, cut again by which back-office screens also use each
 * part). This plan groups by guest pages alone:
 * - the shell: the root's file and what it imports, statically, at any depth;
 * - then each module a guest page's route imports statically goes into the chunk of the set of
 *   guest pages that import it, apart from those a back-office screen imports as well. A guest
 *   page loads only chunks all of whose code it imports, as before. A back-office screen loads
 *   only the `~back-office` chunks: all of their code is used by some screen, if not by this one.
 * Left to the bundler: the route modules themselves, the browser's entry and what it imports,
 * packages (node_modules), the bundler's own modules (`\0…`), and what is loaded on demand.
 */
export function planGuestChunks(graph: ModuleGraph, routes: GuestChunkRoutes): GuestChunkPlan {
  // The root's file itself, not React Router's module for the browser that wraps it (`root.tsx?…`):
  // both are in the graph, in an order that changes with the folder the site is built in.
  const rootFiles = graph.ids.filter((id) => routes.root.test(id) && !id.includes("?"));
  if (rootFiles.length === 0) return { shell: new Set(), guestChunkOf: new Map() };
  const shell = reach(graph, rootFiles);
  const entryCode = reach(graph, graph.ids.filter((id) => routes.entry.test(id)));
  const pageOf = (id: string) => Object.keys(routes.guestPages).find((page) => routes.guestPages[page]?.test(id));
  const leftToBundler = (id: string) =>
    shell.has(id) || entryCode.has(id) || id.includes("/node_modules/") || id.startsWith("\0") || routes.routes.test(id);
  const backOfficeRoutes = graph.ids.filter((id) => routes.routes.test(id) && pageOf(id) === undefined);
  const backOffice = reach(graph, backOfficeRoutes.flatMap((id) => graph.staticImportsOf(id)), leftToBundler);

  const pagesOf = new Map<string, string[]>();
  for (const page of Object.keys(routes.guestPages).sort()) {
    const modules = graph.ids.filter((id) => pageOf(id) === page);
    for (const id of reach(graph, modules.flatMap((module) => graph.staticImportsOf(module)), leftToBundler)) {
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
    }
  }
  const chunkOf = (id: string, pages: readonly string[]) => [...pages, ...(backOffice.has(id) ? ["back-office"] : [])].join("~");
  return { shell, guestChunkOf: new Map([...pagesOf].map(([id, pages]) => [id, chunkOf(id, pages)])) };
}
