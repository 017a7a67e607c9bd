import type { Kysely } from "kysely";
import { kenyanTime } from "../../../domain/calendar";
import { bookingRefusal } from "../../../domain/departures/departures";
import {
  departureOption,
  HOLD_PARAM,
  holdRefusal,
  isDepartureId,
  WAITLIST_PARAM,
  isHoldToken,
  panelDepartures,
  parseDepartureChoice,
  type DepartureOption,
  type DeparturePanel,
} from "../../../domain/departures/departure-booking";
import type { Database } from "../../platform/db/schema";
import { findHeldOffer } from "./seats";
import { findDepartureView, upcomingDepartures } from "./departures";
import { systemNow } from "../../platform/clock";

/** How far ahead the panel looks for its next bookable departures. */
const LOOK_AHEAD = 60;

/**
 * The departure part of a trip's booking panel and checkout for `?departure=&hold=` (decision
 * 0024): the next bookable departures, the one chosen as this traveller can book it (a waitlist
 * hold's seats are theirs), and why it cannot be booked, if it cannot. Null for a trip with no
 * upcoming departures and none asked for: its panel keeps the free date only.
 */
export async function departurePanelFor(
  db: Kysely<Database>,
  tripSlug: string,
  query: URLSearchParams,
  participants: number,
  today: string,
  now: Date = systemNow(),
): Promise<DeparturePanel | null> {
  const choice = parseDepartureChoice(query);
  const upcoming = (await upcomingDepartures(db, tripSlug, today, LOOK_AHEAD)).map((departure) =>
    departureOption(departure, today),
  );
  if (upcoming.length === 0 && choice.kind !== "departure" && choice.kind !== "invalid")
    return null;
  const panel = (
    chosen: DepartureOption | null,
    problem: string | null,
    hold: DeparturePanel["hold"] = null,
  ): DeparturePanel => ({
    options: panelDepartures(
      chosen ? [...upcoming.filter((option) => option.id !== chosen.id), chosen] : upcoming,
      chosen?.id ?? null,
    ),
    choice: choice.kind === "invalid" ? "none" : choice.kind,
    chosen,
    hold,
    problem,
  });
  if (choice.kind === "invalid") return panel(null, "Choose one of the departures listed.");
  if (choice.kind !== "departure") return panel(null, null);

  const token = query.get(HOLD_PARAM);
  const offer = token && isHoldToken(token) ? await findHeldOffer(db, token) : undefined;
  const holdProblem = token ? holdRefusal(offer, choice.id, now) : null;
  const hold =
    token && offer && !holdProblem
      ? { token, participants: offer.participants, until: kenyanTime(offer.holdExpiresAt!) }
      : null;
  const departure = await findDepartureView(
    db,
    choice.id,
    today,
    now,
    hold ? offer!.id : undefined,
  );
  if (!departure || departure.tripSlug !== tripSlug)
    return panel(
      null,
      departure
        ? "This departure is of another trip. Choose one of the departures listed."
        : "We have no such departure. Choose one of the departures listed.",
    );
  const chosen = departureOption(departure, today);
  return panel(chosen, holdProblem ?? bookingRefusal(departure.state, participants, today), hold);
}

/**
 * The departure of the trip page's waitlist form (`?waitlist=<id>`): null when the query names
 * none, or a departure this trip does not have (the form is then not shown).
 */
export async function waitlistDepartureFor(
  db: Kysely<Database>,
  tripSlug: string,
  query: URLSearchParams,
  today: string,
): Promise<DepartureOption | null> {
  const id = query.get(WAITLIST_PARAM);
  if (!id || !isDepartureId(id)) return null;
  const departure = await findDepartureView(db, id, today);
  if (!departure || departure.tripSlug !== tripSlug) return null;
  return departureOption(departure, today);
}
