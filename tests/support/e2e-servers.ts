/**
 * The end-to-end suite's two servers (playwright.config.ts starts both from the same build).
 *
 * - `shared`: every spec that changes only its own data (its accounts, bookings, departures).
 * - `siteWide`: the specs that change what every visitor reads (prices, exchange rates, park fees,
 *   published pages and trips). Each has this server to itself, one spec at a time, with its own
 *   SQLite file and mail outbox, so no spec on the shared server sees a price change between its
 *   quote and its checkout, and the two projects run side by side instead of one after the other.
 *
 * E2E_PORT and E2E_DATA_DIR move both (a worktree's own run): the site-wide server listens 50 ports
 * above and keeps its data in a sibling directory.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data";

export interface E2eServer {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir; "" is SQLite. */
  databaseUrl: string;
}

export const e2eServers = {
  shared: { port, dataDir, databaseUrl: process.env.DATABASE_URL ?? "" },
  // Always SQLite: a DATABASE_URL names one database, which only one of the two may use.
  siteWide: { port: port + 50, dataDir: `${dataDir}-site-wide`, databaseUrl: "" },
} satisfies Record<string, E2eServer>;

/** The Playwright project that runs against the site-wide server. */
export const siteWideProject = "site-wide settings";

/** The server a project's specs talk to, by the project's name. */
export function e2eServerOf(projectName: string): E2eServer {
  return projectName === siteWideProject ? e2eServers.siteWide : e2eServers.shared;
}
