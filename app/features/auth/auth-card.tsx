import { Mountain } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export type AuthView = "login" | "signup";

/** The page frame shared by sign-in, sign-up and password reset. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-2 text-forest-900">
          <Mountain aria-hidden="true" className="size-6 text-ochre-600" />
          <h1 className="text-2xl font-bold">{title}</h1>
        </div>
        <p className="mt-2 text-sm">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/**
 * Login / Sign Up as two links with aria-current: they work without JavaScript and need no
 * tab keyboard model (a real tablist would promise arrow-key behaviour).
 */
export function AuthTabs({
  view,
  returnTo,
  email,
}: {
  view: AuthView | "forgot";
  returnTo?: string | null;
  /** The address a first-time booker booked with, kept while switching tabs. */
  email?: string | null;
}) {
  // A visitor who was sent here from a page keeps that page (and their address) while switching tabs.
  const remembered = authQuery(returnTo, email);
  const tabs: Array<{ view: AuthView; label: string }> = [
    { view: "login", label: "Login" },
    { view: "signup", label: "Sign Up" },
  ];
  return (
    <nav aria-label="Account" className="mb-6">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-sand-100 p-1">
        {tabs.map((tab) => {
          const current = tab.view === view;
          return (
            <li key={tab.view}>
              <Link
                to={`/auth?tab=${tab.view}${remembered}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-md text-sm font-semibold",
                  current
                    ? "bg-white text-forest-900 shadow-sm"
                    : "text-earth-900 hover:bg-white/60",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The query that keeps the page to return to and the booked address across the auth tabs. */
export function authQuery(returnTo?: string | null, email?: string | null): string {
  return `${returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : ""}${email ? `&email=${encodeURIComponent(email)}` : ""}`;
}
