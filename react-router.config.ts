import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressFolder } from "./server/precompress";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds (or a benchmark and a test run) live side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest comes with the page (a few kB), so links work offline: lazy discovery
  // would ask the server for each link's route, which a guest without a signal cannot reach.
  routeDiscovery: { mode: "initial" },
  // Once every file of the browser's build is written (the route manifest is written last, with the
  // server's build): each also as Brotli and gzip, sent as they are (server/static-files.ts).
  buildEnd: ({ reactRouterConfig }) => precompressFolder(join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
