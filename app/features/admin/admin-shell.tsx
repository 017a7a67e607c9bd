import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/inquiries", label: "Inquiries", end: false },
  { to: "/admin/pricing", label: "Pricing", end: false },
  { to: "/admin/security", label: "Security", end: false },
];

/** The frame of every admin page: a heading and the admin section links. */
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
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label="Admin sections" className="-mx-1 mb-6 flex flex-wrap gap-1">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              cn(
                "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-forest-800 hover:bg-forest-50",
                isActive && "bg-forest-100 text-forest-900",
              )
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** '2030-03-01T…' or '2030-03-01' as 'Mar 01, 2030 14:05 UTC' / 'Mar 01, 2030'. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" })} ${date.toISOString().slice(11, 16)} UTC`;
}

export const noStore = { "Cache-Control": "private, no-store" };
