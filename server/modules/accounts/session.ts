import { redirect } from "react-router";
import { hasSessionCookie } from "../../platform/http/session-cookie";
import { signInPathFor } from "../../../domain/auth/return-path";
import { getDb } from "../../platform/db";
import { isDatabaseUnavailable } from "../../platform/db/connection";
import { hasRole, staffRoleOf, type StaffRole } from "./roles";
import { logger } from "../../platform/logger";
import { getAuth, type Auth } from "./auth-instance";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The signed-in user for this request, or null. Requests without a session cookie never touch
 * the database, so anonymous page views stay cheap. A database failure counts as signed out
 * (and is logged) rather than breaking every page.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}

export interface SessionRead {
  user: SessionUser | null;
  /**
   * Set-Cookie values to send with the response. better-auth extends a session that is in use
   * (once a day) and re-issues its cookie with the new lifetime; without passing that cookie on,
   * the browser would drop it after the first 14 days however active the customer is.
   */
  setCookies: string[];
  /**
   * Why the lookup failed, when it did. Pages treat a failed lookup as signed out (a public
   * page still works in an outage); a page that needs a session answers 503 instead when the
   * database was unreachable (requireUser), rather than asking a signed-in visitor to sign in.
   */
  failure?: unknown;
  /**
   * The second factor (decision 0046), when signed in: whether the account has an authenticator
   * app confirmed, and whether this session passed it.
   */
  secondFactor?: { enrolled: boolean; passed: boolean; token: string };
}

/** The signed-in user and any refreshed session cookie, for the root loader to pass on. */
export async function readSession(
  request: Request,
  auth: Pick<Auth, "api"> = getAuth(),
): Promise<SessionRead> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return { user: null, setCookies: [] };
  try {
    const { headers, response: session } = await auth.api.getSession({
      headers: request.headers,
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    if (!session) return { user: null, setCookies };
    const { id, email, name, emailVerified, twoFactorEnabled } = session.user;
    return {
      user: { id, email, name, emailVerified: Boolean(emailVerified) },
      setCookies,
      secondFactor: {
        enrolled: Boolean(twoFactorEnabled),
        passed: Boolean(session.session.twoFactorVerified),
        token: session.session.token,
      },
    };
  } catch (error) {
    logger.error({ err: error }, "session lookup failed");
    return { user: null, setCookies: [], failure: error };
  }
}

/** Loader/action guard: the signed-in user, or a redirect to /auth that remembers this page. */
export async function requireUser(request: Request, read?: SessionRead): Promise<SessionUser> {
  const { user, failure } = read ?? (await readSession(request));
  // The database is down: the error page with 503 (app/entry.server.tsx), not the sign-in form.
  if (!user && failure !== undefined && isDatabaseUnavailable(failure)) throw failure;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname + url.search));
  }
  return user;
}

/** Admin means a user_roles row with role 'admin'; a failing lookup means "not admin" and is logged. */
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

/** Where the admin's enrolment in two-factor sign-in lives (outside the guarded area). */
export const TWO_FACTOR_SETUP_PATH = "/admin/two-factor";

/** The staff role of a user; a failing lookup means "no role" and is logged. */
export async function staffRole(userId: string): Promise<StaffRole | null> {
  try {
    return await staffRoleOf(getDb().db, userId);
  } catch (error) {
    logger.error(
      { err: error, userId },
      "staff role lookup failed; treating the user as a traveller",
    );
    return null;
  }
}

/** A signed-in member of staff and the role they work in. */
export interface StaffUser {
  user: SessionUser;
  role: StaffRole;
}

/**
 * The gate for every /admin loader and action: signed out -> /auth, not staff (admin or editor)
 * -> /, staff without an authenticator app -> the enrolment page, and a session that did not pass
 * the second factor (it predates the enrolment, or came some other way) is ended and signs in
 * again with password and code (decision 0046). Only then does any admin page or data answer.
 */
export async function requireStaff(request: Request): Promise<StaffUser> {
  const session = await readSession(request);
  const user = await requireUser(request, session);
  const role = await staffRole(user.id);
  if (!role) throw redirect("/");
  const secondFactor = session.secondFactor;
  if (!secondFactor?.enrolled) throw redirect(TWO_FACTOR_SETUP_PATH);
  if (!secondFactor.passed) {
    const url = new URL(request.url);
    const headers = await endSession(secondFactor.token);
    throw redirect(signInPathFor(url.pathname + url.search), { headers });
  }
  return { user, role };
}

/** requireStaff for what only an admin may do; an editor goes to the content they can edit. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const { user, role } = await requireStaff(request);
  if (role !== "admin") throw redirect(EDITOR_HOME_PATH);
  return user;
}

/** Where an editor lands in the admin area: the trips. */
export const EDITOR_HOME_PATH = "/admin/trips";

/**
 * True when this request's session may see admin data: an admin whose session passed the second
 * factor. For pages outside /admin that show more to an admin (payment documents).
 */
export async function isVerifiedAdmin(request: Request): Promise<boolean> {
  const session = await readSession(request);
  if (!session.user || !session.secondFactor?.passed) return false;
  return isAdmin(session.user.id);
}

/** Deletes a session and answers with the headers that clear its cookie in the browser. */
async function endSession(token: string): Promise<Headers> {
  await getDb().db.deleteFrom("session").where("token", "=", token).execute();
  const headers = new Headers();
  const secure = new URL(getAuth().options.baseURL ?? "http://localhost").protocol === "https:";
  const name = `${secure ? "__Secure-" : ""}better-auth.session_token`;
  headers.append(
    "set-cookie",
    `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return headers;
}
