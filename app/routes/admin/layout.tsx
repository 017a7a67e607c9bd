import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminHeader, AdminShell } from "~/features/admin/admin-shell";
import { ownChrome } from "~/lib/root-data";
import { site } from "../../../domain/site";
import { adminGuard } from "./layout.server";
export { loader } from "./layout.server";

// Every admin URL sits under this layout, so the gate (and the private, no-store answer) runs
// once for all of them: pages, actions, client navigations and the CSV download.
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** The admin area draws its own header and <main> instead of the public site's (app/root.tsx). */
export const handle = ownChrome;

/** The title of an admin error page; every admin page names itself in its own meta. */
export function meta() {
  return [{ title: `Admin | ${site.brandName}` }];
}

/** Admin pages stay out of search engines; React hoists this into the document's head. */
function NoIndex() {
  return <meta name="robots" content="noindex" />;
}

/** The admin header above every admin page; the skip link of app/root.tsx lands on <main>. */
function AdminFrame({ children }: { children: React.ReactNode }) {
  const role =
    useRouteLoaderData<typeof import("./layout.server").loader>("routes/admin/layout")?.role;
  return (
    <>
      <NoIndex />
      <AdminHeader role={role} />
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/** A failed admin page keeps the admin frame, so the operator can go on to another section. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A loader's own 404 explains itself ("There is no booking with this reference.").
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <AdminFrame>
      <AdminShell title={notFound ? "Oops! Page not found" : "Something went wrong"}>
        <p className="mt-4 text-lg">
          {notFound
            ? (detail ?? "The page you are looking for does not exist.")
            : "Please try again in a moment, or contact us on WhatsApp."}
        </p>
      </AdminShell>
    </AdminFrame>
  );
}
