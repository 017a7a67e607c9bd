import type { RateLimitRule } from "./http/rate-limiters";

/**
 * Every limit on what a visitor may send, in one table, with the reason for its figure. A use case
 * or an HTTP adapter names its row here instead of writing numbers of its own, so the booking form
 * and the booking API (and any later way in) count against the same allowance. `keyPrefix` is the
 * bucket's name in the shared store (PostgreSQL's `rate_limits`): changing it starts new counts.
 */
export const LIMITS = {
  /**
   * Booking requests per client address in 10 minutes, counted for the checkout form and the JSON
   * API together. Set for a crowd: Kenyan mobile networks put many customers behind one carrier
   * NAT address (decision 0052); the per-email limit below is what stops one sender.
   */
  bookingsPerAddress: { keyPrefix: "secure-booking", points: 100, duration: 600 },
  /**
   * Booking requests one email address may send an hour: each mails the operator and the traveller
   * once, however many trips it lists, so this keeps a single sender from flooding the operator's
   * inbox or a victim's with our confirmations (decision 0012).
   */
  bookingsPerEmail: { keyPrefix: "secure-booking-email", points: 10, duration: 3600 },
  /**
   * Seats on scheduled departures an address may take in bookings over two days (the time an
   * unanswered request holds its seats): requests and unpaid holds both keep others out, so one
   * address cannot fill the calendar (the probe filled 762 departures within the request limits).
   * Wide enough for several families behind one carrier NAT address: seven full departures of 8.
   */
  departureSeatsPerAddress: { keyPrefix: "departure-seats-address", points: 60, duration: 172_800 },
  /** The same per email address: a family or a small group books a few departures, not the calendar. */
  departureSeatsPerEmail: { keyPrefix: "departure-seats-email", points: 32, duration: 172_800 },
  /** Price questions per address a minute: a visitor changing dates and party sizes by hand asks a few. */
  quotesPerAddress: { keyPrefix: "dynamic-pricing", points: 60, duration: 60 },
  /** Trip PDFs per address a minute: each is drawn on the server. */
  pdfsPerAddress: { keyPrefix: "generate-pdf", points: 20, duration: 60 },
  /** School and corporate quote requests per address in 10 minutes (a crowd behind one address). */
  quoteRequestsPerAddress: { keyPrefix: "quote-request", points: 60, duration: 600 },
  /** Contact messages per address in 10 minutes (wide: many visitors share a carrier's address). */
  contactMessagesPerAddress: { keyPrefix: "contact-inquiry", points: 60, duration: 600 },
  /** Contact messages and quote requests together per email an hour: each mails the operator and the sender. */
  inquiriesPerEmail: { keyPrefix: "inquiry-email", points: 5, duration: 3600 },
  /** Waitlist requests per address in 10 minutes (wide: a carrier's NAT address). */
  waitlistJoinsPerAddress: { keyPrefix: "departure-waitlist", points: 30, duration: 600 },
  /** Waitlist requests per email an hour: each may later get an offer mail. */
  waitlistJoinsPerEmail: { keyPrefix: "departure-waitlist-email", points: 5, duration: 3600 },
  /**
   * M-Pesa prompts per phone number an hour, whoever asks and for whichever booking: each rings a
   * phone and asks for money, so a number cannot be pestered (a parent paying for several
   * bookings sends a few).
   */
  stkPromptsPerPhone: { keyPrefix: "stk-phone", points: 6, duration: 3600 },
  /**
   * M-Pesa prompts per client address an hour: a traveller sends one or two per instalment; wide
   * enough for a few payers behind one carrier NAT address, too narrow to ring phones in bulk.
   */
  stkPromptsPerAddress: { keyPrefix: "stk-address", points: 20, duration: 3600 },
  /**
   * "Email me a fresh link" per client address an hour: each mails a booking's traveller, so an
   * address cannot use the form to flood inboxes or to try booking ids in bulk.
   */
  payLinksPerAddress: { keyPrefix: "pay-link-address", points: 10, duration: 3600 },
  /** Fresh pay links per booking id an hour (known or not): its traveller gets at most this many mails. */
  payLinksPerBooking: { keyPrefix: "pay-link-booking", points: 3, duration: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export type LimitName = keyof typeof LIMITS;
