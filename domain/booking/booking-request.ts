import { z } from "zod";
import { isoDateSchema } from "../pricing/pricing-request";
import { honeypotSchema } from "../forms/honeypot-schema";
import { internationalPhone } from "../contact/phone";
import { RECORD_ID_PATTERN } from "../record-id";

/** Free text from a visitor: trimmed, no control characters except line breaks and tabs. */
function visitorText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      (value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value),
      "contains characters we cannot store",
    );
}

const departureIdSchema = z
  .string()
  .regex(RECORD_ID_PATTERN, "must be a departure id from the trip's dates");
const holdTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "must be the code from your waitlist email's link");

/**
 * Each participant's traveller category (issue 19), in order; the category stays a string so a
 * category the trip does not offer is answered by the quote's own sentence. A resident or
 * citizen price needs the document number the operator checks at confirmation. A child gives
 * their age (issue 28): children come last in the party, as the quote prices them.
 */
const travellersSchema = z
  .array(
    z.strictObject({
      category: z.string().max(40, "must be a traveller category"),
      proof: visitorText(60).nullish(),
      age: z.number({ error: "must be a whole number of years" }).int().min(0).max(17).nullish(),
    }),
  )
  .min(1, "must list at least one traveller")
  .max(100, "must list at most 100 travellers");

/** The KES total the traveller saw (residents' and citizens' prices and fees), compared like totalPrice. */
const totalPriceKesSchema = z.number({ error: "must be a number" }).min(0).max(1_000_000_000);

/**
 * The body of POST /api/secure-booking: the spec's booking payload plus `tripSlug`, `tierId`
 * and the `website` honeypot. `totalPrice` is what the visitor saw; the server recomputes and
 * stores its own.
 */
export const bookingRequestSchema = z.strictObject({
  clientName: visitorText(120).pipe(z.string().min(1, "is required")),
  clientEmail: z
    .string()
    .trim()
    .max(254, "is too long")
    .pipe(z.email("must be a valid email address")),
  clientPhone: visitorText(40)
    .refine(
      (value) => value === "" || /^[+\d][\d\s().-]{5,}$/.test(value),
      "must be a phone number",
    )
    .transform((value) => internationalPhone(value))
    .nullish(),
  adventureType: visitorText(200).pipe(z.string().min(1, "is required")),
  tripSlug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a trip slug")
    .max(60),
  tierId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, "must be a tier id")
    .nullish(),
  bookingDate: isoDateSchema,
  numberOfParticipants: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100"),
  totalPrice: z.number({ error: "must be a number" }).min(0).max(10_000_000).optional(),
  totalPriceKes: totalPriceKesSchema.optional(),
  travellers: travellersSchema.optional(),
  specialRequirements: visitorText(2000).nullish(),
  website: honeypotSchema,
  /** The departure whose seats the booking takes (its date is the booking date); none: a private date. */
  departureId: departureIdSchema.nullish(),
  /** A waitlist offer's hold link token: the seats it holds are the traveller's to book. */
  holdToken: holdTokenSchema.nullish(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "Idempotency-Key must be 8-100 letters, digits or -_.:");

/** One trip of a cart request: what the traveller chose and the total they saw. */
export const cartTripSchema = z.strictObject({
  /** The cart item's id: a retried request books each trip once (stored as its idempotency key). */
  key: idempotencyKeySchema,
  adventureType: bookingRequestSchema.shape.adventureType,
  tripSlug: bookingRequestSchema.shape.tripSlug,
  tierId: bookingRequestSchema.shape.tierId,
  bookingDate: isoDateSchema,
  numberOfParticipants: bookingRequestSchema.shape.numberOfParticipants,
  /** Required here: every trip of a cart was shown with its total, and that total is what is booked. */
  totalPrice: z.number({ error: "must be a number" }).min(0).max(10_000_000),
  totalPriceKes: totalPriceKesSchema.optional(),
  travellers: travellersSchema.optional(),
  specialRequirements: visitorText(2000).nullish(),
  departureId: departureIdSchema.nullish(),
  holdToken: holdTokenSchema.nullish(),
});

/**
 * The body of POST /api/cart-booking: the traveller's details once, and every trip of the cart.
 * All trips are stored together or none is, and one email lists them all.
 */
export const cartBookingRequestSchema = z.strictObject({
  clientName: bookingRequestSchema.shape.clientName,
  clientEmail: bookingRequestSchema.shape.clientEmail,
  clientPhone: bookingRequestSchema.shape.clientPhone,
  specialRequirements: visitorText(2000).nullish(),
  website: honeypotSchema,
  trips: z
    .array(cartTripSchema)
    .min(1, "Please add some trips to your cart first")
    .max(20, "must list at most 20 trips"),
});
export type CartBookingRequest = z.infer<typeof cartBookingRequestSchema>;
