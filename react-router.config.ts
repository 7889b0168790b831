import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds (or a benchmark and a test run) live side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest comes with the page (a few kB), so links work offline: lazy discovery
  // would ask the server for each link's route, which a guest without a signal cannot reach.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
