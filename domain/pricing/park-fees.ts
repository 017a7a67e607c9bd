import { isCalendarDate } from "../calendar";
import { formatMoney } from "../money/format";
import { bareAmountText } from "../money/parse";
import { majorToMinor } from "../money/amount";
import {
  categoryCurrency,
  categoryNames,
  isTravellerCategory,
  type CategoryCurrency,
  type TravellerCategory,
} from "./traveller-categories";

/**
 * Park and conservancy fees (issue 19, decision 0033): data with effective dates, charged on
 * top of the trip price and shown as their own lines, so a traveller sees what the authority
 * takes. Amounts are integer minor units (cents) of the category's currency.
 */

/** The parks our trips enter, with the authority that charges for them. */
export const parks = {
  "maasai-mara": { name: "Maasai Mara National Reserve", authority: "Narok County Government" },
  "mount-kenya": { name: "Mount Kenya National Park", authority: "Kenya Wildlife Service" },
  "hells-gate": { name: "Hell's Gate National Park", authority: "Kenya Wildlife Service" },
  "mount-longonot": { name: "Mount Longonot National Park", authority: "Kenya Wildlife Service" },
  nairobi: { name: "Nairobi National Park", authority: "Kenya Wildlife Service" },
} as const;
export type ParkId = keyof typeof parks;
/** The park ids in a fixed order (the admin's list, the content schema's enum). */
export const parkIdList = [
  "maasai-mara",
  "mount-kenya",
  "hells-gate",
  "mount-longonot",
  "nairobi",
] as const satisfies readonly ParkId[];

export function isParkId(value: unknown): value is ParkId {
  return typeof value === "string" && Object.hasOwn(parks, value);
}

export const feeBases = ["per-day", "per-entry"] as const;
export type FeeBasis = (typeof feeBases)[number];
export const feeBasisLabels: Record<FeeBasis, string> = {
  "per-day": "per person per day",
  "per-entry": "per person per entry",
};

/** Who a fee is for: adults, or children under ADULT_AGE (domain/pricing/children.ts). */
export const parkFeeAgeGroups = ["adult", "child"] as const;
export type ParkFeeAgeGroup = (typeof parkFeeAgeGroups)[number];
export const ageGroupLabels: Record<ParkFeeAgeGroup, string> = {
  adult: "Adults (18 and over)",
  child: "Children (under 18)",
};

export interface ParkFee {
  id: string;
  authority: string;
  park: ParkId;
  category: TravellerCategory;
  ageGroup: ParkFeeAgeGroup;
  /** Integer minor units of `currency`. */
  amountMinor: number;
  currency: CategoryCurrency;
  basis: FeeBasis;
  /** First day it applies, yyyy-mm-dd. */
  validFrom: string;
  /** Last day it applies, yyyy-mm-dd; null: until further notice. */
  validUntil: string | null;
}

/** A trip's park days, from its content: "Mount Kenya National Park, 5 days". */
export interface TripParkDays {
  park: ParkId;
  /** Days inside the park; a per-entry fee is charged once whatever the days. */
  days: number;
}

/**
 * The fee in force for a park, category and age group on a date (the travel date), if any. A
 * child pays the adult fee where the park has no child fee in force.
 */
export function feeOn(
  fees: readonly ParkFee[],
  park: ParkId,
  category: TravellerCategory,
  date: string,
  ageGroup: ParkFeeAgeGroup = "adult",
): ParkFee | undefined {
  const inForce = (group: ParkFeeAgeGroup) =>
    fees.find(
      (fee) =>
        fee.park === park &&
        fee.category === category &&
        fee.ageGroup === group &&
        fee.validFrom <= date &&
        (fee.validUntil === null || date <= fee.validUntil),
    );
  return inForce(ageGroup) ?? (ageGroup === "child" ? inForce("adult") : undefined);
}

/** How many units a fee charges for one person on a trip: its days, or one entry. */
export function feeUnitsPerPerson(basis: FeeBasis, days: number): number {
  return basis === "per-day" ? days : 1;
}

/** The fields of the admin's fee form, as typed. */
export interface ParkFeeInput {
  park: string;
  category: string;
  /** "adult" or "child"; absent (an older form): adult. */
  ageGroup?: string;
  /** Whole units of the category's currency, as typed ("200", "3,000"). */
  amount: string;
  basis: string;
  validFrom: string;
  /** Empty: until further notice. */
  validUntil: string;
}

/** The fee form's fields, in the order the form shows them. */
export const parkFeeFields = [
  "park",
  "category",
  "ageGroup",
  "amount",
  "basis",
  "validFrom",
  "validUntil",
] as const;
export type ParkFeeField = (typeof parkFeeFields)[number];

/** Largest fee a person pays for one day or entry: far above any published fee. */
const MAX_FEE_UNITS = 1_000_000;

/**
 * A fee as the admin typed it, checked: a known park, category and basis, a whole positive
 * amount, dates that read, an end on or after the start, and no overlap with another period of
 * the same park and category (`others`: the stored fees, without the one being edited).
 */
export function parseParkFee(
  input: ParkFeeInput,
  others: readonly ParkFee[],
):
  | { ok: true; fee: Omit<ParkFee, "id"> }
  | { ok: false; errors: Partial<Record<ParkFeeField, string>> } {
  const errors: Partial<Record<ParkFeeField, string>> = {};
  const park = input.park.trim();
  const category = input.category.trim();
  if (!isParkId(park)) errors.park = "Choose one of the parks in the list.";
  if (!isTravellerCategory(category))
    errors.category = "Choose non-resident, East African resident or Kenyan citizen.";
  const ageGroup = (input.ageGroup ?? "adult").trim();
  if (!(parkFeeAgeGroups as readonly string[]).includes(ageGroup))
    errors.ageGroup = "Choose adults (18 and over) or children (under 18).";
  const amountText = bareAmountText(input.amount);
  const amount = /^-?\d+(\.\d+)?$/.test(amountText) ? Number(amountText) : Number.NaN;
  if (!Number.isFinite(amount)) errors.amount = "Enter the fee as a number, like 200 or 3,000.";
  else if (amount <= 0) errors.amount = "A fee must be more than zero.";
  else if (!Number.isInteger(amount))
    errors.amount = "Enter the fee in whole dollars or shillings, as the authority publishes it.";
  else if (amount > MAX_FEE_UNITS) errors.amount = "That fee is far above any park's: check it.";
  const basis = input.basis.trim();
  if (!(feeBases as readonly string[]).includes(basis))
    errors.basis = "Choose per person per day or per person per entry.";
  const validFrom = input.validFrom.trim();
  const validUntil = input.validUntil.trim();
  if (!isCalendarDate(validFrom)) errors.validFrom = "Enter the first day like 2026-01-01.";
  if (validUntil !== "" && !isCalendarDate(validUntil))
    errors.validUntil = "Enter the last day like 2026-12-31, or leave it empty.";
  else if (validUntil !== "" && isCalendarDate(validFrom) && validUntil < validFrom)
    errors.validUntil =
      "The last day is before the first day: a fee must end on or after it starts.";
  if (Object.keys(errors).length) return { ok: false, errors };

  const fee: Omit<ParkFee, "id"> = {
    authority: parks[park as ParkId].authority,
    park: park as ParkId,
    category: category as TravellerCategory,
    ageGroup: ageGroup as ParkFeeAgeGroup,
    amountMinor: majorToMinor(amount),
    currency: categoryCurrency[category as TravellerCategory],
    basis: basis as FeeBasis,
    validFrom,
    validUntil: validUntil || null,
  };
  const clash = others.find(
    (other) =>
      other.park === fee.park &&
      other.category === fee.category &&
      other.ageGroup === fee.ageGroup &&
      overlaps(other, fee),
  );
  if (clash)
    return {
      ok: false,
      errors: {
        validFrom: `This period overlaps the ${parks[fee.park].name} fee for ${categoryNames[fee.category]}${fee.ageGroup === "child" ? " children" : "s"} from ${clash.validFrom} ${clash.validUntil ? `to ${clash.validUntil}` : "until further notice"}. End that one first or choose other dates.`,
      },
    };
  return { ok: true, fee };
}

function overlaps(
  a: Pick<ParkFee, "validFrom" | "validUntil">,
  b: Pick<ParkFee, "validFrom" | "validUntil">,
): boolean {
  const aEnds = a.validUntil ?? "9999-12-31";
  const bEnds = b.validUntil ?? "9999-12-31";
  return a.validFrom <= bEnds && b.validFrom <= aEnds;
}

/**
 * A stored fee (an audit entry's JSON) in words: "Maasai Mara National Reserve, non-resident:
 * $200 per person per day, 2024-01-01 until further notice". Unreadable text is shown as it is.
 */
export function describeParkFee(json: string | null): string {
  if (!json) return "none";
  try {
    const fee = JSON.parse(json) as ParkFee;
    if (!isParkId(fee.park) || !isTravellerCategory(fee.category)) return json;
    const who = `${categoryNames[fee.category]}${fee.ageGroup === "child" ? " children" : ""}`;
    return `${parks[fee.park].name}, ${who}: ${formatMoney(fee.amountMinor, fee.currency)} ${feeBasisLabels[fee.basis] ?? fee.basis}, ${fee.validFrom} ${fee.validUntil ? `to ${fee.validUntil}` : "until further notice"}`;
  } catch {
    return json;
  }
}
