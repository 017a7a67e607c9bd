import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, type Env } from "./config";

export const missingSecretMessage =
  "AUTH_SECRET is required in production: set it to a random string of at least 32 characters (for example `openssl rand -base64 32`).";

export const missingPayLinkSecretMessage =
  "PAY_LINK_SECRET is required in production: set it to a random string of at least 32 characters (for example `openssl rand -base64 32`).";

/**
 * A secret the server keeps: the configured one; in production none is an error (a generated
 * key would differ per machine); in development and tests it is created once in the data
 * directory under `file` and reused, so what it signed survives restarts.
 */
export function resolveSecret({
  configured,
  production,
  dataDir,
  file,
  missing,
}: {
  configured?: string;
  production: boolean;
  dataDir: string;
  file: string;
  missing: string;
}): string {
  if (configured) return configured;
  if (production) throw new Error(missing);
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const saved = readFileSync(path, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}

/**
 * The key that signs session cookies and tokens. Production must be given one (a generated
 * key would change per machine and sign everybody out).
 */
export function resolveAuthSecret(options: {
  configured?: string;
  production: boolean;
  dataDir: string;
}): string {
  return resolveSecret({ ...options, file: "auth-secret", missing: missingSecretMessage });
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

/**
 * The key that signs pay links (server/modules/payments/pay-link.ts): PAY_LINK_SECRET, its own,
 * so a leaked session key does not mint links and a new pay-link key signs nobody out. Required
 * in production; kept in DATA_DIR/pay-link-secret in development.
 */
export function payLinkSecret(): string {
  const { PAY_LINK_SECRET, NODE_ENV, DATA_DIR } = env();
  return resolveSecret({
    configured: PAY_LINK_SECRET,
    production: NODE_ENV === "production",
    dataDir: DATA_DIR,
    file: "pay-link-secret",
    missing: missingPayLinkSecretMessage,
  });
}
