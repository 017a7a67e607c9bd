import {
  computeDynamicPrice,
  pricingFactorsSchema,
  type PricingFactors,
} from "../pricing/dynamic-pricing";
import { factorFields, groupDiscountsField } from "./pricing-form";
import { addDays } from "../calendar";

/**
 * The server's half of the pricing factor form: reading the posted text fields into checked
 * factors (zod, with each factor's allowed range) and previewing what a change does to prices.
 */
export type FactorsParse =
  { ok: true; factors: PricingFactors } | { ok: false; errors: Record<string, string> };

export function parseFactorsForm(form: Record<string, string>): FactorsParse {
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = {};
  for (const field of factorFields) {
    const text = (form[field.key] ?? "").trim();
    const value = Number(text);
    if (text === "" || !Number.isFinite(value))
      errors[field.key] = `${field.label} must be a number (${field.hint}).`;
    raw[field.key] = value;
  }
  const groups = (form.groupDiscounts ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const tuples = groups.map((part) => part.split(":").map((piece) => Number(piece.trim())));
  if (tuples.some((tuple) => tuple.length !== 2 || tuple.some((n) => !Number.isFinite(n))))
    errors.groupDiscounts =
      'Group discounts must look like "8:0.15, 6:0.1, 4:0.05" (people:fraction).';
  raw.groupDiscounts = tuples.sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0));
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = pricingFactorsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, factors: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "lowDemandOccupancy");
    const label =
      factorFields.find((field) => field.key === key)?.label ??
      (key === groupDiscountsField.key ? groupDiscountsField.label : key);
    errors[key] ??= `${label}: ${issue.message}`;
  }
  return { ok: false, errors };
}

export interface PriceSample {
  label: string;
  basePrice: number;
  bookingDate: string;
  participants: number;
  bookedParticipants: number;
  maxGroupSize: number;
}

/** A few representative situations, so the operator sees what a change does before saving. */
export function sampleSituations(today: string): PriceSample[] {
  return [
    {
      label: "Point Lenana, 2 people, 4 months ahead, quiet dates",
      basePrice: 450,
      bookingDate: addDays(today, 120),
      participants: 2,
      bookedParticipants: 0,
      maxGroupSize: 8,
    },
    {
      label: "Point Lenana, 6 people, 3 weeks ahead, nearly full",
      basePrice: 450,
      bookingDate: addDays(today, 21),
      participants: 6,
      bookedParticipants: 7,
      maxGroupSize: 8,
    },
    {
      label: "Hell's Gate, 2 people, in 10 days, empty",
      basePrice: 120,
      bookingDate: addDays(today, 10),
      participants: 2,
      bookedParticipants: 0,
      maxGroupSize: 20,
    },
    {
      label: "Maasai Mara, 8 people, 2 months ahead",
      basePrice: 700,
      bookingDate: addDays(today, 60),
      participants: 8,
      bookedParticipants: 2,
      maxGroupSize: 8,
    },
  ];
}

export function previewPrices(
  samples: PriceSample[],
  today: string,
  current: PricingFactors,
  proposed: PricingFactors,
) {
  return samples.map((sample) => {
    const input = {
      basePrice: sample.basePrice,
      bookingDate: sample.bookingDate,
      participants: sample.participants,
      today,
      bookedParticipants: sample.bookedParticipants,
      maxGroupSize: sample.maxGroupSize,
    };
    return {
      label: sample.label,
      bookingDate: sample.bookingDate,
      basePrice: sample.basePrice,
      current: computeDynamicPrice({ ...input, factors: current }).finalPrice,
      proposed: computeDynamicPrice({ ...input, factors: proposed }).finalPrice,
    };
  });
}
