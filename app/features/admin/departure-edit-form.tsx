import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { DepartureSettingsFields } from "~/features/admin/departure-fields";
import type { DepartureFormField } from "../../../domain/departures/departure-admin";

interface EditableDeparture {
  id: string;
  version: number;
  seats: number;
  minimumToRun: number;
  guide: string | null;
  guidePhone: string | null;
  notes: string | null;
  priceOverride: number | null;
  status: string;
  salesCutoffDays: number;
  salesClosed: boolean;
}

/** The edit form (version-checked on the server), closing or reopening sales, and the way to cancel. */
export function DepartureEditForm({
  departure,
  errors,
  values,
  busy,
  cancelHref,
}: {
  departure: EditableDeparture;
  errors: Partial<Record<DepartureFormField, string>>;
  /** The refused form's values, or null for what is stored. */
  values: Record<string, string> | null;
  busy: boolean;
  cancelHref: string;
}) {
  const stored = {
    seats: String(departure.seats),
    minimumToRun: String(departure.minimumToRun),
    salesCutoffDays: String(departure.salesCutoffDays),
    guide: departure.guide ?? "",
    guidePhone: departure.guidePhone ?? "",
    notes: departure.notes ?? "",
    priceOverride: departure.priceOverride === null ? "" : String(departure.priceOverride),
  };
  return (
    <>
      <section aria-labelledby="edit-heading" className="mt-10">
        <h2 id="edit-heading" className="text-xl font-bold">
          Edit the departure
        </h2>
        {/* A new version (someone saved) draws the form afresh with what is stored now. */}
        <Form
          key={departure.version}
          method="post"
          className="mt-3 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-labelledby="edit-heading"
        >
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="version" value={departure.version} />
          <DepartureSettingsFields
            prefix="edit"
            values={values && Object.keys(values).length ? values : stored}
            errors={errors}
            cutoffHint="Sales close this many days before the date"
          />
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={busy}>
              Save changes
            </Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="sales-heading" className="mt-10">
        <h2 id="sales-heading" className="text-xl font-bold">
          Sales and cancellation
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post">
            <input
              type="hidden"
              name="intent"
              value={departure.salesClosed ? "reopen-sales" : "close-sales"}
            />
            <input type="hidden" name="version" value={departure.version} />
            <Button type="submit" variant="outline" disabled={busy}>
              {departure.salesClosed ? "Reopen sales" : "Close sales"}
            </Button>
          </Form>
          <Link to={cancelHref} className={buttonClasses("danger")}>
            Cancel this departure
          </Link>
        </div>
      </section>
    </>
  );
}
