import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/booking-settings";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { AuditTrail } from "~/features/admin/audit-trail";
import { HoldFields, TripModesTable } from "~/features/admin/booking-settings-fields";
import { Notice } from "~/features/auth/notice";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Booking & holds | Admin | ${site.brandName}` }];
}

export { action, loader } from "./booking-settings.server";

/** Which ways to pay online are set up, in a sentence. */
function paymentsSentence(payments: { card: boolean; mpesa: boolean }): string {
  if (payments.card && payments.mpesa) return "Card and M-Pesa are both set up.";
  if (payments.card) return "Card payments are set up; M-Pesa is not.";
  if (payments.mpesa) return "M-Pesa is set up; card payments are not.";
  return "Neither is set up on this site, so every trip books on request until one is.";
}

const choices = [
  {
    value: "instant",
    label: "Instant",
    description: "The traveller pays the deposit at checkout and is booked at once.",
  },
  {
    value: "request",
    label: "On request",
    description: "The traveller sends a request and you confirm within 24 hours.",
  },
] as const;

export default function AdminBookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const { payments } = loaderData;
  return (
    <AdminShell title="Booking & holds">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <Form method="post" className="mt-6 grid gap-8" key={JSON.stringify(values)}>
        <fieldset
          className="rounded-xl border border-sand-200 bg-white p-4"
          aria-describedby="defaultMode-hint"
        >
          <legend className="px-1 text-xl font-bold">How trips book</legend>
          <p id="defaultMode-hint" className="text-sm">
            The default way for every trip, unless a trip below has its own. Instant booking takes
            the deposit online, so it needs card or M-Pesa payments.{" "}
            <strong data-testid="payments-configured">{paymentsSentence(payments)}</strong> Private
            dates, groups above a trip&apos;s limit and the Trip Cart always book on request.
          </p>
          <div
            role="radiogroup"
            aria-label="Default way to book"
            className="mt-3 grid gap-2 sm:grid-cols-2"
          >
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-sand-200 p-3 has-checked:border-forest-700 has-checked:bg-forest-50"
              >
                <input
                  type="radio"
                  name="defaultMode"
                  value={choice.value}
                  defaultChecked={values.defaultMode === choice.value}
                  className="mt-1 size-5 accent-forest-700"
                />
                <span>
                  <span className="block font-semibold">{choice.label}</span>
                  <span className="block text-sm">{choice.description}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.defaultMode ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
              {errors.defaultMode}
            </p>
          ) : null}
          <h2 className="mt-6 text-lg font-bold">Trips with departures</h2>
          <p className="text-sm">
            Only a scheduled departure can be booked instantly. Leave the limit blank to book any
            party the seats allow; larger groups send a request.
          </p>
          {errors.trips ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
              {errors.trips}
            </p>
          ) : null}
          <TripModesTable trips={loaderData.trips} values={values} errors={errors} />
        </fieldset>

        <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
          <legend className="px-1 text-xl font-bold">Holds and releases</legend>
          <HoldFields values={values} errors={errors} />
        </fieldset>
        <div>
          <Button type="submit" disabled={busy}>
            Save booking settings
          </Button>
        </div>
      </Form>

      <section aria-labelledby="trail-heading" className="mt-10">
        <h2 id="trail-heading" className="text-xl font-bold">
          Audit trail
        </h2>
        <AuditTrail entries={loaderData.trail} />
      </section>
    </AdminShell>
  );
}
