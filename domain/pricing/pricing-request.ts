import { z } from "zod";
import { isoDate } from "../calendar";

/** A calendar date, yyyy-mm-dd, or a full ISO timestamp (its date part is used). */
export const isoDateSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be a date like 2027-01-15")
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && isoDate(parsed) === value;
  }, "is not a real calendar date");

/** The body of POST /api/dynamic-pricing: adventureType, bookingDate, participants, optional daysInAdvance. Shared by the browser and the server. */
export const dynamicPricingRequestSchema = z.strictObject({
  adventureType: z.string().trim().min(1, "is required").max(120, "is too long"),
  bookingDate: isoDateSchema,
  participants: z
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100"),
  daysInAdvance: z.number().int("must be a whole number of days").min(0).max(1000).optional(),
  tierId: z.string().trim().min(1).max(60).optional(),
  /** Each participant's traveller category (issue 19); absent: every participant a non-resident. */
  categories: z.array(z.string().max(40, "must be a traveller category")).max(100).optional(),
  /** The children's ages, the party's last travellers (issue 28); the quote checks each age. */
  childAges: z
    .array(z.number({ error: "must be whole years" }))
    .max(99)
    .optional(),
});
export type DynamicPricingRequest = z.infer<typeof dynamicPricingRequestSchema>;

/** How far ahead a booking may be made: trips are planned a season or two ahead, not a decade. */
export const BOOKING_HORIZON_YEARS = 2;

/** True when `day` (yyyy-mm-dd) is at most BOOKING_HORIZON_YEARS after `today`. */
export function isWithinBookingHorizon(day: string, today: string): boolean {
  const year = Number(today.slice(0, 4)) + BOOKING_HORIZON_YEARS;
  return day <= `${String(year).padStart(4, "0")}${today.slice(4)}`;
}

/**
 * Is `day` today or later? `today` is Nairobi's (decision 0042): trips start in Kenya, and the
 * date field offers the same day wherever the traveller is (app/features/booking/booking-fields.tsx).
 */
export function isNotInThePast(day: string, today: string): boolean {
  return day >= today;
}
