import { chooseTestPostgres } from "./test-postgres";

/**
 * Vitest global setup of the integration and system projects: runs once in Vitest's own process
 * before any test worker starts. It picks (or starts) the run's PostgreSQL (./test-postgres.ts)
 * and publishes it in the environment, which the workers inherit and pass on to the server
 * processes the system tests spawn:
 * - TEST_DATABASE_URL: the one test database; every other URL a test needs is derived from it.
 * - TEST_POSTGRES_BIN: with a private cluster, its own bin directory, so that the backup drill's
 *   pg_dump and pg_restore are the server's version.
 * When both projects run in one invocation, the second finds TEST_DATABASE_URL set and uses it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const postgres = await chooseTestPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
  if (postgres.binDir) process.env.TEST_POSTGRES_BIN = postgres.binDir;
  return () => postgres.stop();
}
