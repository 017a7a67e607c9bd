import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, type Env } from "./config";

export const missingSecretMessage =
  "AUTH_SECRET is required in production: set it to a random string of at least 32 characters (for example `openssl rand -base64 32`).";

/**
 * The key that signs session cookies and tokens. Production must be given one (a generated
 * key would change per machine and sign everybody out); development and tests create one
 * once in the data directory and reuse it, so sessions survive restarts.
 */
export function resolveAuthSecret({
  configured,
  production,
  dataDir,
}: {
  configured?: string;
  production: boolean;
  dataDir: string;
}): string {
  if (configured) return configured;
  if (production) throw new Error(missingSecretMessage);
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Fails with a clear message (before the server listens) when production has no AUTH_SECRET. */
export function authSecret(): string {
  const { AUTH_SECRET, NODE_ENV, DATA_DIR } = env();
  return resolveAuthSecret({
    configured: AUTH_SECRET,
    production: NODE_ENV === "production",
    dataDir: DATA_DIR,
  });
}

/**
 * The key the departures calendar feed's address derives from (services/departures-calendar.ts):
 * CALENDAR_FEED_SECRET, which moves the address on its own, or AUTH_SECRET while it is unset.
 */
export function calendarFeedKey(source: Pick<Env, "CALENDAR_FEED_SECRET"> = env()): string {
  return source.CALENDAR_FEED_SECRET ?? authSecret();
}
