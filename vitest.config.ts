import { defineConfig } from "vitest/config";

// Vitest runs the pure domain tests beside the code and the database integration tests.
// It does not load the React Router plugin: nothing here renders routes.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/*.test.ts"],
    globalSetup: ["./tests/support/postgres-global-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
  },
});
