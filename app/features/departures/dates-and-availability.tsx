import {
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleDot,
  CircleMinus,
  CircleX,
  TriangleAlert,
} from "lucide-react";
import { Link } from "react-router";
import type { DepartureStatus } from "../../../domain/departures/departures";
import { longDayLabel, monthTitle, weekdayHeaders } from "../../../domain/departures/month-grid";
import {
  DATES_ANCHOR,
  monthHref,
  type MonthView,
  type TripDeparture,
} from "../../../domain/departures/trip-dates";
import { formatTravelDate } from "../../../domain/calendar";
import { usePrice } from "~/features/currency/use-price";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The trip page's "Dates and availability" (issue 15, decision 0023): the next departures with
 * their seats, status and price per person, a month view of the next twelve months and "Request a
 * private date". Server-rendered links only (months are `?month=` GET links), so it works without
 * JavaScript and adds no client code of its own beyond rendering.
 */

const statusStyle: Record<
  DepartureStatus,
  { icon: typeof CircleCheck; badge: string; cell: string }
> = {
  guaranteed: {
    icon: CircleCheck,
    badge: "bg-green-100 text-green-900",
    cell: "bg-green-50 text-green-900 ring-green-700/40",
  },
  open: {
    icon: CircleDot,
    badge: "bg-forest-100 text-forest-900",
    cell: "bg-forest-50 text-forest-900 ring-forest-700/40",
  },
  limited: {
    icon: TriangleAlert,
    badge: "bg-ochre-100 text-ochre-800",
    cell: "bg-ochre-50 text-ochre-800 ring-ochre-700/40",
  },
  full: {
    icon: CircleX,
    badge: "bg-red-100 text-red-900",
    cell: "bg-red-50 text-red-900 ring-red-700/40",
  },
  closed: {
    icon: CircleMinus,
    badge: "bg-gray-100 text-gray-900",
    cell: "text-gray-700",
  },
  cancelled: {
    icon: CircleMinus,
    badge: "bg-gray-100 text-gray-900",
    cell: "text-gray-700 line-through",
  },
};

/** The legend's order: what a traveller looks for first. */
const legend: DepartureStatus[] = ["guaranteed", "open", "limited", "full", "closed"];

function StatusBadge({ departure }: { departure: TripDeparture }) {
  const style = statusStyle[departure.status];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        style.badge,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {departure.statusLabel}
    </span>
  );
}

/** What a screen reader hears for a departure: "Guaranteed, 2 seats left, $686 per person". */
function departureSummary(departure: TripDeparture, showPrice: (usd: number) => string): string {
  return [
    departure.statusLabel,
    departure.seatsLeftText,
    departure.perPerson !== null ? `${showPrice(departure.perPerson)} per person` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function NextDepartures({ departures }: { departures: TripDeparture[] }) {
  const showPrice = usePrice();
  return (
    <ul className="grid gap-3" aria-label="Next departures">
      {departures.map((departure) => (
        <li
          key={departure.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4 shadow-sm"
          data-testid="departure-row"
        >
          <div className="grid gap-1.5">
            <p className="font-semibold">{formatTravelDate(departure.date)}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge departure={departure} />
              {departure.seatsLeftText ? (
                <span className="font-semibold text-ochre-800">{departure.seatsLeftText}</span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {departure.perPerson !== null ? (
              <p className="text-sm">
                <span className="text-lg font-bold text-forest-800">
                  {showPrice(departure.perPerson)}
                </span>{" "}
                per person
              </p>
            ) : null}
            {departure.link ? (
              <Link
                to={departure.link.href}
                className={buttonClasses(
                  departure.link.kind === "book" ? "primary" : "outline",
                  "md",
                )}
              >
                {departure.link.kind === "book" ? "Book this date" : "Join the waitlist"}
                <span className="sr-only">: {formatTravelDate(departure.date)}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function MonthCalendar({ tripSlug, view }: { tripSlug: string; view: MonthView }) {
  const captionId = `dates-month-${view.month}`;
  const navLink =
    "inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-forest-800 underline-offset-2 hover:bg-forest-50 hover:underline";
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-3 shadow-sm sm:p-4">
      <nav aria-label="Months" className="flex items-center justify-between gap-2">
        {view.previous ? (
          <Link to={monthHref(tripSlug, view.previous)} className={navLink} preventScrollReset>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only">Previous month: </span>
            <span aria-hidden="true">Previous</span>
            <span className="sr-only">{monthTitle(view.previous)}</span>
          </Link>
        ) : (
          <span />
        )}
        <h3 id={captionId} className="text-lg font-bold" aria-live="polite">
          {view.title}
        </h3>
        {view.next ? (
          <Link to={monthHref(tripSlug, view.next)} className={navLink} preventScrollReset>
            <span className="sr-only">Next month: </span>
            <span aria-hidden="true">Next</span>
            <span className="sr-only">{monthTitle(view.next)}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">Departures in {view.title}</caption>
        <thead>
          <tr>
            {weekdayHeaders.map((weekday) => (
              <th
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                className="pb-2 text-xs font-semibold"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((week, index) => (
            <tr key={week.find(Boolean)?.date ?? index}>
              {week.map((cell, day) => (
                <td key={cell?.date ?? `empty-${day}`} className="p-0.5">
                  {cell ? <DayCell cell={cell} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {legend.map((status) => {
          const Icon = statusStyle[status].icon;
          return (
            <li key={status} className="flex items-center gap-1">
              <Icon className="size-3.5" />
              {status[0]!.toUpperCase() + status.slice(1)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DayCell({ cell }: { cell: NonNullable<MonthView["weeks"][number][number]> }) {
  const departure = cell.departure;
  const showPrice = usePrice();
  if (!departure) return <span className="block py-2 text-earth-900/70">{cell.day}</span>;
  const style = statusStyle[departure.status];
  const Icon = style.icon;
  const content = (
    <>
      <span aria-hidden="true" className="block font-bold">
        {cell.day}
      </span>
      <Icon aria-hidden="true" className="mx-auto size-3.5" />
      <span className="sr-only">
        {longDayLabel(cell.date)}: {departureSummary(departure, showPrice)}
        {departure.link?.kind === "waitlist" ? ". Join the waitlist" : ""}
      </span>
    </>
  );
  const classes = cn("block min-h-11 rounded-lg py-1 ring-1", style.cell);
  return departure.link ? (
    <Link
      to={departure.link.href}
      className={cn(classes, "underline-offset-2 hover:underline hover:ring-2")}
    >
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}

export function DatesAndAvailability({
  tripSlug,
  next,
  month,
}: {
  tripSlug: string;
  next: TripDeparture[];
  month: MonthView;
}) {
  return (
    <section aria-labelledby={DATES_ANCHOR} className="scroll-mt-24 no-print">
      <h2 id={DATES_ANCHOR} className="text-2xl font-bold sm:text-3xl">
        Dates and availability
      </h2>
      <p className="mt-3 leading-7">
        Join a group departure: prices are per person for the smallest group on that date.
      </p>
      <div className="mt-5 grid gap-6 xl:grid-cols-2">
        <NextDepartures departures={next} />
        <div className="grid content-start gap-4">
          <MonthCalendar tripSlug={tripSlug} view={month} />
          <div className="rounded-xl border border-ochre-100 bg-ochre-50 p-4">
            <h3 className="font-sans text-base font-bold">Request a private date</h3>
            <p className="mt-1 text-sm leading-6">
              None of these dates suit you? Choose any day for your own group in the booking panel,
              and we will confirm it with you.
            </p>
            <Link
              to={`/itinerary/${tripSlug}#book`}
              className={buttonClasses("outline", "md", "mt-3")}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Request a private date
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
