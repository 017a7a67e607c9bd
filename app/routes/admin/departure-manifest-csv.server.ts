import { data } from "react-router";
import type { Route } from "./+types/departure-manifest-csv";
import {
  manifestCsvLines,
  manifestTravellerCsvLines,
} from "../../../domain/departures/departure-admin";
import { departureManifest } from "../../../server/modules/bookings";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** The manifest as CSV; private and no-store like every admin answer (layout.server.ts). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const manifest = await departureManifest(context.get(dbContext), params.id, businessToday());
  if (!manifest) throw data("There is no departure at this address.", { status: 404 });
  const { departure } = manifest;
  // A byte-order mark first: without it Excel reads UTF-8 as the local code page.
  // The bookings, a blank line, then one line per traveller with the guide's details.
  const lines = [
    ...manifestCsvLines(manifest.rows, manifest.totals),
    "",
    ...manifestTravellerCsvLines(manifest.rows),
  ];
  const body = `\uFEFF${lines.join("\r\n")}\r\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="manifest-${departure.tripSlug}-${departure.date}.csv"`,
    },
  });
}
