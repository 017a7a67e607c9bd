import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * Table types for Kysely. Our own timestamps are UTC ISO-8601 strings on both databases
 * (`new Date().toISOString()`), so they sort as text and read the same everywhere.
 * The better-auth tables keep better-auth's own column types; it reads and writes them.
 */

import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { InquiryKind } from "../../../domain/inquiries/inquiry-kinds";
import type { InquiryReplyMailStatus } from "../../../domain/inquiries/inquiry-replies";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { PaymentMethod } from "../../../domain/payments/methods";
import type { PaymentReminderKind } from "../../../domain/payments/balance-reminders";
import type { TripMailKind } from "../../../domain/journey/trip-mails";
import type { FeeBasis, ParkFeeAgeGroup, ParkId } from "../../../domain/pricing/park-fees";
import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";

export type { BookingStatus, InquiryKind };

export interface BookingsTable {
  id: string;
  adventure_type: string;
  booking_status: BookingStatus;
  /** The trip's start date, `YYYY-MM-DD`. */
  booking_date: string;
  number_of_participants: number;
  /** Whole US dollars for the whole group. */
  total_price: number;
  special_requirements: string | null;
  created_at: string;
  updated_at: string;
  /** Stored lower-case so the dashboard's equality match finds it. */
  client_email: string;
  client_name: string;
  client_phone: string | null;
  trip_slug: string | null;
  tier_id: string | null;
  user_id: string | null;
  idempotency_key: string | null;
  /** The departure the booking takes seats on; null for a private date (migration 0008). */
  departure_id: string | null;
  /** The USD->KES rate locked at confirmation: KES cents for one US dollar (migration 0014). */
  kes_minor_per_usd: ColumnType<number | null, number | null | undefined, number | null>;
  /** The day (`YYYY-MM-DD`) the operator set that rate. */
  kes_rate_set_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the operator confirmed the booking (the deposit is due then). */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * What the booking owes counted in US cents, for the admin table's "Total" sort only
   * (migration 0023, server/modules/bookings/owed-sort.ts); null for a booking without lines.
   */
  owed_sort_minor: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * 1 on a test booking of the security audit (migration 0027, decision 0048): never shown in the
   * operator's lists or counts, even if a run died before rolling it back.
   */
  is_probe: ColumnType<number, number | undefined, number>;
  /**
   * A booking to be paid at checkout: when its seats stop being held unless the deposit is paid
   * (migration 0029, decision 0055); null once paid, and on a request.
   */
  hold_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an unanswered request stopped holding its departure's seats (migration 0029). */
  seats_released_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The length in days of a booking without a catalogue trip (an accepted proposal's, migration
   * 0041); null when its trip's content says it.
   */
  trip_days: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The bookings module's settings as JSON by key (migration 0029). */
export interface BookingSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One ledger entry (migration 0014): append-only; a refund is a negative amount. */
export interface PaymentsTable {
  id: string;
  /** What the entry is for (decision 0062): "booking" and its id, or another kind of payable. */
  payable_kind: string;
  payable_id: string;
  /** The booking, when the payable is one (then equal to payable_id); null for any other kind. */
  booking_id: string | null;
  /** Integer minor units (cents) of `currency`; positive for a payment, negative for a refund. */
  amount_minor: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** M-Pesa receipt number, card payment id or the operator's receipt code; unique when set. */
  provider_reference: string | null;
  /** The rate a KES amount was counted at against the booking's USD total (KES cents per dollar). */
  kes_minor_per_usd: number | null;
  /** Who recorded it: the operator's email, or the provider ("mpesa", "stripe"). */
  recorded_by: string;
  note: string | null;
  created_at: string;
}

/**
 * The USD->KES rate payments locked on a booking at its first payment in the other currency,
 * before confirmation locked one on the booking row (migration 0028, decision 0053).
 */
export interface PaymentRateLocksTable {
  booking_id: string;
  /** KES cents for one US dollar. */
  kes_minor_per_usd: number;
  /** The day the operator set the rate, `YYYY-MM-DD`. */
  set_on: string;
  locked_at: string;
}

/** Something a payment provider reported that did not match, for the operator (migration 0014). */
export interface PaymentAttentionTable {
  id: string;
  provider: string;
  reference: string | null;
  booking_id: string | null;
  reason: string;
  /** A short, secret-free summary of what arrived. */
  payload_summary: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** The operator's payment settings (plan, exchange rate); values are JSON text. */
export interface PaymentSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface DeparturesTable {
  id: string;
  trip_slug: string;
  /** `YYYY-MM-DD`. */
  date: string;
  seats: number;
  minimum_to_run: number;
  sales_cutoff_days: number;
  /** 0 or 1: the operator closed sales by hand. */
  sales_closed: ColumnType<number, number | undefined, number>;
  cancelled_at: string | null;
  cancel_reason: string | null;
  guide: string | null;
  /** The guide's phone, told to travellers 3 days before (migration 0019). */
  guide_phone: ColumnType<string | null, string | null | undefined, string | null>;
  notes: string | null;
  /** Whole USD per person; null: the pricing engine's price for the date. */
  price_override: number | null;
  source: "schedule" | "operator";
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  /** When its travellers were told it is guaranteed (once; migration 0013). */
  guaranteed_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the operator was alerted that it missed its minimum by the decision day (once). */
  decision_alerted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * 0: a private departure (an accepted proposal's, migration 0041): never in a public date list,
   * calendar, listing, sitemap or "From" price; 1 for every other.
   */
  listed: ColumnType<number, number | undefined, number>;
  /** A private departure's own name, shown in the admin; null for a catalogue trip's. */
  title: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DepartureWaitlistTable {
  id: string;
  departure_id: string;
  email: string;
  participants: number;
  created_at: string;
  offered_at: string | null;
  hold_expires_at: string | null;
  /** SHA-256 (hex) of the offer link's token; the token itself is only in the traveller's mail (migration 0012). */
  hold_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a booking used the offer's link: it works once. */
  hold_used_at: ColumnType<string | null, string | null | undefined, string | null>;
  booking_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the confirmation link's token, mailed on joining (migration 0026). */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the traveller confirmed by following that link: only confirmed entries are offered seats. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InquiriesTable {
  id: string;
  kind: InquiryKind;
  /** The submitted payload as JSON text. */
  payload: string;
  email: string;
  created_at: string;
  handled_at: string | null;
  /** The booking a traveller's change or cancellation request is about; null for other kinds. */
  booking_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: string;
}

export interface PricingRulesTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

/** better-auth's `user` table (read-only for us except through better-auth). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  /** SQLite stores 0/1, PostgreSQL a boolean. */
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
  /**
   * When the account took its current address through an email change (ISO text); null when the
   * address came with the sign-up. Bookings made with the address before it are not the
   * account's (migration 0024, decision 0043).
   */
  emailBookingsSince: ColumnType<string | null, string | null | undefined, string | null>;
  /** better-auth's twoFactor plugin: the account confirmed an authenticator app (migration 0025). */
  twoFactorEnabled: ColumnType<
    boolean | number | null,
    boolean | number | null | undefined,
    boolean | number | null
  >;
}

/** better-auth's `session` table, as far as we read or clear it (the two-factor gate, the CLI). */
export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
  /** This session passed the second factor (migration 0025); set by server/modules/accounts/auth.ts. */
  twoFactorVerified: ColumnType<
    boolean | number | null,
    boolean | number | null | undefined,
    boolean | number | null
  >;
}

/** better-auth's twoFactor plugin's table: one row per account with an authenticator app. */
export interface AuthTwoFactorTable {
  id: string;
  /** Encrypted with the auth secret; so are the recovery codes. */
  secret: string;
  backupCodes: string;
  userId: string;
  /** False until the first code confirms the app. */
  verified: ColumnType<
    boolean | number | null,
    boolean | number | null | undefined,
    boolean | number | null
  >;
}

/** One status change of a booking (the admin history). */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  from_status: string | null;
  to_status: string;
  /** The operator's note to the traveller. */
  note: string | null;
  /** Why: the cancellation reason, or why the final price differs from the estimate (migration 0009). */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The group's total before and after the operator set the final price, in minor units (cents). */
  price_before_minor: ColumnType<number | null, number | null | undefined, number | null>;
  price_after_minor: ColumnType<number | null, number | null | undefined, number | null>;
  price_currency: ColumnType<
    "USD" | "KES" | null,
    "USD" | "KES" | null | undefined,
    "USD" | "KES" | null
  >;
  actor_user_id: string | null;
  actor_email: string | null;
  created_at: string;
}

/** One change an admin made to a setting, e.g. the pricing factors; values are JSON text. */
export interface AdminAuditLogTable {
  id: string;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  subject: string;
  before_value: string | null;
  after_value: string | null;
  created_at: string;
}

export const mailOutboxStatuses = ["queued", "sending", "sent", "failed"] as const;
export type MailOutboxStatus = (typeof mailOutboxStatuses)[number];

/**
 * One outgoing mail (server/platform/mail/outbox.ts). `queued`: waits for `next_attempt_at`; `sending`:
 * claimed by one process (`claim_token`) until `next_attempt_at`, after which another may take it
 * over; `sent`; `failed`: given up, `last_error` says why.
 */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  /**
   * The inbox the recipient's mail lands in, as the daily limit counts it: `inboxOf(recipient)`
   * (domain/contact/email.ts), `local@domain` without a `+tag` (migration 0022). Nullable only
   * because it was added to a table with rows: the migration filled them, every insert sets it.
   */
  inbox: ColumnType<string | null, string, string>;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  /** Reply-To: only on mails to the operator (the traveller's address; migration 0009). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Files sent with the mail, JSON `[{ filename, contentType, base64 }]` (migration 0014). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  status: MailOutboxStatus;
  /** Delivery attempts started, the current one included. */
  attempts: number;
  next_attempt_at: string;
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The scheduler's lease on one job (migration 0016): held by `holder` until `expires_at`. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
  /** When the job last completed; null: never. */
  finished_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One balance reminder sent: at most one per booking, due date and kind (migration 0016). */
export interface PaymentRemindersTable {
  booking_id: string;
  /** `YYYY-MM-DD`. */
  due_date: string;
  kind: PaymentReminderKind;
  /** The outstanding amount the reminder asked for. */
  amount_minor: number;
  currency: PaymentCurrency;
  sent_at: string;
}

/** A payment started with a provider (migration 0015, server/modules/payments/attempts.ts). */
export interface PaymentAttemptsTable {
  id: string;
  /** What the attempt pays for (decision 0062); booking_id is set when that is a booking. */
  payable_kind: string;
  payable_id: string;
  booking_id: string | null;
  method: "mpesa-stk" | "card";
  kind: string;
  amount_minor: number;
  currency: "USD" | "KES";
  phone: string | null;
  provider_request_id: string | null;
  status: "starting" | "pending" | "paid" | "failed" | "needs-attention";
  result: string | null;
  provider_reference: string | null;
  next_query_at: string | null;
  queries: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface PaymentProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}

/** A traveller's review of a completed booking (migration 0017); every one is published. */
export interface ReviewsTable {
  id: string;
  booking_id: string;
  trip_slug: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  /** Shown with the review, as the traveller typed it. */
  first_name: string;
  country: string;
  created_at: string;
  /** The operator's public answer, and when it was last written. */
  reply: string | null;
  replied_at: string | null;
}

/** Where a testimonial's words come from (migration 0037, decision 0068). */
export type TestimonialSourceKind = "sample" | "review" | "external";

/** The operator's reply to an inquiry, mailed through the outbox (migration 0040, decision 0072). */
export interface InquiryRepliesTable {
  id: string;
  inquiry_id: string;
  author_id: string;
  author_name: string;
  body: string;
  /** The reply's mail_outbox row, while the outbox keeps it. */
  mail_id: string | null;
  mail_status: InquiryReplyMailStatus;
  created_at: string;
}

/** A quote on the landing page (migration 0037, server/modules/testimonials/). */
export interface TestimonialsTable {
  id: string;
  /** The operator's order: the landing page shows the first three published. */
  position: number;
  status: "published" | "hidden";
  source: TestimonialSourceKind;
  quote: string;
  /** Who, where from and which trip: null for a review's, which are read from the review. */
  name: string | null;
  origin: string | null;
  trip: string | null;
  review_id: string | null;
  /** An external review's site, its https address and the day it was written (yyyy-mm-dd). */
  site_name: string | null;
  url: string | null;
  written_on: string | null;
  /** An external review's stars, when the operator typed them (a review's are its own). */
  rating: number | null;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

/** A tailor-made proposal (migration 0039, server/modules/proposals/, decision 0071). */
export interface ProposalsTable {
  id: string;
  inquiry_id: string | null;
  title: string;
  client_name: string;
  client_email: string;
  /** The editor's saved draft (JSON, domain/proposals/proposal.ts ProposalDraft). */
  draft: string;
  status: ColumnType<
    "open" | "accepted" | "withdrawn",
    "open" | "accepted" | "withdrawn" | undefined
  >;
  link_version: ColumnType<number, number | undefined, number>;
  latest_version: number | null;
  expires_on: string | null;
  first_day: string | null;
  reminded_version: number | null;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

/** A sent version of a proposal: its frozen document (migration 0039). */
export interface ProposalVersionsTable {
  proposal_id: string;
  number: number;
  /** JSON, domain/proposals/proposal-document.ts ProposalDocument. */
  document: string;
  note: string | null;
  /** JSON list of sentences: what changed from the version before. */
  changes: string;
  expires_on: string;
  sent_at: string;
  sent_by: string;
}

/**
 * A client's acceptance of a proposal (migration 0041, decision 0073): one per proposal. The row
 * exists only if the client typed their name and ticked the booking conditions.
 */
export interface ProposalAcceptancesTable {
  proposal_id: string;
  version: number;
  accepted_name: string;
  /** The client's address as the server saw it through the trusted proxies. */
  client_address: string;
  accepted_at: string;
  booking_id: string | null;
  departure_id: string | null;
}

/** When the client opened each version (migration 0039). */
export interface ProposalViewsTable {
  proposal_id: string;
  version: number;
  first_viewed_at: string;
  last_viewed_at: string;
  views: ColumnType<number, number | undefined, number>;
}

/** One row per kind of content whose version other processes poll (migration 0037). */
export interface ContentVersionsTable {
  content: string;
  version: number;
  changed_at: string;
}

/**
 * One traveller of a booking (migration 0018, server/modules/travellers/details.ts): the details
 * the guide needs and, on a high trek, the readiness answers. Personal columns are null until
 * filled and again once erased after the trip.
 */
export interface BookingTravellersTable {
  booking_id: string;
  /** 1 to the booking's participants. */
  slot: number;
  full_name: string | null;
  nationality: string | null;
  /** `YYYY-MM-DD`. */
  date_of_birth: string | null;
  /** For park and mountain permits (migration 0033); personal, erased with the rest. */
  passport_number: ColumnType<string | null, string | null | undefined, string | null>;
  dietary_needs: string | null;
  medical_notes: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
  insurance_provider: string | null;
  insurance_policy: string | null;
  /** The readiness answers as JSON text (domain/travellers/traveller-form.ts ReadinessAnswers). */
  readiness: string | null;
  filled_by: "booker" | "traveller" | null;
  filled_at: string | null;
  /** How many personal links were made or used for this slot; a link is valid only for the current one. */
  link_version: ColumnType<number, number | undefined, number>;
  /** When the current link was made: details filled after it by the booker close it. */
  link_made_at: string | null;
  erased_at: string | null;
  updated_at: string;
  /**
   * The traveller's category as booked (migration 0021, decision 0033): kept after erasure, since
   * it explains the price; null for bookings made before categories.
   */
  category: ColumnType<
    TravellerCategory | null,
    TravellerCategory | null | undefined,
    TravellerCategory | null
  >;
  /** ID, passport or residence permit number for a resident or citizen price; personal, erased. */
  document_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** A child's age as booked (migration 0030); null: an adult. Kept after erasure: it explains the price. */
  age: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A journey mail sent to a booking, once per kind (migration 0019, decision 0032). */
export interface TripMailsTable {
  booking_id: string;
  kind: TripMailKind;
  sent_at: string;
}

/** One park's fee for one traveller category over a period (migration 0020). */
export interface ParkFeesTable {
  id: string;
  authority: string;
  park: ParkId;
  category: TravellerCategory;
  /** Integer minor units of `currency`; above 0. */
  amount_minor: number;
  currency: "USD" | "KES";
  basis: FeeBasis;
  /** yyyy-mm-dd, first day in force. */
  valid_from: string;
  /** yyyy-mm-dd, last day in force; null: until further notice. */
  valid_until: string | null;
  /** Who pays it: adults, or children under 18 (migration 0030). */
  age_group: ColumnType<ParkFeeAgeGroup, ParkFeeAgeGroup | undefined, ParkFeeAgeGroup>;
  created_at: string;
  updated_at: string;
}

/** Each participant's traveller category, with the document number for a resident price (migration 0020). */

/** A booking's quote lines as booked (migration 0020): never rewritten by a fee change. */
export interface BookingPriceLinesTable {
  booking_id: string;
  position: number;
  kind: "trip" | "fee" | "adjustment";
  label: string;
  category: TravellerCategory;
  people: number;
  units_per_person: number;
  unit_minor: number;
  amount_minor: number;
  currency: "USD" | "KES";
  park: ParkId | null;
  fee_id: string | null;
}

/** One run of the security audit (migration 0027, decision 0048); /admin/security shows the latest. */
export interface SecurityAuditRunsTable {
  id: string;
  started_at: string;
  trigger: "button" | "nightly";
  /** The admin who pressed "Run the checks now"; null for the nightly job. */
  triggered_by: string | null;
  /** The findings as JSON (domain/admin/security-audit.ts AuditFinding[]). */
  findings: string;
  duration_ms: number;
}

/** A trip of the catalogue (migration 0034, decision 0065): its published document and its draft. */
export interface TripsTable {
  id: string;
  slug: string;
  status: "draft" | "published" | "archived";
  position: number;
  /** The title the admin list shows: the draft's when there is one, else the published one. */
  title: string;
  /** JSON of the parsed trip the site shows; null until first published. */
  published: string | null;
  /** JSON of the editor's work as typed (it may not validate yet); null when there is none. */
  draft: string | null;
  version: Generated<number>;
  updated_at: string;
  updated_by: string;
  published_at: string | null;
}

/** One publish of a trip: what it was, what changed, who and when. */
export interface TripRevisionsTable {
  trip_id: string;
  number: number;
  /** JSON of the parsed trip published. */
  document: string;
  /** JSON of the readable changes from the revision before (TripChange[]). */
  changes: string;
  published_by: string;
  published_at: string;
  note: string | null;
}

/** Every slug a trip answered to; an old one answers 301 to the trip's current slug. */
export interface TripSlugsTable {
  slug: string;
  trip_id: string;
}

/** One row (id 1) whose version grows with each published change: other processes poll it. */
export interface CatalogueStateTable {
  id: number;
  version: number;
  changed_at: string;
}

/** A photo in the library (migration 0035, server/modules/media/). */
export interface MediaTable {
  id: string;
  /** Names the photo's files under MEDIA_DIR; unique: one row per distinct photo. */
  content_hash: string;
  original_name: string;
  original_format: "jpeg" | "png" | "webp";
  original_bytes: number;
  /** Upright (EXIF orientation applied). */
  width: number;
  height: number;
  alt_text: string;
  credit: string | null;
  /** Per cent from the left and from the top, 0 to 100. */
  focal_x: number;
  focal_y: number;
  /** JSON: the public variants (domain/media/photo.ts PhotoVariantFile[]). */
  variants: string;
  uploaded_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of the site (migration 0036, decision 0067): its published document and its draft. */
export interface SitePagesTable {
  /** landing, team, booking-conditions, privacy, safety, travel-info (domain/pages/page-keys.ts). */
  key: string;
  /** JSON of the parsed page the site shows. */
  published: string;
  /** JSON of the editor's work as typed (it may not validate yet); null when there is none. */
  draft: string | null;
  version: Generated<number>;
  /** 1: seeded as a sample to replace before going live (the admin says so while it shows it). */
  sample: number;
  updated_at: string;
  updated_by: string;
  published_at: string;
  published_by: string;
}

/** One publish of a page: what it was, what changed, who and when. */
export interface SitePageRevisionsTable {
  page_key: string;
  number: number;
  /** JSON of the parsed page published. */
  document: string;
  /** JSON of the readable changes from the revision before (DocumentChange[]). */
  changes: string;
  published_by: string;
  published_at: string;
}

/** One row (id 1) whose version grows with each publish of a page: other processes poll it. */
export interface SitePagesStateTable {
  id: number;
  version: number;
  changed_at: string;
}

export interface Database {
  site_pages: SitePagesTable;
  site_page_revisions: SitePageRevisionsTable;
  site_pages_state: SitePagesStateTable;
  trips: TripsTable;
  trip_revisions: TripRevisionsTable;
  trip_slugs: TripSlugsTable;
  catalogue_state: CatalogueStateTable;
  media: MediaTable;
  security_audit_runs: SecurityAuditRunsTable;
  booking_travellers: BookingTravellersTable;
  park_fees: ParkFeesTable;
  booking_price_lines: BookingPriceLinesTable;
  payment_attempts: PaymentAttemptsTable;
  payment_provider_events: PaymentProviderEventsTable;
  payments: PaymentsTable;
  payment_rate_locks: PaymentRateLocksTable;
  payment_attention: PaymentAttentionTable;
  payment_settings: PaymentSettingsTable;
  job_leases: JobLeasesTable;
  payment_reminders: PaymentRemindersTable;
  mail_outbox: MailOutboxTable;
  booking_events: BookingEventsTable;
  admin_audit_log: AdminAuditLogTable;
  bookings: BookingsTable;
  booking_settings: BookingSettingsTable;
  departures: DeparturesTable;
  departure_waitlist: DepartureWaitlistTable;
  inquiries: InquiriesTable;
  inquiry_replies: InquiryRepliesTable;
  user_roles: UserRolesTable;
  pricing_rules: PricingRulesTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  twoFactor: AuthTwoFactorTable;
  reviews: ReviewsTable;
  testimonials: TestimonialsTable;
  proposals: ProposalsTable;
  proposal_versions: ProposalVersionsTable;
  proposal_views: ProposalViewsTable;
  proposal_acceptances: ProposalAcceptancesTable;
  content_versions: ContentVersionsTable;
  trip_mails: TripMailsTable;
}

export type Booking = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type Inquiry = Selectable<InquiriesTable>;
export type InquiryReply = Selectable<InquiryRepliesTable>;
export type Departure = Selectable<DeparturesTable>;
export type BookingEvent = Selectable<BookingEventsTable>;
export type AdminAuditEntry = Selectable<AdminAuditLogTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type PaymentAttempt = Selectable<PaymentAttemptsTable>;
export type Payment = Selectable<PaymentsTable>;
export type PaymentAttention = Selectable<PaymentAttentionTable>;
export type Review = Selectable<ReviewsTable>;
export type BookingTraveller = Selectable<BookingTravellersTable>;
export type ParkFeeRow = Selectable<ParkFeesTable>;
export type BookingPriceLineRow = Selectable<BookingPriceLinesTable>;
export type MediaRow = Selectable<MediaTable>;
