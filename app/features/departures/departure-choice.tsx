import { Link } from "react-router";
import type { BookingPanelState } from "../../../domain/booking/booking-panel";
import { formatTravelDate } from "../../../domain/calendar";
import {
  PRIVATE_DATE,
  waitlistPath,
  type DeparturePanel,
} from "../../../domain/departures/departure-booking";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { fieldClasses } from "~/features/booking/booking-fields";
import { usePartyPrice } from "~/features/currency/use-price";

const statusTone = {
  open: "neutral",
  limited: "ochre",
  guaranteed: "forest",
  full: "neutral",
  closed: "neutral",
  cancelled: "neutral",
} as const;

/**
 * The booking panel's departure field on a trip with departures (decision 0024): the next
 * upcoming departures (date, status, seats left) as radio buttons, and "Request a private date"
 * with the free date. Without JavaScript the date field shows once "Request a private date" is
 * checked (CSS :has), and the panel's submit button prices the choice; with JavaScript every
 * change asks the server at once.
 */
export function DepartureChoice({
  tripSlug,
  departures,
  state,
  idPrefix,
}: {
  tripSlug: string;
  departures: DeparturePanel;
  state: BookingPanelState;
  idPrefix: string;
}) {
  const { selection, problems, departurePrices = {} } = state;
  const showPartyPrice = usePartyPrice();
  const chosenId = departures.choice === "departure" ? departures.chosen?.id : undefined;
  const problemId = `${idPrefix}-departure-problem`;
  const dateProblemId = `${idPrefix}-date-problem`;
  const isPrivate = departures.choice === "private";
  return (
    <fieldset
      className="[&:has(input[value=private]:checked)_[data-private-date]]:block"
      {...(problems.departure ? { "aria-describedby": problemId } : {})}
    >
      <legend className="text-sm font-semibold">Departure</legend>
      <div className="mt-2 grid gap-2">
        {departures.options.map((option) => (
          <label
            key={option.id}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
              option.id === chosenId
                ? "border-forest-700 bg-forest-50"
                : "border-sand-200 hover:border-forest-600",
            )}
          >
            <input
              type="radio"
              name="departure"
              value={option.id}
              defaultChecked={option.id === chosenId}
              className="size-4 accent-forest-700"
            />
            <span className="flex flex-1 flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="flex flex-col">
                <span className="font-semibold">{formatTravelDate(option.date)}</span>
                {departurePrices[option.id] !== undefined ? (
                  <span className="text-sm" data-testid="departure-price">
                    {showPartyPrice(departurePrices[option.id]!)} per {state.model.unit}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-2 text-sm">
                {option.seatsLeftText ? <span>{option.seatsLeftText}</span> : null}
                <Badge tone={statusTone[option.status]}>{option.statusLabel}</Badge>
              </span>
            </span>
          </label>
        ))}
        <label
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
            isPrivate
              ? "border-forest-700 bg-forest-50"
              : "border-sand-200 hover:border-forest-600",
          )}
        >
          <input
            type="radio"
            name="departure"
            value={PRIVATE_DATE}
            defaultChecked={isPrivate}
            className="size-4 accent-forest-700"
          />
          <span className="font-semibold">Request a private date</span>
        </label>
        <div data-private-date className={isPrivate ? "block" : "hidden"}>
          <label htmlFor={`${idPrefix}-date`} className="text-sm font-semibold">
            Date
          </label>
          <input
            id={`${idPrefix}-date`}
            type="date"
            name="date"
            min={state.earliestDate}
            max={state.latestDate}
            defaultValue={isPrivate ? (selection.date ?? "") : ""}
            className={fieldClasses}
            {...(problems.date ? { "aria-invalid": true, "aria-describedby": dateProblemId } : {})}
          />
          {problems.date ? (
            <p id={dateProblemId} className="mt-1 text-sm font-semibold text-red-800">
              {problems.date}
            </p>
          ) : null}
        </div>
      </div>
      {departures.hold && chosenId ? (
        <input type="hidden" name="hold" value={departures.hold.token} />
      ) : null}
      {departures.hold && chosenId ? (
        <p className="mt-2 rounded-lg bg-forest-50 px-3 py-2 text-sm">
          We are holding {departures.hold.participants}{" "}
          {departures.hold.participants === 1 ? "seat" : "seats"} for you until{" "}
          {departures.hold.until}.
        </p>
      ) : null}
      {problems.departure ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {problems.departure}
          {departures.chosen?.status === "full" ? (
            <>
              {" "}
              <Link
                to={waitlistPath(tripSlug, departures.chosen.id)}
                className="underline underline-offset-2"
              >
                Join the waitlist
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </fieldset>
  );
}
