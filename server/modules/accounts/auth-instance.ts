import { env } from "../../platform/config";
import { getDb } from "../../platform/db";
import { logger } from "../../platform/logger";
import { getMailer } from "../../platform/mail";
import { createAuth, type Auth } from "./auth";
import { authSecret } from "../../platform/secret";
import { sharedRateLimiter } from "../../platform/http/rate-limiters";

export { createAuth, type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth";

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
