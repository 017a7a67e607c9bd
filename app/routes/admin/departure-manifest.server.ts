import { data } from "react-router";
import type { Route } from "./+types/departure-manifest";
import { departureManifest } from "../../../server/modules/bookings";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** The guide's manifest as a page to print. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const manifest = await departureManifest(context.get(dbContext), params.id, businessToday());
  if (!manifest) throw data("There is no departure at this address.", { status: 404 });
  const { state: _state, ...departure } = manifest.departure;
  return { departure, rows: manifest.rows, totals: manifest.totals };
}
