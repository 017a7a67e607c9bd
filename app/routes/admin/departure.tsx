import { Download, FileText, Printer } from "lucide-react";
import { Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/departure";
import { Button, buttonClasses } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { DepartureStatusBadge } from "~/features/admin/departure-fields";
import { DepartureEditForm } from "~/features/admin/departure-edit-form";
import { DepartureTravellers } from "~/features/admin/departure-travellers";
import { Notice } from "~/features/auth/notice";
import { formatTravelDate } from "../../../domain/calendar";
import { runningText } from "../../../domain/departures/departures";
import { confirmedTravellersText } from "../../../domain/departures/departure-admin";
import { formatUsd } from "../../../domain/money/format";
import { site } from "../../../domain/site";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `${loaderData.departure.tripTitle} ${loaderData.departure.date}`
    : "Departure";
  return [{ title: `${title} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./departure.server";

/**
 * A refused save (4xx) normally keeps the page's data; a stale save (409) reloads it, so the
 * form shows what the other operator stored, never the values that were refused.
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-sand-200 bg-white p-3">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-forest-900">{children}</dd>
    </div>
  );
}

export default function AdminDeparture({ loaderData, actionData }: Route.ComponentProps) {
  const { departure, salesEnd, seatsLeft, rows, totals, targets, cancelling, added } = loaderData;
  const busy = useNavigation().state === "submitting";
  const cancelled = departure.status === "cancelled";
  const base = `/admin/departures/${departure.id}`;
  return (
    <AdminShell
      title={`${departure.tripTitle}, ${formatTravelDate(departure.date)}`}
      actions={<DepartureStatusBadge status={departure.status} />}
    >
      <p className="mt-2">
        <Link
          to={`/admin/departures?month=${departure.date.slice(0, 7)}`}
          className="font-semibold text-forest-800 underline"
        >
          All departures in this month
        </Link>
      </p>
      {actionData?.notice ? (
        <Notice notice={actionData.notice} className="mt-4" />
      ) : added ? (
        <Notice
          notice={{ tone: "success", title: "Departure added", description: "It is on sale now." }}
          className="mt-4"
        />
      ) : null}
      {departure.needsDecision ? (
        <div role="note" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4">
          <h2 className="text-lg font-bold text-red-900">Decision day</h2>
          <p className="mt-1">
            {confirmedTravellersText(departure)}. Confirm the requests you accept on their booking
            pages. For each other booking below, move it to another departure, run it as a private
            trip at the private price, or cancel it. Each traveller is emailed.
          </p>
        </div>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Fact label="Booked">
          {departure.seatsTaken} / {departure.seats}
        </Fact>
        <Fact label="Confirmed">{departure.seatsConfirmed}</Fact>
        <Fact label="Seats left">{seatsLeft}</Fact>
        <Fact label="Minimum to run">{departure.minimumToRun}</Fact>
        <Fact label="Sales close">{formatTravelDate(salesEnd)}</Fact>
        <Fact label="Price per person">
          {departure.priceOverride ? formatUsd(departure.priceOverride) : "Usual price"}
        </Fact>
        <Fact label="Guide">{departure.guide ?? "Not assigned"}</Fact>
        <Fact label="Guide's phone">{departure.guidePhone ?? "Not given"}</Fact>
      </dl>
      <p className="mt-2">{cancelled ? "Cancelled." : runningText(departure)}</p>
      {departure.notes ? (
        <p className="mt-2 whitespace-pre-wrap">Notes: {departure.notes}</p>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 id="travellers-heading" className="text-2xl font-bold">
          Travellers
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/manifest`} className={buttonClasses("outline")}>
            <Printer aria-hidden="true" className="size-4" />
            Manifest to print
          </Link>
          <a href={`${base}/manifest.pdf`} className={buttonClasses("outline")} download>
            <FileText aria-hidden="true" className="size-4" />
            Manifest PDF
          </a>
          <a href={`${base}/manifest.csv`} className={buttonClasses("outline")} download>
            <Download aria-hidden="true" className="size-4" />
            Manifest CSV
          </a>
        </div>
      </div>
      <DepartureTravellers
        rows={rows}
        totals={totals}
        deciding={departure.needsDecision}
        targets={targets}
        busy={busy}
      />

      {cancelled ? null : cancelling ? (
        <section
          aria-labelledby="cancel-heading"
          className="mt-10 rounded-xl border-2 border-red-700 bg-white p-4"
        >
          <h2 id="cancel-heading" className="text-xl font-bold">
            Cancel this departure
          </h2>
          <p className="mt-1">
            {totals.bookings === 0
              ? "Nobody is booked on it: it simply comes off sale."
              : `The ${totals.bookings} ${totals.bookings === 1 ? "booking" : "bookings"} on it (${totals.travellers} travellers) will be cancelled with your reason in their history, and each traveller is emailed with their options: another date, a private date, or a full refund.`}
          </p>
          <Form method="post" className="mt-3 grid gap-3" action={`${base}?step=cancel`}>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="version" value={departure.version} />
            <input type="hidden" name="confirm" value="yes" />
            <label htmlFor="cancel-reason" className="block text-sm font-semibold">
              Reason (the travellers read it)
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              rows={3}
              required
              maxLength={500}
              defaultValue={actionData?.values?.reason}
              aria-invalid={actionData?.errors?.reason ? true : undefined}
              aria-describedby={actionData?.errors?.reason ? "cancel-reason-error" : undefined}
              className="w-full rounded-lg border border-earth-700 bg-white px-3 py-2 text-base"
            />
            {actionData?.errors?.reason ? (
              <p id="cancel-reason-error" className="text-sm font-semibold text-red-800">
                {actionData.errors.reason}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="danger" disabled={busy}>
                Yes, cancel this departure
              </Button>
              <Link to={base} className={buttonClasses("outline")}>
                Keep the departure
              </Link>
            </div>
          </Form>
        </section>
      ) : (
        <DepartureEditForm
          departure={departure}
          errors={actionData?.errors ?? {}}
          values={actionData?.values ?? null}
          busy={busy}
          cancelHref={`${base}?step=cancel`}
        />
      )}
    </AdminShell>
  );
}
