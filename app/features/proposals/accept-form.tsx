import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, FormField } from "~/components/ui/form-field";
import type { AcceptanceErrors } from "../../../domain/proposals/proposal-acceptance";

/**
 * "Accept" on the client's proposal (issue 30 slice 2, decision 0073): a plain form that works
 * without JavaScript. The client types their full name and ticks the booking conditions; the
 * version they read goes with it, so a page left open on an older version is refused, not booked.
 * Accepting books the trip and opens the pay page for the deposit.
 */
export function AcceptForm({
  version,
  form,
}: {
  version: number;
  form: { errors: AcceptanceErrors; name: string; conditions: boolean } | null;
}) {
  const errors = form?.errors ?? {};
  const conditionsDescribed = errors.conditions
    ? { "aria-describedby": "accept-conditions-error" }
    : {};
  return (
    <Form
      method="post"
      className="grid max-w-2xl gap-4 rounded-xl border-2 border-forest-700 bg-white p-5 print:hidden"
      aria-labelledby="accept-heading"
    >
      <h2 id="accept-heading" className="text-2xl font-bold">
        Accept this proposal
      </h2>
      <p className="leading-7">
        Accepting version {version} books the trip as it is written here, at the prices above. You
        then pay the deposit shown under the prices by card or M-Pesa on the next page; we confirm
        by email with the same link.
      </p>
      <input type="hidden" name="version" value={version} />
      <FormField id="accept-name" label="Your full name" error={errors.name}>
        {(described) => (
          <input
            id="accept-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={form?.name ?? ""}
            className="mt-1 min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3"
            {...described}
          />
        )}
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="accept-conditions"
            name="conditions"
            type="checkbox"
            required
            defaultChecked={form?.conditions ?? false}
            className="mt-1 size-5 shrink-0"
            {...(errors.conditions ? { "aria-invalid": true as const } : {})}
            {...conditionsDescribed}
          />
          <label htmlFor="accept-conditions" className="leading-7">
            I have read and accept the{" "}
            <a href="/booking-conditions" className="underline">
              booking conditions
            </a>
            , including the cancellation terms.
          </label>
        </div>
        <FieldError id="accept-conditions" message={errors.conditions} />
      </div>
      <FieldError id="accept-version" message={errors.version} />
      <Button type="submit" className="justify-self-start">
        Accept and book
      </Button>
    </Form>
  );
}
