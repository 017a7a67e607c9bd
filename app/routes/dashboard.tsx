import type { Route } from "./+types/dashboard";
import { Notice } from "~/features/auth/notice";
import {
  bookingsForTab,
  dashboardTabs,
  summarize,
  type DashboardTab,
} from "~/features/dashboard/bookings";
import {
  BookingList,
  BookingTabs,
  DashboardHeader,
  StatCards,
} from "~/features/dashboard/dashboard-view";
import { site } from "../../domain/site";

export function meta() {
  return [{ title: `My Adventures | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** Pass the loader's no-store on to the document response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export { action, loader } from "./dashboard.server";

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { greetingName, tab, bookings, loadError, today } = loaderData;
  const counts = Object.fromEntries(
    dashboardTabs.map((t) => [t.id, bookingsForTab(bookings, t.id, today).length]),
  ) as Record<DashboardTab, number>;
  const emptyText = dashboardTabs.find((t) => t.id === tab)?.empty ?? "No bookings found";
  const shown = bookingsForTab(bookings, tab, today);
  const requestAnswer = actionData?.intent === "request" ? actionData : undefined;
  // A request answer shows on its booking's card; one that fits no card shows at the top.
  const unplaced =
    requestAnswer &&
    !shown.some((booking) => booking.id === requestAnswer.bookingId && requestAnswer.kind)
      ? requestAnswer
      : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <DashboardHeader
        greetingName={greetingName}
        signOutNotice={actionData?.intent === "signout" ? actionData.notice : undefined}
      />
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
      {unplaced ? <Notice className="mt-6" notice={unplaced.notice} /> : null}
      <StatCards {...summarize(bookings, today)} />
      <h2 className="sr-only">Your bookings</h2>
      <BookingTabs current={tab} counts={counts} />
      <BookingList
        bookings={shown}
        emptyText={emptyText}
        today={today}
        pageAnswer={unplaced ? undefined : requestAnswer}
      />
      {/* Bookings made with another address come here by the link in their mails (decision 0049). */}
      <p className="mt-8 text-sm text-earth-900">
        Booked with another email address? Open &ldquo;Add this booking to your account&rdquo; in
        that booking&rsquo;s email and it will show here.
      </p>
    </section>
  );
}
