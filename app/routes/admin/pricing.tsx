import { Form } from "react-router";
import type { Route } from "./+types/pricing";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { AuditTrail } from "~/features/admin/audit-trail";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { PricingSettingsFields } from "~/features/admin/pricing-settings-fields";
import { Notice } from "~/features/auth/notice";
import { site } from "../../../domain/site";
import { formatUsd } from "../../../domain/money/format";

export function meta() {
  return [{ title: `Pricing | Admin | ${site.brandName}` }];
}

export { action, loader } from "./pricing.server";

type PreviewRow = NonNullable<NonNullable<Route.ComponentProps["actionData"]>["preview"]>[number];
type DemandRow = Route.ComponentProps["loaderData"]["demand"][number];

const previewColumns: AdminTableColumn<PreviewRow>[] = [
  { key: "situation", label: "Situation", cell: (row) => row.label },
  { key: "date", label: "Travel date", cell: (row) => row.date },
  {
    key: "now",
    label: "Now",
    align: "right",
    cell: (row) => priceCell(row.now, row.normalNow),
  },
  {
    key: "proposed",
    label: "With changes",
    align: "right",
    cell: (row) => (
      <span className="font-semibold">{priceCell(row.proposed, row.normalProposed)}</span>
    ),
  },
];

const demandColumns: AdminTableColumn<DemandRow>[] = [
  { key: "trip", label: "Trip", cell: (row) => row.title },
  { key: "bookings", label: "Bookings", align: "right", cell: (row) => row.bookings },
  { key: "people", label: "People", align: "right", cell: (row) => row.participants },
];

/** "$686 (normally $850)", or "$850" when the price is the normal one. */
function priceCell(price: number, normal: number): string {
  return price === normal
    ? formatUsd(price)
    : `${formatUsd(price)} (normally ${formatUsd(normal)})`;
}

export default function AdminPricing({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const preview = actionData?.preview;
  return (
    <AdminShell title="Pricing">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <p className="mt-4 max-w-3xl">
        Every price on the site, in the cart, the emails and the PDFs is quoted from these settings.
        A change applies to new quotes and bookings only: bookings already made keep their price.
      </p>
      <Form method="post" className="mt-6 grid gap-8" key={JSON.stringify(values)}>
        <PricingSettingsFields values={values} errors={errors} trips={loaderData.trips} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="preview" variant="outline">
            Preview prices
          </Button>
          <Button type="submit" name="intent" value="save">
            Save pricing
          </Button>
        </div>
      </Form>

      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="text-xl font-bold">
            Preview (not saved yet)
          </h2>
          <p className="mt-1 text-sm">
            Per person, from the same quote function the site uses. Trips whose card price does not
            change are not listed.
          </p>
          <AdminTable
            minWidth="min-w-[36rem]"
            columns={previewColumns}
            rows={preview}
            rowKey={(row) => row.label}
            rowHeader="situation"
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
            rowHeader="trip"
            empty="No pending or confirmed trips in the next 90 days."
          />
          <p className="mt-2 text-sm">
            Pending and confirmed bookings; only confirmed ones make dates busy.
          </p>
        </section>
        <section aria-labelledby="trail-heading">
          <h2 id="trail-heading" className="text-xl font-bold">
            Audit trail
          </h2>
          <AuditTrail
            entries={loaderData.trail.map((entry) => ({
              id: entry.id,
              at: entry.created_at,
              actorEmail: entry.actor_email,
              changes: entry.changes,
            }))}
          />
        </section>
      </div>
    </AdminShell>
  );
}
