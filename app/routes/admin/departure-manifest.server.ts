import { data } from "react-router";
import type { Route } from "./+types/departure-manifest";
import { getDb } from "../../../server/platform/db";
import { departureManifest } from "../../../server/modules/bookings";
import { businessToday } from "../../../server/platform/clock";

/** The guide's manifest as a page to print. */
export async function loader({ params }: Route.LoaderArgs) {
  const manifest = await departureManifest(getDb().db, params.id, businessToday());
  if (!manifest) throw data("There is no departure at this address.", { status: 404 });
  const { state: _state, ...departure } = manifest.departure;
  return { departure, rows: manifest.rows, totals: manifest.totals };
}
