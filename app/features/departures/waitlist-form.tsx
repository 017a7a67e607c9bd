import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { formatTravelDate } from "../../../domain/calendar";
import {
  WAITLIST_ANCHOR,
  WAITLIST_PARAM,
  type DepartureOption,
} from "../../../domain/departures/departure-booking";
import type { WaitlistErrors, WaitlistValues } from "../../../domain/departures/waitlist-form";
import { Button } from "~/components/ui/button";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { fieldClasses } from "~/features/booking/booking-fields";

/** The action's answer as the form reads it (app/routes/itinerary-waitlist.server.ts). */
export type WaitlistFormAnswer =
  | { form: "waitlist"; joined: true; message: string }
  | {
      form: "waitlist";
      joined: false;
      error: string;
      errors: WaitlistErrors;
      values: WaitlistValues;
    };

/**
 * A full departure's waitlist form on the trip page (`?waitlist=<id>#waitlist`, the link the
 * dates section gives a full departure): email and party size, posted to the trip page's own
 * action, so it works without JavaScript. When seats free up, the first travellers waiting are
 * emailed a link that holds them for 24 hours.
 */
export function WaitlistForm({
  tripSlug,
  departure,
  answer,
}: {
  tripSlug: string;
  departure: DepartureOption;
  answer?: WaitlistFormAnswer | null;
}) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("departureId");
  const refused = answer && !answer.joined ? answer : null;
  const errors = refused?.errors ?? {};
  const described = (field: keyof WaitlistErrors) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
  const action = `/itinerary/${tripSlug}?${WAITLIST_PARAM}=${encodeURIComponent(departure.id)}#${WAITLIST_ANCHOR}`;
  const date = formatTravelDate(departure.date);

  return (
    <section
      id={WAITLIST_ANCHOR}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="font-sans text-xl font-bold">
        Join the waitlist for {date}
      </h2>
      {departure.status === "full" ? (
        <p className="mt-2">
          This departure is full. Leave your email and the size of your party: when seats free up,
          the first travellers waiting are emailed a link that holds the seats for 24 hours.
        </p>
      ) : (
        <p className="mt-2">
          This departure is {departure.statusLabel.toLowerCase()}
          {departure.seatsLeftText ? ` (${departure.seatsLeftText})` : ""}. If it cannot take your
          whole party, join the waitlist; otherwise book its seats in the booking panel.
        </p>
      )}
      {answer?.joined ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-forest-100 bg-forest-50 p-4 font-semibold"
        >
          {answer.message}
        </p>
      ) : (
        <Form
          method="post"
          action={action}
          preventScrollReset
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
          aria-label={`Waitlist for ${date}`}
        >
          <input type="hidden" name="departureId" value={departure.id} />
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              Email <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={refused?.values.email}
              className={fieldClasses}
              {...described("email")}
            />
          </div>
          <div>
            <label htmlFor={`${id}-participants`} className="text-sm font-semibold">
              Travellers <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-participants`}
              name="participants"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={500}
              defaultValue={refused?.values.participants ?? "2"}
              className={fieldClasses}
              {...described("participants")}
            />
          </div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? "Joining..." : "Join the waitlist"}
          </Button>
          <HoneypotField id={`${id}-website`} />
          {errors.email ? (
            <p
              id={`${id}-email-error`}
              className="text-sm font-semibold text-red-800 sm:col-span-3"
            >
              {errors.email}
            </p>
          ) : null}
          {errors.participants ? (
            <p
              id={`${id}-participants-error`}
              className="text-sm font-semibold text-red-800 sm:col-span-3"
            >
              {errors.participants}
            </p>
          ) : null}
          {refused && Object.keys(errors).length === 0 ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-3"
            >
              {refused.error}
            </p>
          ) : null}
        </Form>
      )}
    </section>
  );
}
