import { env, type Env } from "../../platform/config";
import { getDb } from "../../platform/db";
import { logger } from "../../platform/logger";
import { getMailer } from "../../platform/mail";
import { createAuth, type Auth } from "./auth";
import { resolveAuthSecret } from "./secret";
import { sharedRateLimiter } from "../../platform/http/rate-limiters";

export { createAuth, type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth";

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

let auth: Auth | undefined;

/** The process's better-auth instance, on the app's own database connection. */
export function getAuth(): Auth {
  if (!auth) {
    const { db, dialect } = getDb();
    auth = createAuth({
      db,
      dialect,
      secret: authSecret(),
      baseURL: env().SITE_URL.replace(/\/$/, ""),
      mailer: getMailer(),
      logger,
      rateLimit: env().NODE_ENV !== "test",
      rateLimiter: sharedRateLimiter,
      // Loaded when used: the services import this module (the auth secret).
      beforeDeleteUser: async (user) => {
        const { eraseAccountData } = await import("./account-data");
        await eraseAccountData(getDb().db, user);
      },
    });
  }
  return auth;
}
