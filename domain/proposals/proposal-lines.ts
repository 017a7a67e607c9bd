import { formatMoney } from "../money/format";
import { paymentPlan, type PaymentPlan, type PaymentPlanSettings } from "../payments/payment-plan";
import { isChildAge } from "../pricing/children";
import {
  feeOn,
  feeUnitsPerPerson,
  parks,
  type FeeBasis,
  type ParkFee,
  type ParkFeeAgeGroup,
  type ParkId,
} from "../pricing/park-fees";
import { totalsOf, type QuoteTotal } from "../pricing/quote-lines";
import { categoryNames, type TravellerCategory } from "../pricing/traveller-categories";
import {
  lineBasisLabels,
  partyCount,
  planDates,
  planNights,
  type PriceLineInput,
  type ProposalCurrency,
  type ProposalDraft,
} from "./proposal";

/**
 * A proposal's prices (issue 30): the operator's lines counted for the party and the plan's
 * nights, a discount taken off, and the park fees the fee engine (domain/pricing/park-fees.ts)
 * charges for the park days the plan names, for each traveller category and age group, at the
 * fee in force on each day (its effective dates apply). Totals are per currency, each the sum of
 * its lines (quote-lines.ts `totalsOf`, the quotes' own); each total gets its payment plan from
 * the operator's plan settings (payment-plan.ts, the bookings' own). Integer minor units.
 */

export type PricedLineKind = "item" | "discount" | "fee";

export interface PricedLine {
  kind: PricedLineKind;
  /** What the client reads: "Ol Pejeta tented camp", "Maasai Mara National Reserve fee, non-resident". */
  label: string;
  /** How it was counted: "4 people x 3 nights x $120". */
  detail: string;
  currency: ProposalCurrency;
  /** What the client pays for the line (negative for a discount). */
  amountMinor: number;
  /** The operator's cost and margin for the line: never shown to the client. */
  costMinor: number;
  marginMinor: number;
  /** A fee line's park and the fee record it was priced from. */
  park?: ParkId;
  feeId?: string;
  /**
   * How the amount was counted, for the booking an accepted proposal becomes (decision 0073):
   * people x units each x unit = amount. A fee line's traveller category. Absent from documents
   * sent before acceptance existed, which the booking then reads as one unit of the amount.
   */
  count?: { people: number; unitsPerPerson: number; unitMinor: number };
  category?: TravellerCategory;
}

/** One currency's total and what the payment plan asks of it. */
export interface CurrencyTotal extends QuoteTotal {
  costMinor: number;
  marginMinor: number;
  plan: PaymentPlan;
}

export interface ProposalPrices {
  lines: PricedLine[];
  totals: CurrencyTotal[];
}

function unitsOf(line: Extract<PriceLineInput, { kind: "item" }>, people: number, nights: number) {
  const perPerson = line.basis.startsWith("person");
  const perNight = line.basis.endsWith("night");
  return {
    people: perPerson ? people : 1,
    nights: perNight ? (line.nights ?? nights) : 1,
    perPerson,
    perNight,
  };
}

function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** An operator's line or discount, counted. */
export function priceOperatorLine(
  line: PriceLineInput,
  context: { people: number; nights: number; currency: ProposalCurrency },
): PricedLine {
  const { currency } = context;
  if (line.kind === "discount")
    return {
      kind: "discount",
      label: line.label,
      detail: "Discount",
      currency,
      amountMinor: -line.amountMinor,
      costMinor: 0,
      marginMinor: -line.amountMinor,
    };
  const units = unitsOf(line, context.people, context.nights);
  const times = units.people * units.nights;
  const parts = [
    ...(units.perPerson ? [plural(units.people, "person").replace("persons", "people")] : []),
    ...(units.perNight ? [plural(units.nights, "night")] : []),
    formatMoney(line.priceMinor, currency),
  ];
  return {
    kind: "item",
    label: line.label,
    detail: parts.length > 1 ? parts.join(" x ") : `${parts[0]} ${lineBasisLabels[line.basis]}`,
    currency,
    amountMinor: line.priceMinor * times,
    costMinor: line.costMinor * times,
    marginMinor: line.marginMinor * times,
    count: { people: units.people, unitsPerPerson: units.nights, unitMinor: line.priceMinor },
  };
}

interface Traveller {
  category: TravellerCategory;
  ageGroup: ParkFeeAgeGroup;
}

function travellersOf(draft: Pick<ProposalDraft, "party">): Traveller[] {
  return draft.party.flatMap((group) => [
    ...Array.from({ length: group.adults }, () => ({
      category: group.category,
      ageGroup: "adult" as const,
    })),
    ...group.childAges.map((age) => ({
      category: group.category,
      ageGroup: isChildAge(age) ? ("child" as const) : ("adult" as const),
    })),
  ]);
}

/**
 * The park fee lines: for each park day of the plan and each category and age group of the party,
 * the fee in force on that day; a per-entry fee is charged once per park. Days priced from the
 * same fee record make one line.
 */
export function parkFeeLines(
  draft: Pick<ProposalDraft, "party" | "days">,
  fees: readonly ParkFee[],
): PricedLine[] {
  const travellers = travellersOf(draft);
  const lines = new Map<
    string,
    { fee: ParkFee; people: number; units: number; category: TravellerCategory }
  >();
  const entered = new Set<string>();
  for (const day of draft.days) {
    if (!day.park) continue;
    const groups = new Map<
      string,
      { category: TravellerCategory; ageGroup: ParkFeeAgeGroup; people: number }
    >();
    for (const traveller of travellers) {
      const key = `${traveller.category}|${traveller.ageGroup}`;
      const group = groups.get(key) ?? { ...traveller, people: 0 };
      group.people += 1;
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      const fee = feeOn(fees, day.park, group.category, day.date, group.ageGroup);
      if (!fee) continue;
      const entryKey = `${fee.id}|${group.ageGroup}|${group.category}`;
      if (fee.basis === "per-entry" && entered.has(entryKey)) continue;
      entered.add(entryKey);
      const key = `${fee.id}|${group.category}|${group.ageGroup}`;
      const line = lines.get(key) ?? {
        fee,
        people: group.people,
        units: 0,
        category: group.category,
      };
      line.units += feeUnitsPerPerson(fee.basis, 1);
      lines.set(key, line);
    }
  }
  return [...lines.entries()].map(([key, { fee, people, units, category }]) => {
    const child = key.endsWith("|child");
    const amount = fee.amountMinor * units * people;
    return {
      kind: "fee",
      label: `${parks[fee.park].name} fee, ${categoryNames[category]}${child ? " child" : ""}`,
      detail: feeDetail(fee.basis, people, units, formatMoney(fee.amountMinor, fee.currency)),
      currency: fee.currency,
      amountMinor: amount,
      costMinor: amount,
      marginMinor: 0,
      park: fee.park,
      feeId: fee.id,
      count: { people, unitsPerPerson: units, unitMinor: fee.amountMinor },
      category,
    };
  });
}

function feeDetail(basis: FeeBasis, people: number, units: number, unit: string): string {
  const who = plural(people, "person").replace("persons", "people");
  return basis === "per-entry"
    ? `${who} x ${unit} per entry`
    : `${who} x ${plural(units, "day")} x ${unit}`;
}

/**
 * Every line and the totals per currency, each total with its payment plan: the deposit due on
 * acceptance (`acceptedOn`) and the balance before the first day.
 */
export function priceProposal(
  draft: ProposalDraft,
  fees: readonly ParkFee[],
  settings: PaymentPlanSettings,
  acceptedOn: string,
): ProposalPrices {
  const context = {
    people: partyCount(draft.party),
    nights: planNights(draft.days),
    currency: draft.currency,
  };
  const lines = [
    ...draft.lines.map((line) => priceOperatorLine(line, context)),
    ...parkFeeLines(draft, fees),
  ];
  const dates = planDates(draft.days);
  const totals = totalsOf(lines).map((total): CurrencyTotal => {
    const inCurrency = lines.filter((line) => line.currency === total.currency);
    const sum = (pick: (line: PricedLine) => number) =>
      inCurrency.reduce((acc, line) => acc + pick(line), 0);
    return {
      ...total,
      costMinor: sum((line) => line.costMinor),
      marginMinor: sum((line) => line.marginMinor),
      plan: paymentPlan(
        {
          totalMinor: total.amountMinor,
          currency: total.currency,
          confirmedOn: acceptedOn,
          departureDate: dates?.first ?? acceptedOn,
          durationDays: draft.days.length,
          tripSlug: null,
        },
        settings,
      ),
    };
  });
  return { lines, totals };
}
