import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { Notice } from "~/features/auth/notice";
import {
  bookingsForTab,
  dashboardTabs,
  summarize,
  tabFrom,
  type DashboardBooking,
  type DashboardTab,
} from "~/features/dashboard/bookings";
import {
  BookingList,
  BookingTabs,
  DashboardHeader,
  StatCards,
} from "~/features/dashboard/dashboard-view";
import { site } from "../../domain/site";
import { signOutAction } from "../../server/auth/actions";
import { requireUser } from "../../server/auth/session";
import { getDb } from "../../server/db";
import { listBookingsForViewer } from "../../server/db/bookings";
import { logger } from "../../server/logger";

export function meta() {
  return [{ title: `My Adventures | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** Pass the loader's no-store on to the document response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tab = tabFrom(new URL(request.url).searchParams.get("tab"));
  let bookings: DashboardBooking[] = [];
  let loadError: string | undefined;
  try {
    const rows = await listBookingsForViewer(getDb().db, {
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
    });
    bookings = rows.map(
      ({
        id,
        adventure_type,
        booking_status,
        booking_date,
        number_of_participants,
        total_price,
        special_requirements,
        created_at,
      }) => ({
        id,
        adventure_type,
        booking_status,
        booking_date,
        number_of_participants,
        total_price,
        special_requirements,
        created_at,
      }),
    );
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "dashboard bookings query failed");
    // The detail stays in the log; the visitor gets a sentence without SQL in it.
    loadError = "our booking records are temporarily unavailable. Please try again in a moment.";
  }
  return data(
    {
      greetingName: user.name.trim() || user.email,
      tab,
      bookings,
      loadError,
      today: new Date().toISOString().slice(0, 10),
    },
    // Personal data: never cached by a shared cache or the back-forward cache after sign-out.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const outcome = await signOutAction(request, context.clientIp);
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { greetingName, tab, bookings, loadError, today } = loaderData;
  const counts = Object.fromEntries(
    dashboardTabs.map((t) => [t.id, bookingsForTab(bookings, t.id, today).length]),
  ) as Record<DashboardTab, number>;
  const emptyText = dashboardTabs.find((t) => t.id === tab)?.empty ?? "No bookings found";
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <DashboardHeader greetingName={greetingName} signOutNotice={actionData?.notice} />
      {loadError ? (
        <Notice
          className="mt-6"
          notice={{
            tone: "error",
            title: "Something went wrong",
            description: `Failed to load bookings: ${loadError}`,
          }}
        />
      ) : null}
      <StatCards {...summarize(bookings, today)} />
      <h2 className="sr-only">Your bookings</h2>
      <BookingTabs current={tab} counts={counts} />
      <BookingList bookings={bookingsForTab(bookings, tab, today)} emptyText={emptyText} />
    </section>
  );
}
