import { data, Form } from "react-router";
import type { Route } from "./+types/admin-pricing";
import { Button } from "~/components/ui/button";
import { AdminShell, formatTimestamp, noStore, usd } from "~/features/admin/admin-shell";
import { Notice, type NoticeData } from "~/features/auth/notice";
import {
  factorFields,
  factorsToForm,
  parseFactorsForm,
  previewPrices,
  sampleSituations,
} from "../../domain/admin/pricing-form";
import { site } from "../../domain/site";
import { requireAdmin } from "../../server/auth/session";
import { getDb } from "../../server/db";
import {
  demandNext90Days,
  pricingAuditTrail,
  savePricingFactors,
} from "../../server/services/admin-pricing";
import { loadPricingFactors } from "../../server/services/pricing";

export function meta() {
  return [
    { title: `Pricing rules | Admin | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db } = getDb();
  const [factors, trail, demand] = await Promise.all([
    loadPricingFactors(db),
    pricingAuditTrail(db),
    demandNext90Days(db),
  ]);
  return data(
    {
      values: factorsToForm(factors),
      demand,
      trail: trail.map(({ id, actor_email, created_at, before_value, after_value }) => ({
        id,
        actor_email,
        created_at,
        changes: describeChanges(before_value, after_value),
      })),
    },
    { headers: noStore },
  );
}

function describeChanges(before: string | null, after: string | null): string {
  try {
    const a = (before ? JSON.parse(before) : {}) as Record<string, unknown>;
    const b = (after ? JSON.parse(after) : {}) as Record<string, unknown>;
    const changed = Object.keys(b).filter(
      (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
    );
    return changed.length
      ? changed
          .map((key) => `${key}: ${JSON.stringify(a[key] ?? null)} to ${JSON.stringify(b[key])}`)
          .join("; ")
      : "No change";
  } catch {
    return "Changed";
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  const parsed = parseFactorsForm(form);
  if (!parsed.ok) {
    return data(
      {
        notice: {
          tone: "error",
          title: "Not saved",
          description: "Some values are outside their allowed ranges; see the fields below.",
        } satisfies NoticeData,
        errors: parsed.errors,
        values: form,
        preview: null,
      },
      { status: 400 },
    );
  }
  const { db } = getDb();
  if (form.intent === "save") {
    await savePricingFactors(db, parsed.factors, { id: admin.id, email: admin.email });
    return data({
      notice: {
        tone: "success",
        title: "Pricing factors saved",
        description: "New prices apply to every quote and booking from now on.",
      } satisfies NoticeData,
      errors: {},
      values: null,
      preview: null,
    });
  }
  const today = new Date().toISOString().slice(0, 10);
  const preview = previewPrices(
    sampleSituations(today),
    today,
    await loadPricingFactors(db),
    parsed.factors,
  );
  return data({ notice: null, errors: {}, values: form, preview });
}

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

export default function AdminPricing({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const preview = actionData?.preview;
  return (
    <AdminShell title="Pricing rules">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <Form
        method="post"
        className="mt-6 rounded-xl border border-sand-200 bg-white p-4"
        key={JSON.stringify(values)}
      >
        <h2 className="text-xl font-bold">Dynamic pricing factors</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[
            ...factorFields,
            {
              key: "groupDiscounts" as const,
              label: "Group discounts",
              hint: 'people:fraction, e.g. "8:0.15, 6:0.1, 4:0.05"',
            },
          ].map((field) => (
            <div key={field.key}>
              <label htmlFor={field.key} className="block text-sm font-semibold">
                {field.label}
              </label>
              <input
                id={field.key}
                name={field.key}
                defaultValue={values[field.key] ?? ""}
                inputMode={field.key === "groupDiscounts" ? "text" : "decimal"}
                aria-describedby={`${field.key}-hint${errors[field.key] ? ` ${field.key}-error` : ""}`}
                aria-invalid={errors[field.key] ? true : undefined}
                className={input}
              />
              <p id={`${field.key}-hint`} className="mt-1 text-xs">
                {field.hint}
              </p>
              {errors[field.key] ? (
                <p id={`${field.key}-error`} className="mt-1 text-sm font-semibold text-red-800">
                  {errors[field.key]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="preview" variant="outline">
            Preview sample prices
          </Button>
          <Button type="submit" name="intent" value="save">
            Save factors
          </Button>
        </div>
      </Form>

      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="text-xl font-bold">
            Preview (not saved yet)
          </h2>
          <div className="relative mt-3 overflow-x-auto rounded-xl border border-sand-200 bg-white">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className="p-3">
                    Situation
                  </th>
                  <th scope="col" className="p-3">
                    Travel date
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Base
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Now
                  </th>
                  <th scope="col" className="p-3 text-right">
                    With changes
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.map((row) => (
                  <tr key={row.label} className="border-t border-sand-200">
                    <th scope="row" className="p-3 font-normal">
                      {row.label}
                    </th>
                    <td className="p-3">{row.bookingDate}</td>
                    <td className="p-3 text-right">{usd.format(row.basePrice)}</td>
                    <td className="p-3 text-right">{usd.format(row.current)}</td>
                    <td className="p-3 text-right font-semibold">{usd.format(row.proposed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="demand-heading">
          <h2 id="demand-heading" className="text-xl font-bold">
            Demand per trip, next 90 days
          </h2>
          <div className="relative mt-3 overflow-x-auto rounded-xl border border-sand-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className="p-3">
                    Trip
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Bookings
                  </th>
                  <th scope="col" className="p-3 text-right">
                    People
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.demand.length ? (
                  loaderData.demand.map((row) => (
                    <tr key={row.tripSlug} className="border-t border-sand-200">
                      <th scope="row" className="p-3 font-normal">
                        {row.title}
                      </th>
                      <td className="p-3 text-right">{row.bookings}</td>
                      <td className="p-3 text-right">{row.participants}</td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={3} className="p-3">
                      No pending or confirmed trips in the next 90 days.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm">Pending and confirmed bookings only.</p>
        </section>
        <section aria-labelledby="trail-heading">
          <h2 id="trail-heading" className="text-xl font-bold">
            Audit trail
          </h2>
          {loaderData.trail.length ? (
            <ol className="mt-3 grid gap-3">
              {loaderData.trail.map((entry) => (
                <li
                  key={entry.id}
                  className="rounded-lg border border-sand-200 bg-white p-3 text-sm"
                >
                  <p className="font-semibold">
                    {formatTimestamp(entry.created_at)} by {entry.actor_email}
                  </p>
                  <p className="break-words">{entry.changes}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3">No changes yet; the default factors are in use.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
