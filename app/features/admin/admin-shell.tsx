import { ArrowLeft, Mountain } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { site } from "../../../domain/site";

/** The sections of the admin area; `content` ones are an editor's too (decision 0065). */
const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/trips", label: "Trips", end: false, content: true },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/departures", label: "Departures", end: false },
  { to: "/admin/inquiries", label: "Inquiries", end: false },
  { to: "/admin/proposals", label: "Proposals", end: false },
  { to: "/admin/payments", label: "Payments", end: false },
  { to: "/admin/pricing", label: "Pricing", end: false },
  { to: "/admin/fees", label: "Park fees", end: false },
  { to: "/admin/booking-settings", label: "Booking & holds", end: false },
  { to: "/admin/security", label: "Security", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/testimonials", label: "Testimonials", end: false, content: true },
  { to: "/admin/media", label: "Photos", end: false, content: true },
  { to: "/admin/pages", label: "Pages", end: false, content: true },
];

/**
 * The admin area's own header, in place of the public site's: the area's name, its sections and
 * the way back to the site. The admin layout draws it above its <main> on every admin page.
 */
export function AdminHeader({ role = "admin" }: { role?: "admin" | "editor" }) {
  const shown = role === "admin" ? sections : sections.filter((section) => "content" in section);
  return (
    <header className="no-print border-b border-forest-800 bg-forest-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <Link
          to={role === "admin" ? "/admin" : "/admin/trips"}
          className="mr-auto flex min-h-11 items-center gap-2 font-display text-lg font-bold"
        >
          <Mountain aria-hidden="true" className="size-6 text-ochre-100" />
          {site.brandName} <span className="font-sans text-sm font-semibold">Admin</span>
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold underline hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the site
        </Link>
        <nav aria-label="Admin sections" className="-mx-2 w-full">
          <ul className="flex flex-wrap gap-1">
            {shown.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:bg-white/10",
                      isActive && "bg-white text-forest-900 hover:bg-white",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The frame of every admin page's content: its heading and actions. */
export function AdminShell({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A change in a table: when, and who below it (the trips', the pages' lists). */
export function WhenAndWho({ at, by }: { at: string; by: string }) {
  return (
    <span>
      {formatTimestamp(at)}
      <span className="block text-sm text-earth-700">{by}</span>
    </span>
  );
}

/**
 * One formatter for every timestamp: `toLocaleDateString` with options builds a new one per call
 * (about 0.1 ms each, once per row of a list; bench/catalogue-scale.ts).
 */
const utcDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** '2030-03-01T…' or '2030-03-01' as 'Mar 01, 2030 14:05 UTC' / 'Mar 01, 2030'. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${utcDay.format(date)} ${date.toISOString().slice(11, 16)} UTC`;
}
