import { redirect } from "react-router";
import { getDb } from "../db";
import { hasRole } from "../db/roles";
import { logger } from "../logger";
import { getAuth } from "./index";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** better-auth's cookie names, with or without the __Secure- prefix. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** True when the request carries a better-auth session cookie (valid or not). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookie.test(cookieHeader ?? "");
}

/**
 * The signed-in user for this request, or null. Requests without a session cookie never touch
 * the database, so anonymous page views stay cheap. A database failure counts as signed out
 * (and is logged) rather than breaking every page.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  try {
    const session = await getAuth().api.getSession({ headers: request.headers });
    if (!session) return null;
    const { id, email, name, emailVerified } = session.user;
    return { id, email, name, emailVerified: Boolean(emailVerified) };
  } catch (error) {
    logger.error({ err: error }, "session lookup failed");
    return null;
  }
}

/** Loader/action guard: the signed-in user, or a redirect to /auth. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  return user;
}

/** The spec's admin check; a failing lookup means "not admin" and is logged (spec section 8). */
export async function isAdmin(userId: string): Promise<boolean> {
  try {
    return await hasRole(getDb().db, userId, "admin");
  } catch (error) {
    logger.error(
      { err: error, userId },
      "admin role lookup failed; treating the user as non-admin",
    );
    return false;
  }
}

/** The gate for every /admin loader and action: signed out -> /auth, not admin -> /. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await isAdmin(user.id))) throw redirect("/");
  return user;
}
