import { createContext } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdmin, type SessionUser } from "../../../server/modules/accounts";

/** The signed-in admin, set by the admin area's guard for every loader and action below it. */
export const adminUserContext = createContext<SessionUser>();

/**
 * The one gate of the admin area. React Router runs it before any loader or action of the area,
 * for full pages, client navigations (`.data` requests) and the CSV download alike: signed out
 * goes to /auth (remembering the page), signed in without the admin role goes to /.
 * Every answer it lets through is private and never stored (bookings, emails, phone numbers).
 */
export const adminGuard: Route.MiddlewareFunction = async ({ request, context }, next) => {
  context.set(adminUserContext, await requireAdmin(request));
  const response = await next();
  // An error page for an unreachable database already says "no-store" (app/entry.server.tsx).
  if (!response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", "private, no-store");
  return response;
};
