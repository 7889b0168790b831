import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds (or a benchmark and a test run) live side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
