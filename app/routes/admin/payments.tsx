import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/payments";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { PaymentsOverviewView } from "~/features/admin/payments-view";
import { Notice } from "~/features/auth/notice";
import { formatDate } from "~/features/dashboard/dashboard-view";
import {
  convertedCurrencies,
  currencyTitle,
  describeRate,
  rateText,
} from "../../../domain/money/exchange-rates";
import { rateFields } from "../../../domain/money/rates-form";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Payments | Admin | ${site.brandName}` }];
}

export { action, loader } from "./payments.server";

const inputField = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

function Field(props: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue: string;
  multiline?: boolean;
}) {
  const id = `payments-${props.name}`;
  const describedBy =
    [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const shared = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    "aria-describedby": describedBy,
    "aria-invalid": props.error ? true : undefined,
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className="text-sm">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea
          {...shared}
          rows={3}
          className="w-full rounded-lg border border-earth-700 bg-white p-2 text-base"
        />
      ) : (
        <input {...shared} inputMode="decimal" className={inputField} />
      )}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const { settings, rates } = loaderData;
  return (
    <AdminShell title="Payments">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <PaymentsOverviewView {...loaderData} />
      <section className="mt-10" aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="text-xl font-bold">
          Payment settings
        </h2>
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <Form method="post" className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4">
            <h3 className="text-lg font-bold">Payment plan</h3>
            <input type="hidden" name="intent" value="save-plan" />
            <Field
              name="depositPercent"
              label="Deposit at confirmation (%)"
              error={errors.depositPercent}
              defaultValue={values.depositPercent ?? settings.depositPercent}
            />
            <Field
              name="balanceDueDays"
              label="Balance due, days before departure"
              hint="Trips closer than this, and day trips, are paid in full at confirmation."
              error={errors.balanceDueDays}
              defaultValue={values.balanceDueDays ?? settings.balanceDueDays}
            />
            <Field
              name="tripOverrides"
              label="Per-trip overrides (optional)"
              hint='One trip a line: "point-lenana 50 60" (50% deposit, balance 60 days before) or "diani-beach full".'
              error={errors.tripOverrides}
              defaultValue={values.tripOverrides ?? settings.tripOverrides}
              multiline
            />
            <Button type="submit" disabled={busy}>
              Save the plan
            </Button>
          </Form>
          <Form
            method="post"
            className="grid content-start gap-3 rounded-xl border border-sand-200 bg-white p-4"
          >
            <h3 className="text-lg font-bold">Exchange rates</h3>
            <p className="text-sm">
              Each booking locks the shilling rate of the day it is confirmed; KES payments count at
              it. Visitors can read prices in any currency with a rate, marked as estimates.
            </p>
            <input type="hidden" name="intent" value="save-rate" />
            {convertedCurrencies.map((currency) => {
              const current = rates.find((rate) => rate.currency === currency);
              const name = rateFields[currency];
              return (
                <Field
                  key={currency}
                  name={name}
                  label={`${currencyTitle(currency)} for one US dollar (${currency})`}
                  hint={
                    (current
                      ? `Now ${describeRate(current)}, set ${formatDate(current.setOn)}.`
                      : currency === "KES"
                        ? "No rate set yet: KES payments cannot be recorded."
                        : "No rate set: prices are not offered in this currency.") +
                    (currency === "KES" ? "" : " Leave empty to not offer it.")
                  }
                  error={errors[name]}
                  defaultValue={values[name] ?? (current ? rateText(current.perUsdScaled) : "")}
                />
              );
            })}
            <Button type="submit" disabled={busy}>
              Save the rates
            </Button>
          </Form>
        </div>
      </section>
    </AdminShell>
  );
}
