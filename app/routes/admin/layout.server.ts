import { createContext, redirect } from "react-router";
import type { Route } from "./+types/layout";
import {
  EDITOR_HOME_PATH,
  requireStaff,
  type SessionUser,
  type StaffRole,
} from "../../../server/modules/accounts";

/** The signed-in admin, set by the admin area's guard for every loader and action below it. */
export const adminUserContext = createContext<SessionUser>();
/** The role the signed-in person works in: an editor reaches the content pages only. */
export const staffRoleContext = createContext<StaffRole>();

/** The admin pages an editor may use (decision 0065): content, never payments or travellers. */
const CONTENT_PATHS = [
  /^\/admin\/trips(\/|$)/,
  /^\/admin\/media(\/|$)/,
  /^\/admin\/pages(\/|$)/,
  /^\/admin\/testimonials(\/|$)/,
];

export function isContentPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return CONTENT_PATHS.some((pattern) => pattern.test(path));
}

/**
 * The one gate of the admin area. React Router runs it before any loader or action of the area,
 * for full pages, client navigations (`.data` requests) and the CSV download alike: signed out
 * goes to /auth (remembering the page), signed in without a staff role goes to /, and an editor
 * asking for anything but the content pages goes to the trips.
 * Every answer it lets through is private and never stored (bookings, emails, phone numbers).
 */
export const adminGuard: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const { user, role } = await requireStaff(request);
  if (role === "editor" && !isContentPath(new URL(request.url).pathname))
    throw redirect(EDITOR_HOME_PATH);
  context.set(adminUserContext, user);
  context.set(staffRoleContext, role);
  const response = await next();
  // An error page for an unreachable database already says "no-store" (app/entry.server.tsx).
  if (!response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/** The admin header's sections depend on the role (an editor sees the content pages only). */
export function loader({ context }: Route.LoaderArgs) {
  return { role: context.get(staffRoleContext) };
}
