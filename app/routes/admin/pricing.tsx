import { Form } from "react-router";
import type { Route } from "./+types/pricing";
import { Button } from "~/components/ui/button";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { Notice } from "~/features/auth/notice";
import { factorFields, groupDiscountsField } from "../../../domain/admin/pricing-form";
import { site } from "../../../domain/site";
import { formatUsd } from "../../../domain/pricing/money";

export function meta() {
  return [{ title: `Pricing rules | Admin | ${site.brandName}` }];
}

export { action, loader } from "./pricing.server";

const previewColumns: AdminTableColumn[] = [
  { key: "situation", header: "Situation" },
  { key: "date", header: "Travel date" },
  { key: "base", header: "Base", align: "right" },
  { key: "now", header: "Now", align: "right" },
  { key: "proposed", header: "With changes", align: "right" },
];

const demandColumns: AdminTableColumn[] = [
  { key: "trip", header: "Trip" },
  { key: "bookings", header: "Bookings", align: "right" },
  { key: "people", header: "People", align: "right" },
];

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
          {[...factorFields, groupDiscountsField].map((field) => (
            <div key={field.key}>
              <label htmlFor={field.key} className="block text-sm font-semibold">
                {field.label}
              </label>
              <input
                id={field.key}
                name={field.key}
                defaultValue={values[field.key] ?? ""}
                inputMode={field.key === groupDiscountsField.key ? "text" : "decimal"}
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
          <AdminTable
            minWidth="min-w-[36rem]"
            columns={previewColumns}
            rows={preview}
            rowKey={(row) => row.label}
            renderCells={(row) => (
              <>
                <th scope="row" className="p-3 font-normal">
                  {row.label}
                </th>
                <td className="p-3">{row.bookingDate}</td>
                <td className="p-3 text-right">{formatUsd(row.basePrice)}</td>
                <td className="p-3 text-right">{formatUsd(row.current)}</td>
                <td className="p-3 text-right font-semibold">{formatUsd(row.proposed)}</td>
              </>
            )}
          />
        </section>
      ) : null}

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="demand-heading">
          <h2 id="demand-heading" className="text-xl font-bold">
            Demand per trip, next 90 days
          </h2>
          <AdminTable
            columns={demandColumns}
            rows={loaderData.demand}
            rowKey={(row) => row.tripSlug}
            empty="No pending or confirmed trips in the next 90 days."
            renderCells={(row) => (
              <>
                <th scope="row" className="p-3 font-normal">
                  {row.title}
                </th>
                <td className="p-3 text-right">{row.bookings}</td>
                <td className="p-3 text-right">{row.participants}</td>
              </>
            )}
          />
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
