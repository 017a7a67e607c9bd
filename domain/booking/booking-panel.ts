import type { Trip } from "../catalogue/trip-schema";
import { formatTravelDate } from "../calendar";
import { ADULT_AGE, childPriceSentence, childRulesOf } from "../pricing/children";
import { priceUnitOf, type PriceUnit } from "./party";
import type { Quote, TripOption } from "../pricing/quote";
import type { QuoteLine, QuoteTotal } from "../pricing/quote-lines";
import type { CategoryCurrency, TravellerCategory } from "../pricing/traveller-categories";
import { partyPerPerson, type PartyPrice } from "../pricing/party-prices";
import { categoryNormalPrice } from "../pricing/category-prices";
import { FIXED_PRICE_TIER_ID } from "../pricing/tiers";
import type { DeparturePanel } from "../departures/departure-booking";

/**
 * The one booking panel of every trip page, read from the trip's own data: which options
 * (tiers, packages, programmes) it offers, how many people one booking takes (the trip's group
 * size, nothing else), whether it needs a date, and whether it is booked or quoted. The page,
 * the checkout and the server's checks all read the same model, so the panel never offers a
 * group the server refuses.
 */

/** One choice in the panel: a tier or package, or a programme of a quoted trip. */
export interface BookingOption {
  id: string;
  name: string;
  /** The table price per person (USD) the option starts from; 0 when quoted on request. */
  fromPerPerson: number;
  /** The same in Kenyan shillings, where the trip's table gives it. */
  kesPerPerson?: number;
  /**
   * What a resident or citizen pays per person, in whole KES (decision 0033's rule or the trip's
   * own figure): a party of them reads this instead of the dollar price (decision 0061).
   */
  residentPerPerson?: Partial<Record<TravellerCategory, number>>;
  /** Days, for programmes priced per day or per student (team building, schools). */
  days?: number;
  popular: boolean;
  description: string;
  features: readonly string[];
}

export type QuoteRequestKind = "school-quote" | "proposal" | "corporate";

export interface BookingPanelModel {
  /** "book": priced and booked here; "quote": a group programme the operator quotes. */
  path: "book" | "quote";
  options: readonly BookingOption[];
  /** The option chosen when the visitor has not chosen one (null: the trip has one price). */
  defaultOptionId: string | null;
  participants: { min: number; max: number; initial: number };
  /** Every bookable trip runs on a date: its price depends on the season and how early it is booked. */
  dateRequired: boolean;
  /** The quote form the panel also offers (schools, team building, corporate groups). */
  quoteRequest?: QuoteRequestKind;
  /** Word for one participant ("person", "student"): domain/booking/party.ts `priceUnitOf`. */
  unit: PriceUnit;
  /**
   * Children (issue 28): the panel asks how many travel and their ages where an age changes the
   * price (a child rate or a park's child fee); absent, it does not ask.
   */
  children?: PanelChildren;
  /**
   * A group states how many travel in each category (issue 30: corporate groups of 10-100+),
   * rather than one category list per traveller.
   */
  groupCounts?: boolean;
}

export interface PanelChildren {
  /** The youngest age the trip takes (0: any). */
  minimumAge: number;
  /** "Children aged 3-11 pay 50 % of the adult price." for the panel; null without a rule. */
  note: string | null;
}

/** What the content says about each option beyond its name and price: the page's package cards. */
function optionDetails(
  trip: Trip,
): Map<string, Pick<BookingOption, "description" | "features" | "popular" | "kesPerPerson">> {
  const pricing = trip.pricing;
  switch (pricing.kind) {
    case "fixed":
      return new Map([
        [
          FIXED_PRICE_TIER_ID,
          { description: `Price ${pricing.note}.`, features: [], popular: false },
        ],
      ]);
    case "tier-calculator":
      return new Map(
        pricing.tiers.map((tier) => [
          tier.id,
          { description: tier.description, features: tier.features, popular: !!tier.popular },
        ]),
      );
    case "seasonal":
    case "samburu":
      return new Map(
        pricing.tiers.map((tier, index) => [
          tier.id,
          {
            description: tier.description,
            features: tier.features,
            kesPerPerson: tier.kesPrice,
            // The middle of three tiers is the one most travellers take.
            popular: pricing.tiers.length === 3 && index === 1,
          },
        ]),
      );
    case "team-building":
    case "school":
      return new Map();
  }
}

/**
 * The panel for a trip. `bookable` is the quote function's list of the trip's options at their
 * current normal prices (domain/pricing/quote.ts `tripOptions`, with the operator's overrides on
 * the server): the panel offers exactly what the server prices and books. Group programmes
 * (schools, team building) are quoted by the operator instead, from their content.
 */
export function bookingPanelFor(trip: Trip, bookable: readonly TripOption[]): BookingPanelModel {
  const pricing = trip.pricing;
  const { min, max } = trip.groupSize;
  if (pricing.kind === "school")
    return {
      path: "quote",
      options: pricing.programs.map((program) => ({
        id: program.value,
        name: program.label,
        fromPerPerson: program.price,
        days: program.days,
        popular: false,
        description:
          program.price > 0
            ? "Per student, all inclusive."
            : "A programme built around your curriculum, quoted on request.",
        features: [],
      })),
      defaultOptionId: pricing.programs[0]!.value,
      participants: { min, max, initial: min },
      dateRequired: false,
      quoteRequest: "school-quote",
      unit: priceUnitOf(trip),
    };
  if (pricing.kind === "team-building")
    return {
      path: "quote",
      options: bookable.map((option) => ({
        id: option.id,
        name: option.name,
        fromPerPerson: option.normalPerPerson,
        popular: false,
        description:
          trip.programmes?.find((programme) => programme.id === option.id)?.description ?? "",
        features: [],
      })),
      defaultOptionId: bookable[0]?.id ?? null,
      participants: { min, max, initial: min },
      dateRequired: false,
      quoteRequest: "proposal",
      unit: priceUnitOf(trip),
    };
  const details = optionDetails(trip);
  const defaultOptionId =
    pricing.kind === "tier-calculator" &&
    bookable.some((option) => option.id === pricing.defaultTierId)
      ? pricing.defaultTierId!
      : (bookable[0]?.id ?? null);
  return {
    path: "book",
    options: bookable.map((option) => ({
      id: option.id,
      name: option.name,
      fromPerPerson: option.normalPerPerson,
      description: "",
      features: [],
      popular: false,
      residentPerPerson: {
        "east-african-resident": categoryNormalPrice(trip, option, "east-african-resident"),
        "kenyan-citizen": categoryNormalPrice(trip, option, "kenyan-citizen"),
      },
      ...details.get(option.id),
    })),
    defaultOptionId,
    participants: { min, max, initial: Math.min(max, Math.max(min, 2)) },
    dateRequired: true,
    ...(pricing.kind === "tier-calculator" && pricing.quoteRequest
      ? { quoteRequest: pricing.quoteRequest }
      : {}),
    ...(pricing.kind === "tier-calculator" && pricing.quoteRequest === "corporate"
      ? { groupCounts: true }
      : {}),
    unit: priceUnitOf(trip),
    ...panelChildrenOf(trip),
  };
}

/** The panel asks for children where an age changes the price: a child rate, or park fees. */
function panelChildrenOf(trip: Trip): { children?: PanelChildren } {
  const rules = childRulesOf(trip);
  if (!rules.bands.length && !trip.parkFees.length) return {};
  // A trip for adults only (technical climbing: 18) has no children to ask about.
  if (rules.minimumAge >= ADULT_AGE) return {};
  return { children: { minimumAge: rules.minimumAge, note: childPriceSentence(rules) } };
}

/** What the visitor chose in the panel: the query of the trip page and of its checkout. */
export interface BookingSelection {
  optionId: string | null;
  participants: number;
  /** yyyy-mm-dd, or null until chosen. */
  date: string | null;
  /** The departure chosen ("private": a private date), where the trip has departures (decision 0024). */
  departureId?: string | null;
  /** A waitlist offer's hold link token, carried to the checkout. */
  holdToken?: string | null;
  /** Each participant's traveller category (issue 19); absent: everyone a non-resident. */
  categories?: readonly TravellerCategory[];
  /** How many of the party are children (issue 28); absent: none. */
  children?: number;
  /** Their ages, once each child has one: the party's last travellers. */
  childAges?: readonly number[];
  /** A group's counts as typed, kept when they do not fit the group (shown again with the problem). */
  typedCounts?: { eastAfricanResidents: string; kenyanCitizens: string };
}

/** The query string that stands for a selection (the checkout link, the panel's form). */
export function selectionQuery(selection: BookingSelection): string {
  const query = new URLSearchParams();
  if (selection.optionId) query.set("option", selection.optionId);
  query.set("participants", String(selection.participants));
  for (const category of selection.categories ?? []) query.append("category", category);
  if (selection.children) query.set("children", String(selection.children));
  for (const age of selection.childAges ?? []) query.append("childAge", String(age));
  if (selection.departureId && selection.departureId !== "private") {
    // The departure names its date; the hold link's token goes with it to the checkout.
    query.set("departure", selection.departureId);
    if (selection.holdToken) query.set("hold", selection.holdToken);
    return query.toString();
  }
  if (selection.departureId) query.set("departure", selection.departureId);
  if (selection.date) query.set("date", selection.date);
  return query.toString();
}

/** The option a selection names, or the trip's only price. */
export function chosenOption(
  model: BookingPanelModel,
  selection: Pick<BookingSelection, "optionId">,
): BookingOption | undefined {
  return model.options.find((option) => option.id === selection.optionId) ?? model.options[0];
}

/** The name a booking of this option carries: the trip, plus the option where the trip has several. */
export function bookedTripName(
  tripTitle: string,
  model: BookingPanelModel,
  option: BookingOption | undefined,
): string {
  return option && model.options.length > 1 ? `${tripTitle} - ${option.name}` : tripTitle;
}

/** The server's answer for a selection, as the panel, the checkout and the cart show it. */
export interface PanelQuote {
  optionId: string | null;
  participants: number;
  date: string;
  /** Whole USD per person, as booked. */
  perPerson: number;
  /** perPerson x participants: the total the booking request carries and the server stores. */
  total: number;
  /** Shown only when the price really is below the trip's normal price, with one plain reason. */
  saving: { perPerson: number; currency: CategoryCurrency; reason: string } | null;
  /** The trip price per traveller category and each park fee, and one total per currency (issue 19). */
  lines: Array<Omit<QuoteLine, "feeId">>;
  totals: QuoteTotal[];
  /** A resident or citizen price: the checkout asks for each such traveller's document number. */
  needsProof: boolean;
  /** Each participant's category, in order. */
  categories: TravellerCategory[];
  /** The children's ages: the party's last travellers (issue 28). */
  childAges: number[];
}

/** A quoted programme's estimate (schools, team building): a guide for the quote request, not a booking. */
export interface PanelEstimate {
  optionId: string | null;
  participants: number;
  /** 0 when the programme is quoted on request. */
  total: number;
}

/** The estimate of a quoted programme: its per-person (or per-student) price times the group. */
export function estimateFor(model: BookingPanelModel, selection: BookingSelection): PanelEstimate {
  const option = chosenOption(model, selection);
  return {
    optionId: option?.id ?? null,
    participants: selection.participants,
    total: (option?.fromPerPerson ?? 0) * selection.participants,
  };
}

/** One sentence per field of the panel that could not be used, shown beside that field. */
export type SelectionProblems = Partial<
  Record<"option" | "participants" | "date" | "departure" | "categories" | "children", string>
>;

/** Everything the panel shows for one request of the trip page (its loader's answer). */
export interface BookingPanelState {
  /** The panel, built on the server from the quote function's options (decision 0017). */
  model: BookingPanelModel;
  selection: BookingSelection;
  problems: SelectionProblems;
  quote: PanelQuote | null;
  estimate: PanelEstimate | null;
  quoteError: string | null;
  /** The date field's bounds, yyyy-mm-dd: today and the booking horizon. */
  earliestDate: string;
  latestDate: string;
  /** The trip's departures to choose from (null or absent: the free date only). */
  departures?: DeparturePanel | null;
  /**
   * Each offered departure's price per person for the party as chosen, by departure id: the
   * traveller compares dates before choosing one, in the party's currency (decision 0061). Absent
   * where a date cannot be quoted.
   */
  departurePrices?: Readonly<Record<string, PartyPrice>>;
}

/** The panel's view of the quote function's answer. */
export function panelQuoteOf(quote: Quote, trip: Trip): PanelQuote {
  return {
    optionId: quote.option.id,
    participants: quote.participants,
    date: quote.date,
    perPerson: quote.perPerson,
    total: quote.total,
    saving: partySavingOf(quote, trip),
    lines: quote.lines.map(({ feeId: _feeId, ...line }) => line),
    totals: quote.totals,
    needsProof: quote.needsProof,
    categories: quote.categories,
    childAges: quote.childAges,
  };
}

/**
 * The saving per person in the party's currency (decision 0061): a party of residents and
 * citizens saves on its own shilling price (the same factors scale it), against that price's
 * normal figure.
 */
function partySavingOf(quote: Quote, trip: Trip): PanelQuote["saving"] {
  if (quote.saving <= 0) return null;
  const reason = quote.savingReason ?? "Special price";
  const price = partyPerPerson(quote);
  if (price.currency === "USD") return { perPerson: quote.saving, currency: "USD", reason };
  // The resident price the factors started from: the option's, at the quote's normal dollar price.
  const normal = { id: quote.option.id, normalPerPerson: quote.normalPerPerson };
  const saving = categoryNormalPrice(trip, normal, quote.categories[0]!) - price.amount;
  return saving > 0 ? { perPerson: saving, currency: "KES", reason } : null;
}

/**
 * The largest party the panel offers: the trip's group size, capped by the seats left on the
 * chosen departure (never below the party already chosen, so its problem shows rather than a
 * silently smaller party), and the sentence that says so when the two differ (issue 28: the
 * Mara takes groups of 2-8 while its departures have 7 seats).
 */
export function partyLimit({
  model,
  selection,
  departures,
}: Pick<BookingPanelState, "model" | "selection" | "departures">): {
  largest: number;
  note: string | null;
} {
  const groupMax = model.participants.max;
  const chosen = departures?.choice === "departure" ? departures.chosen : null;
  if (chosen && chosen.seatsLeft < groupMax)
    return {
      largest: Math.max(chosen.seatsLeft, selection.participants, model.participants.min),
      note: `Groups of ${model.participants.min}-${groupMax}; ${seatsLeftOn(chosen.seatsLeft)} on ${formatTravelDate(chosen.date)}.`,
    };
  const offered = (departures?.options ?? []).filter((option) => option.bookable);
  const most = Math.max(0, ...offered.map((option) => option.seatsLeft));
  if (departures?.choice !== "private" && offered.length > 0 && most < groupMax)
    return {
      largest: groupMax,
      note: `Groups of ${model.participants.min}-${groupMax}; the departures below have at most ${seatsLeftOn(most)}. A larger group can ask for a private date.`,
    };
  return { largest: groupMax, note: null };
}

function seatsLeftOn(seats: number): string {
  return `${seats} ${seats === 1 ? "seat" : "seats"} left`;
}
