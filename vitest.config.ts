import { defineConfig } from "vitest/config";

// Vitest runs the pure domain tests beside the code and the database integration tests.
// It does not load the React Router plugin: nothing here renders routes.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "eslint-rules/*.test.ts", "tests/*.test.ts"],
    globalSetup: ["./tests/support/postgres-global-setup.ts", "./tests/support/server-bundle.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one, on this project's two-core machines.
    // Most files here wait on a server process or PostgreSQL rather than compute, so two files at
    // a time keep both cores busy (docs/decisions/0004-tests.md).
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
