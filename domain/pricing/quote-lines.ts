import { formatMoney } from "../money/format";
import {
  feeOn,
  feeUnitsPerPerson,
  parks,
  type FeeBasis,
  type ParkFee,
  type ParkId,
  type TripParkDays,
} from "./park-fees";
import type { CategoryCurrency, TravellerCategory } from "./traveller-categories";

/**
 * One line of a quote (issue 19): the trip price of the participants of one category, or one
 * park's fee for them. Amounts are integer minor units of the line's currency. A booked quote
 * may also hold an "adjustment": the operator's final total less what the booking owed, labelled
 * with the operator's reason (decision 0038); quotes themselves never make one.
 */
export interface QuoteLine {
  kind: "trip" | "fee" | "adjustment";
  /** "Trip price, non-resident", "Mount Kenya National Park fee, Kenyan citizen". */
  label: string;
  category: TravellerCategory;
  /** Participants of the category the line charges. */
  people: number;
  /** Units each person pays: 1 for the trip price, the park days or 1 entry for a fee. */
  unitsPerPerson: number;
  /** The price of one unit for one person. */
  unitMinor: number;
  /** unitMinor x unitsPerPerson x people. */
  amountMinor: number;
  currency: CategoryCurrency;
  /** A fee line's park, authority, basis and the fee record it was priced from. */
  park?: ParkId;
  authority?: string;
  basis?: FeeBasis;
  feeId?: string;
}

/** A quote's total in one currency: the sum of its lines in that currency. */
export interface QuoteTotal {
  currency: CategoryCurrency;
  amountMinor: number;
}

/** One total per currency present, USD first: each the sum of that currency's lines. */
export function totalsOf(
  lines: readonly Pick<QuoteLine, "currency" | "amountMinor">[],
): QuoteTotal[] {
  return (["USD", "KES"] as const).flatMap((currency) => {
    const inCurrency = lines.filter((line) => line.currency === currency);
    return inCurrency.length
      ? [{ currency, amountMinor: inCurrency.reduce((sum, line) => sum + line.amountMinor, 0) }]
      : [];
  });
}

/**
 * A quote shown as its lines rather than "per person x people": several categories, a park fee,
 * or a party priced in KES.
 */
export function showsLines(quote: { lines: ReadonlyArray<{ currency: string }> }): boolean {
  return quote.lines.length > 1 || quote.lines.some((line) => line.currency !== "USD");
}

/** "$2,020 and KES 12,000": a quote's totals in one phrase, each in its own currency. */
export function totalsText(totals: readonly QuoteTotal[]): string {
  return totals.map((total) => formatMoney(total.amountMinor, total.currency)).join(" and ");
}

/**
 * The lines and totals as label and amount rows, for a mail or a PDF:
 * ["Trip price, Kenyan citizen (1 x KES 60,800)", "KES 60,800"], ..., ["Total in KES", "KES 60,800"].
 */
export function priceLineRows(lines: readonly QuoteLine[]): Array<[string, string]> {
  return [
    ...lines.map((line): [string, string] => [
      line.kind === "adjustment"
        ? line.label
        : `${line.label} (${line.people} x ${formatMoney(line.unitMinor * line.unitsPerPerson, line.currency)})`,
      formatMoney(line.amountMinor, line.currency),
    ]),
    ...totalsOf(lines).map((total): [string, string] => [
      `Total in ${total.currency}`,
      formatMoney(total.amountMinor, total.currency),
    ]),
  ];
}

/**
 * One park's fee a traveller pays on top of the trip price (issue 19): what the "From" of a card,
 * a trip page or a PDF must say is added, so nobody is surprised by the quote's fee lines.
 */
export interface FeeAdded {
  park: ParkId;
  /** "Mount Kenya National Park". */
  name: string;
  days: number;
  unitMinor: number;
  currency: CategoryCurrency;
  basis: FeeBasis;
  /** What one person pays for the trip's days: unitMinor x days (or one entry). */
  perPersonMinor: number;
}

/** The fees a non-resident pays per person on `date` for the trip's parks (none without a fee in force). */
export function feesAddedOn(
  parkDays: readonly TripParkDays[],
  fees: readonly ParkFee[],
  date: string,
  category: TravellerCategory = "non-resident",
): FeeAdded[] {
  return parkDays.flatMap(({ park, days }) => {
    const fee = feeOn(fees, park, category, date);
    if (!fee) return [];
    const units = feeUnitsPerPerson(fee.basis, days);
    return [
      {
        park,
        name: parks[park].name,
        days,
        unitMinor: fee.amountMinor,
        currency: fee.currency,
        basis: fee.basis,
        perPersonMinor: fee.amountMinor * units,
      },
    ];
  });
}

/** "Mount Kenya National Park, 4 days": the parks a trip enters, for a note without amounts. */
export function parkDaysText(parkDays: readonly TripParkDays[]): string {
  return parkDays
    .map(({ park, days }) => `${parks[park].name}, ${days} ${days === 1 ? "day" : "days"}`)
    .join("; ");
}

/**
 * "Mount Kenya National Park fee: $40 a day x 4 days = $160 per person (non-residents)": each
 * park's fee as the line a non-resident will see on the quote.
 */
/** How a fee's amount reads: formatMoney, or the visitor's display currency for dollar fees. */
export type FeeMoney = (minor: number, currency: FeeAdded["currency"]) => string;

export function feeAddedText(fee: FeeAdded, money: FeeMoney = formatMoney): string {
  const unit = money(fee.unitMinor, fee.currency);
  const total = money(fee.perPersonMinor, fee.currency);
  return fee.basis === "per-entry"
    ? `${fee.name} fee: ${total} per person`
    : `${fee.name} fee: ${unit} a day x ${fee.days} ${fee.days === 1 ? "day" : "days"} = ${total} per person`;
}

/** The sentence under a "From" price of a trip that enters parks (null for a trip that enters none). */
export function parkFeesNote(
  parkDays: readonly TripParkDays[],
  added: readonly FeeAdded[] | null,
  money: FeeMoney = formatMoney,
  /** What residents and citizens pay, in KES (domain/pricing/party-prices.ts `residentFeesText`). */
  residentFees: string | null = null,
): string | null {
  if (parkDays.length === 0) return null;
  const amounts =
    added && added.length > 0
      ? `${added.map((fee) => feeAddedText(fee, money)).join("; ")} for non-residents`
      : parkDaysText(parkDays);
  return residentFees
    ? `Park fees are added to the trip price as their own lines: ${amounts}; ${residentFees}.`
    : `Park fees are added to the trip price as their own lines: ${amounts}. Residents and citizens pay theirs in KES.`;
}

/**
 * The trip price per person in whole US dollars, as the booking API and the mails call
 * `pricePerPerson`: the non-residents' trip lines over their number (park fees and adjustments
 * are lines of their own, never spread into it). A party with no one paying in dollars has no
 * dollar trip price (0, as its dollar total); a booking from before lines is its total over the
 * party, as it always was.
 */
export function tripPricePerPerson(
  lines: readonly Pick<QuoteLine, "kind" | "currency" | "amountMinor" | "people">[],
  participants: number,
  totalPriceUsd: number,
): number {
  if (lines.length === 0) return Math.round(totalPriceUsd / Math.max(1, participants));
  const dollarTrip = lines.filter((line) => line.kind === "trip" && line.currency === "USD");
  const people = dollarTrip.reduce((sum, line) => sum + line.people, 0);
  if (people === 0) return 0;
  const amountMinor = dollarTrip.reduce((sum, line) => sum + line.amountMinor, 0);
  return Math.round(amountMinor / people / 100);
}

/**
 * `bookings.total_price` for a booking with lines (decision 0038): its dollar lines in whole
 * dollars, kept in step whenever the lines change. What a booking owes is `amountOwed`, never this.
 */
export function dollarLinesTotal(
  lines: readonly Pick<QuoteLine, "currency" | "amountMinor">[],
): number {
  const usd = totalsOf(lines).find((total) => total.currency === "USD");
  // Never below 0 (the column's CHECK): a discount larger than a mixed party's dollar lines
  // leaves a negative dollar part, which `amountOwed` counts and this legacy column cannot hold.
  return Math.max(0, Math.round((usd?.amountMinor ?? 0) / 100));
}
