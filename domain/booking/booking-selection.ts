import {
  BOOKING_HORIZON_YEARS,
  isNotInThePast,
  isWithinBookingHorizon,
} from "../pricing/pricing-request";
import { isoDate } from "../calendar";
import type { BookingPanelModel, BookingSelection, SelectionProblems } from "./booking-panel";
import { ADULT_AGE } from "../pricing/children";
import { groupCountsOf, groupCountsProblem } from "../inquiries/inquiry-fields";
import type { DeparturePanel } from "../departures/departure-booking";

/*
 * Reading a booking panel's query on the server (the trip page, its checkout). Apart from
 * booking-panel.ts because the date rules live beside zod schemas the browser must not load.
 */

/** yyyy-mm-dd naming a real day (no February 30th). */
function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDate(parsed) === day;
}

export interface ParsedSelection {
  selection: BookingSelection;
  problems: SelectionProblems;
}

/** The latest date the panel offers, the booking horizon from today. */
export function latestBookableDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) + BOOKING_HORIZON_YEARS)}${today.slice(4)}`;
}

import {
  DEFAULT_CATEGORY,
  isTravellerCategory,
  type TravellerCategory,
} from "../pricing/traveller-categories";

/**
 * Reads `?option=&participants=&date=` for a trip's panel. Missing values take the panel's
 * defaults; a value that cannot be used is replaced by the default and named in `problems`,
 * so a hand-edited link still shows a working panel and says what was wrong.
 */
export function parseBookingSelection(
  model: BookingPanelModel,
  query: URLSearchParams,
  today: string,
): ParsedSelection {
  const problems: SelectionProblems = {};

  let optionId = model.defaultOptionId;
  const option = query.get("option");
  if (option) {
    if (model.options.some((candidate) => candidate.id === option)) optionId = option;
    else problems.option = "Choose one of the options listed.";
  }

  const { min, max, initial } = model.participants;
  let participants = initial;
  const count = query.get("participants");
  if (count !== null && count !== "") {
    const parsed = /^\d{1,4}$/.test(count.trim()) ? Number(count.trim()) : Number.NaN;
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) participants = parsed;
    else
      problems.participants = `Choose from ${min} to ${max} ${model.unit === "student" ? "students" : "people"}.`;
  }

  let date: string | null = null;
  const day = query.get("date");
  if (day) {
    if (!isCalendarDate(day)) problems.date = "Enter the date as yyyy-mm-dd.";
    else if (!isNotInThePast(day, today)) problems.date = "Choose today or a later date.";
    else if (!isWithinBookingHorizon(day, today))
      problems.date = `We take bookings up to ${BOOKING_HORIZON_YEARS} years ahead. Choose an earlier date.`;
    else date = day;
  }
  // One traveller category per participant (issue 19): `?category=` repeated, in order; a
  // party without any is everyone a non-resident (no categories in the selection). A group's
  // panel asks for counts instead (issue 30), which become the same list.
  const named = query.getAll("category").slice(0, participants);
  let categories: TravellerCategory[] | undefined;
  const counted = model.groupCounts ? groupCategoriesOf(query, participants) : null;
  if (counted && "problem" in counted) {
    problems.categories = counted.problem;
    return {
      selection: { optionId, participants, date, typedCounts: counted.typed },
      problems,
    };
  }
  if (counted) categories = counted.categories;
  else if (named.length) {
    if (named.every(isTravellerCategory))
      categories = Array.from(
        { length: participants },
        (_, index) => (named[index] as TravellerCategory | undefined) ?? DEFAULT_CATEGORY,
      );
    else problems.categories = "Choose non-resident, East African resident or Kenyan citizen.";
  }
  const children = childrenOf(model, query, participants, problems);
  return {
    selection: {
      optionId,
      participants,
      date,
      ...(categories?.some((category) => category !== DEFAULT_CATEGORY) ? { categories } : {}),
      ...children,
    },
    problems,
  };
}

/** The query's names for a group's counts (the corporate panel and its quote form). */
export const groupCountFields = ["eastAfricanResidents", "kenyanCitizens"] as const;

/**
 * `?eastAfricanResidents=8&kenyanCitizens=2`: a group's counts per category, the rest
 * non-residents, as one category per traveller (non-residents first); null without counts.
 */
function groupCategoriesOf(
  query: URLSearchParams,
  participants: number,
):
  | { categories: TravellerCategory[] }
  | { problem: string; typed: NonNullable<BookingSelection["typedCounts"]> }
  | null {
  if (!groupCountFields.some((field) => query.has(field))) return null;
  const typed = {
    eastAfricanResidents: (query.get("eastAfricanResidents") ?? "").trim(),
    kenyanCitizens: (query.get("kenyanCitizens") ?? "").trim(),
  };
  const number = (text: string) =>
    text === "" ? 0 : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  const residents = number(typed.eastAfricanResidents);
  const citizens = number(typed.kenyanCitizens);
  const problem = groupCountsProblem(participants, residents, citizens);
  if (problem) return { problem, typed };
  const counts = groupCountsOf(participants, residents, citizens);
  return {
    categories: [
      ...Array<TravellerCategory>(counts.nonResidents).fill("non-resident"),
      ...Array<TravellerCategory>(counts.eastAfricanResidents).fill("east-african-resident"),
      ...Array<TravellerCategory>(counts.kenyanCitizens).fill("kenyan-citizen"),
    ],
  };
}

/**
 * `?children=2&childAge=7&childAge=10`: how many of the party are children and their ages, where
 * the panel asks (issue 28). The count is kept while ages are missing, so the panel shows an age
 * field for each child; the ages go to the quote only once every child has one.
 */
function childrenOf(
  model: BookingPanelModel,
  query: URLSearchParams,
  participants: number,
  problems: SelectionProblems,
): Pick<BookingSelection, "children" | "childAges"> {
  const countText = query.get("children");
  if (!model.children || !countText) return {};
  const count = /^\d{1,3}$/.test(countText.trim()) ? Number(countText.trim()) : Number.NaN;
  if (!Number.isInteger(count) || count < 0 || count >= participants) {
    problems.children = `Choose from 0 to ${participants - 1} children: at least one adult travels with them.`;
    return {};
  }
  if (count === 0) return {};
  const ages = query
    .getAll("childAge")
    .slice(0, count)
    .map((text) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN));
  if (ages.length < count || ages.some((age) => !Number.isInteger(age) || age >= ADULT_AGE)) {
    problems.children = "Choose the age of each child.";
    return { children: count };
  }
  const youngest = model.children.minimumAge;
  if (ages.some((age) => age < youngest)) {
    problems.children = `This trip takes travellers aged ${youngest} and over.`;
    return { children: count, childAges: ages };
  }
  return { children: count, childAges: ages };
}

/**
 * A selection on a trip with departures (decision 0024): a chosen departure gives the date (the
 * free date field is not read) and carries the hold link's token; a departure that cannot be
 * booked as asked is a problem beside the departure field, so nothing is priced or booked;
 * "Request a private date" keeps the free date; nothing chosen yet asks for a choice.
 */
export function withDeparture(
  parsed: ParsedSelection,
  panel: DeparturePanel | null,
): ParsedSelection {
  if (!panel) return parsed;
  const { date: _freeDateProblem, ...otherProblems } = parsed.problems;
  if (panel.choice === "departure" && panel.chosen)
    return {
      selection: {
        ...parsed.selection,
        date: panel.chosen.date,
        departureId: panel.chosen.id,
        holdToken: panel.hold?.token ?? null,
      },
      problems: panel.problem ? { ...otherProblems, departure: panel.problem } : otherProblems,
    };
  if (panel.choice === "private")
    return { ...parsed, selection: { ...parsed.selection, departureId: "private" } };
  return {
    selection: { ...parsed.selection, date: null, departureId: null },
    problems: panel.problem ? { ...otherProblems, departure: panel.problem } : otherProblems,
  };
}
