import { defineConfig } from "vitest/config";

// System tests: real `node server.js` processes from the production build (BUILD_DIR),
// started, killed and restarted by the tests. `npm test` runs them after the build.
// It is also the `system` project of vitest.config.ts: `npx vitest run --project system`.
export default defineConfig({
  test: {
    name: "system",
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    // The run's PostgreSQL, started here when the machine has none (tests/support/test-postgres.ts).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    // One file at a time: each starts its own servers, and the machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
