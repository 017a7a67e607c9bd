import { data } from "react-router";
import type { Route } from "./+types/departure-manifest-pdf";
import { siteContacts } from "../../../server/platform/config";
import { renderManifest } from "../../../server/modules/departures";
import { departureManifest } from "../../../server/modules/bookings";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** The manifest as a PDF for the guide; private and no-store like every admin answer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const manifest = await departureManifest(context.get(dbContext), params.id, businessToday());
  if (!manifest) throw data("There is no departure at this address.", { status: 404 });
  const { departure } = manifest;
  const pdf = await renderManifest(
    {
      tripTitle: departure.tripTitle,
      date: departure.date,
      status: departure.status,
      seats: departure.seats,
      minimumToRun: departure.minimumToRun,
      guide: departure.guide,
      notes: departure.notes,
      lines: manifest.rows,
      totals: manifest.totals,
    },
    siteContacts(),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="manifest-${departure.tripSlug}-${departure.date}.pdf"`,
    },
  });
}
