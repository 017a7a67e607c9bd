import { defineConfig } from "vitest/config";

// Three kinds of test, told apart by where a file is and how it is named (README, "Testing"):
// - unit:        `*.test.ts` anywhere else: no database, no network. Runs anywhere (about a minute with ui);
//                tests/support/unit-guard.ts makes a database or socket fail it loudly.
// - ui:          `*.test.tsx`: React forms rendered in happy-dom (a DOM without a browser), under
//                the same guard. `npm run test:unit` runs unit and ui.
// - integration: `*.integration.test.ts`: a real SQLite file and/or PostgreSQL at TEST_DATABASE_URL
//                (tests/support/database-fixture.ts), servers on loopback. With TEST_DATABASE_URL
//                unset and no server at 127.0.0.1:5432, the global setup starts a private one
//                (tests/support/test-postgres.ts).
// - system:      `tests/system/**/*.test.ts`: real server processes from the production build
//                (vitest.system.config.ts; run `npm run build` first).
const notUnit = ["**/*.integration.test.ts", "tests/system/**", "tests/e2e/**"];
const always = ["**/node_modules/**", "build/**", "build-*/**"];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...always, ...notUnit],
          environment: "node",
          setupFiles: ["tests/support/unit-guard.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          include: ["**/*.test.tsx"],
          exclude: [...always, ...notUnit],
          environment: "happy-dom",
          setupFiles: ["tests/support/unit-guard.ts", "tests/support/ui-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: always,
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          // The payable kinds and the trip rename steps the server registers at start
          // (server/lifecycle/payables.ts, trip-renames.ts).
          setupFiles: ["tests/support/payables-setup.ts", "tests/support/trip-renames-setup.ts"],
          // Real databases and real password hashing (scrypt): on a busy two-core machine one
          // sign-up and sign-in round can take seconds, so the default 5 s would fail healthy tests.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      "./vitest.system.config.ts",
    ],
  },
});
