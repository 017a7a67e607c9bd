import type { MailContent, BookingSummary } from "../../server/platform/mail/templates";
import {
  bookingNotificationEmail,
  bookingReceivedEmail,
  bookingStatusEmail,
  contactInquiryReceivedEmail,
  inquiryNotificationEmail,
  inquiryReplyEmail,
  depositReleasedOperatorEmail,
  latePaymentEmail,
  passwordResetEmail,
  quoteRequestReceivedEmail,
  verificationEmail,
  waitlistConfirmEmail,
  waitlistOfferEmail,
} from "../../server/platform/mail/templates";
import {
  decisionDayAlertEmail,
  departureCancelledEmail,
  departureGuaranteedEmail,
  departureMovedEmail,
  privateTripEmail,
  type DepartureBookingSummary,
} from "../../server/modules/departures/mails";
import { freshPayLinkEmail } from "../../server/modules/payments/pay-link-mail";
import { paymentReceiptEmail } from "../../server/modules/bookings/payment-receipts";
import type { BookingBalance } from "../../server/modules/payments/ledger";
import {
  balanceReminderEmail,
  cancellationApprovedEmail,
} from "../../server/modules/bookings/policy-mails";
import {
  thirtyDaysBeforeEmail,
  threeDaysBeforeEmail,
} from "../../server/modules/bookings/journey-templates";
import {
  accountDeletedOperatorEmail,
  emailChangeRequestedEmail,
  emailChangeVerificationEmail,
  passwordChangedEmail,
} from "../../server/modules/accounts/mails";
import {
  proposalEmail,
  proposalExpiringEmail,
  proposalReminderEmail,
  proposalViewedEmail,
  proposalAcceptedEmail,
} from "../../server/modules/proposals/mails";
import { priceProposal } from "../../domain/proposals/proposal-lines";
import type { ProposalDocument } from "../../domain/proposals/proposal-document";
import { defaultPaymentPlanSettings } from "../../domain/payments/payment-plan";
import { formatUsd } from "../../domain/money/format";
import { cancellationPolicySentences } from "../../domain/payments/cancellation-policy";

/**
 * One filled-in example of every mail the site sends (issue 28, "Phones and mails"), with the
 * longest values a real booking has: a trip title of many words, KES amounts, the Paybill and bank
 * rows, a signed pay link. Keyed by the template's function name: every-mail.test.ts fails when a
 * function returning MailContent has no example here, so a new mail cannot skip the phone check
 * (tests/e2e/mail-layout.spec.ts) or the greeting.
 *
 * `greets`: the name a traveller's mail must greet (the booking's client name, or the account's for
 * the sign-up and password links), or null for a mail the site has no name for (a message, a
 * waitlist place, the account notices) and for the operator's own notifications.
 */
export interface MailSample {
  mail: MailContent;
  greets: string | null;
  /** The operator's own notification: it may show dates as the admin does. */
  operator?: true;
}

export const TRAVELLER = "Amina Wanjiru";
const siteUrl = "https://www.kilele-expeditions.co.ke";
const payLink = `${siteUrl}/booking/9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42/pay?key=20300608.Qm9vay1hbmQtcGF5LWxpbmstc2lnbmF0dXJl`;
const claim = {
  url: `${siteUrl}/bookings/claim/eyJib29raW5nIjoiOWYwYzNhNTEifQ.c2lnbmF0dXJl`,
  count: 1,
};
const paymentRows: Array<[string, string]> = [
  ["Deposit (30%) due now", "KES 1,234,567.00 by Sat, Jan 12, 2030"],
  ["Balance", "KES 2,880,657.00 by Wed, Apr 17, 2030"],
  ["M-Pesa Paybill", "Business number 522522, account number 0B6C3C1E"],
  [
    "Bank transfer",
    "KCB Bank, Nanyuki branch | Account name: Kilele Expeditions Ltd | Account number: 1234567890123456",
  ],
];

const booking: BookingSummary = {
  reference: "0B6C3C1E",
  clientName: TRAVELLER,
  clientEmail: "amina.wanjiru.long-address@example.co.ke",
  clientPhone: "+254 712 345 678",
  adventureType: "Burguret-Chogoria Traverse: Mount Kenya's wildest route to Point Lenana",
  bookingDate: "2030-06-01",
  participants: 4,
  pricePerPerson: 1850,
  totalPrice: 7400,
  specialRequirements: "Vegetarian meals for two; one traveller is allergic to peanuts.",
  priceLines: [
    ["2 × Non-resident adult", "$3,700"],
    ["2 × East African resident adult (KES)", "KES 478,000.00"],
    ["Mount Kenya National Park conservation fees, 4 travellers × 5 days", "KES 123,456.00"],
  ],
};

const departureBooking: DepartureBookingSummary = {
  reference: "0B6C3C1E",
  tripTitle: booking.adventureType,
  tripSlug: "burguret-chogoria-traverse",
  date: "2030-06-01",
  participants: 4,
  clientName: TRAVELLER,
  claim,
};

const inquiry = {
  reference: "AB12CD34",
  kindLabel: "Corporate retreat quote request",
  topic: "Adventure Leadership Experience for the regional sales team",
  name: TRAVELLER,
  email: "amina.wanjiru.long-address@example.co.ke",
  details: [
    ["Company", "Savannah Logistics and Freight Forwarding Company Limited"],
    ["Message", "We would like a three-day programme in March for forty-two people."],
  ] as Array<[string, string]>,
  receipt: [
    ["Reference", "AB12CD34"],
    ["Programme", "Adventure Leadership Experience"],
    ["Estimate", "KES 12,345,678.00"],
  ] as Array<[string, string]>,
};

const receiptBalance = {
  bookingId: "9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42",
  currency: "KES",
  totalMinor: 411_522_400,
  paidMinor: 123_456_700,
  refundedMinor: 0,
  outstandingMinor: 288_065_700,
  creditMinor: 0,
  paidParts: [{ amountMinor: 123_456_700, currency: "KES", countedMinor: 123_456_700 }],
  owed: {
    currency: "KES",
    totalMinor: 411_522_400,
    parts: [{ amountMinor: 411_522_400, currency: "KES" }],
    rate: null,
    estimate: false,
    uncounted: null,
  },
  plan: null,
  status: null,
  kesMinorPerUsd: 12_950,
  kesRateSetOn: "2030-01-10",
  entries: [],
} satisfies BookingBalance;

/** A sent proposal (issue 30): a family's Mara safari, two nights, two lines. */
const proposalDraft: ProposalDocument["draft"] = {
  title: "Family safari: the Maasai Mara and Lake Naivasha in the long rains' green season",
  client: { name: TRAVELLER, email: "amina.wanjiru@example.co.ke", phone: "+254 712 345 678" },
  inquiryId: null,
  message: "",
  party: [
    { category: "non-resident", adults: 2, childAges: [9, 12] },
    { category: "east-african-resident", adults: 0, childAges: [] },
    { category: "kenyan-citizen", adults: 1, childAges: [] },
  ],
  days: ["2030-08-01", "2030-08-02", "2030-08-03"].map((date) => ({
    date,
    title: "Game drives in the Mara",
    description: "",
    activities: [],
    accommodation: "Mara tented camp",
    meals: "All meals",
    park: "maasai-mara" as const,
    photo: null,
  })),
  lines: [
    {
      kind: "item",
      label: "Mara tented camp, full board",
      basis: "person-night",
      nights: null,
      costMinor: 15_000,
      marginMinor: 5_000,
      priceMinor: 20_000,
    },
    { kind: "discount", label: "Family discount", amountMinor: 10_000 },
  ],
  currency: "USD",
  expiresOn: "2030-06-20",
  included: [],
  notIncluded: [],
};
const proposal: ProposalDocument = {
  draft: proposalDraft,
  prices: priceProposal(proposalDraft, [], defaultPaymentPlanSettings, "2030-06-03"),
  sentOn: "2030-06-03",
};
const proposalUrl = `${siteUrl}/proposals/0b6c3c1e-7d2e-4a10-9c0d-1e2f3a4b5c6d_1.c2lnbmF0dXJlLW9mLWEtcHJvcG9zYWwtbGluaw`;

export const mailSamples: Record<string, MailSample> = {
  verificationEmail: {
    mail: verificationEmail({
      url: `${siteUrl}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFtaW5hIn0&callbackURL=%2Fauth%2Fverified`,
      name: TRAVELLER,
    }),
    greets: TRAVELLER,
  },
  passwordResetEmail: {
    mail: passwordResetEmail({
      url: `${siteUrl}/api/auth/reset-password/Rk9yZ290LXBhc3N3b3JkLXRva2VuLXRoYXQtaXMtbG9uZw?callbackURL=%2Fauth%2Freset-password`,
      name: TRAVELLER,
    }),
    greets: TRAVELLER,
  },
  bookingReceivedEmail: {
    mail: bookingReceivedEmail(
      [booking, { ...booking, reference: "7D2E9A10", bookingDate: "2030-07-15" }],
      siteUrl,
      formatUsd,
      { ...claim, count: 2 },
      [{ label: "Pay the deposit: KES 1,234,567.00", url: payLink }],
      "Sat, Jan 12, 2030, 14:30 Kenyan time",
    ),
    greets: TRAVELLER,
  },
  bookingNotificationEmail: {
    mail: bookingNotificationEmail([booking], siteUrl, formatUsd),
    greets: null,
    operator: true,
  },
  bookingStatusEmail: {
    mail: bookingStatusEmail(
      "confirmed",
      booking,
      {
        note: "Your guide Kamau meets you at the Naro Moru River Lodge gate at 07:30.",
        reason: "Park fees rose on 1 March",
        priceChange: { estimateMinor: 411_522_400, finalMinor: 412_345_600, currency: "KES" },
        payment: paymentRows,
        payLinks: [{ label: "Pay online or see how to pay", url: payLink }],
      },
      siteUrl,
      formatUsd,
      undefined,
      claim,
    ),
    greets: TRAVELLER,
  },
  inquiryNotificationEmail: {
    mail: inquiryNotificationEmail(inquiry, siteUrl),
    greets: null,
    operator: true,
  },
  quoteRequestReceivedEmail: { mail: quoteRequestReceivedEmail(inquiry, siteUrl), greets: null },
  contactInquiryReceivedEmail: {
    mail: contactInquiryReceivedEmail(inquiry, siteUrl),
    greets: null,
  },
  inquiryReplyEmail: {
    mail: inquiryReplyEmail({
      name: TRAVELLER,
      subject: "Re: your corporate quote request (1A2B3C4D)",
      reference: "1A2B3C4D",
      kindLabel: "Corporate quote request",
      text: "Thank you for asking.\nWe can host all 40 of you in the Mara on 10-14 March 2027.",
      authorName: "Njeri Mwangi",
      siteUrl,
    }),
    greets: TRAVELLER,
  },
  waitlistConfirmEmail: {
    mail: waitlistConfirmEmail({
      tripTitle: booking.adventureType,
      travelDate: "Sat, Jun 1, 2030",
      participants: 4,
      link: `${siteUrl}/waitlist/confirm/eyJ3YWl0bGlzdCI6IjlmMGMzYTUxIn0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw`,
    }),
    greets: null,
  },
  waitlistOfferEmail: {
    mail: waitlistOfferEmail({
      tripTitle: booking.adventureType,
      travelDate: "Sat, Jun 1, 2030",
      participants: 4,
      holdUntil: "Fri, May 3, 2030, 14:30 Kenyan time",
      link: `${siteUrl}/itinerary/burguret-chogoria-traverse?departure=9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42&hold=c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw#book`,
    }),
    greets: null,
  },
  depositReleasedOperatorEmail: {
    mail: depositReleasedOperatorEmail({
      clientName: TRAVELLER,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      tripName: booking.adventureType,
      travelDate: "Sat, Jun 1, 2030",
      participants: 4,
      reference: "0B6C3C1E",
      graceDays: 7,
      adminUrl: `${siteUrl}/admin/bookings/9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42`,
    }),
    greets: null,
    operator: true,
  },
  latePaymentEmail: {
    mail: latePaymentEmail({
      name: TRAVELLER,
      tripName: booking.adventureType,
      travelDate: "Sat, Jun 1, 2030",
      reference: "0B6C3C1E",
      link: payLink,
    }),
    greets: TRAVELLER,
  },
  departureGuaranteedEmail: {
    mail: departureGuaranteedEmail(departureBooking, siteUrl),
    greets: TRAVELLER,
  },
  departureCancelledEmail: {
    mail: departureCancelledEmail(
      departureBooking,
      "The Chogoria road was washed away by the long rains.",
      siteUrl,
    ),
    greets: TRAVELLER,
  },
  departureMovedEmail: {
    mail: departureMovedEmail(departureBooking, "2030-05-25", siteUrl),
    greets: TRAVELLER,
  },
  privateTripEmail: {
    mail: privateTripEmail(
      departureBooking,
      { before: "KES 4,115,224.00", after: "KES 5,234,567.00" },
      siteUrl,
    ),
    greets: TRAVELLER,
  },
  decisionDayAlertEmail: {
    mail: decisionDayAlertEmail({
      tripTitle: booking.adventureType,
      date: "2030-06-01",
      minimumToRun: 4,
      seatsTaken: 3,
      seatsConfirmed: 2,
      travellers: [{ reference: "0B6C3C1E", name: TRAVELLER, participants: 2 }],
      adminUrl: `${siteUrl}/admin/departures/9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42`,
    }),
    greets: null,
    operator: true,
  },
  freshPayLinkEmail: {
    mail: freshPayLinkEmail({
      reference: "0B6C3C1E",
      clientName: TRAVELLER,
      adventureType: booking.adventureType,
      bookingDate: "2030-06-01",
      url: payLink,
      lastDay: "2030-06-08",
    }),
    greets: TRAVELLER,
  },
  paymentReceiptEmail: {
    mail: paymentReceiptEmail(
      {
        id: "9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42",
        adventure_type: booking.adventureType,
        booking_date: "2030-06-01",
        client_name: TRAVELLER,
      },
      {
        id: "pay-1",
        payable_kind: "booking",
        payable_id: "9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42",
        booking_id: "9f0c3a51-2b7e-4c1d-a6f8-0b6c3c1e9d42",
        amount_minor: 123_456_700,
        currency: "KES",
        method: "mpesa-paybill",
        provider_reference: "SKL4ABCDEFGHIJ1234567890",
        kes_minor_per_usd: 12_950,
        recorded_by: "operator@kilele-expeditions.co.ke",
        note: null,
        created_at: "2030-01-10T09:30:00.000Z",
      },
      receiptBalance,
      siteUrl,
      claim,
    ),
    greets: TRAVELLER,
  },
  cancellationApprovedEmail: {
    mail: cancellationApprovedEmail({
      reference: "0B6C3C1E",
      clientName: TRAVELLER,
      adventureType: booking.adventureType,
      bookingDate: "2030-06-01",
      reason: "Cancelled at the traveller's request after a family emergency.",
      note: "We hope to welcome you another season.",
      quote: {
        currency: "KES",
        paidMinor: 123_456_700,
        refundMinor: 61_728_350,
        daysBefore: 40,
        asOf: "2030-04-22",
        rule: cancellationPolicySentences()[1]!,
      },
      siteUrl,
      claim,
    }),
    greets: TRAVELLER,
  },
  balanceReminderEmail: {
    mail: balanceReminderEmail({
      kind: "overdue",
      reference: "0B6C3C1E",
      clientName: TRAVELLER,
      adventureType: booking.adventureType,
      bookingDate: "2030-06-01",
      dueDate: "2030-04-17",
      amountMinor: 288_065_700,
      currency: "KES",
      howToPay: paymentRows.map(([label, value]) => `${label}: ${value}`),
      siteUrl,
      claim,
      payLink,
    }),
    greets: TRAVELLER,
  },
  thirtyDaysBeforeEmail: {
    mail: thirtyDaysBeforeEmail({
      reference: "0B6C3C1E",
      clientName: TRAVELLER,
      tripTitle: booking.adventureType,
      startDate: "2030-06-01",
      etaAdvice: [
        "Every visitor needs an electronic travel authorisation (eTA) before flying: it costs about $30 and takes up to three working days.",
      ],
      packing: ["A sleeping bag rated to 0°C", "Waterproof trousers and jacket"],
      tripUrl: `${siteUrl}/itinerary/burguret-chogoria-traverse`,
      payment: paymentRows,
      siteUrl,
      claim,
    }),
    greets: TRAVELLER,
  },
  threeDaysBeforeEmail: {
    mail: threeDaysBeforeEmail({
      reference: "0B6C3C1E",
      clientName: TRAVELLER,
      tripTitle: booking.adventureType,
      startDate: "2030-06-01",
      meeting: "07:30 at the Naro Moru River Lodge gate, on the Nanyuki-Nyeri highway",
      guideName: "Kamau Njoroge",
      guidePhone: "+254 712 345 678",
      officePhone: "+254 700 000 000",
      participants: 4,
      siteUrl,
      claim,
    }),
    greets: TRAVELLER,
  },
  emailChangeVerificationEmail: {
    mail: emailChangeVerificationEmail({
      url: `${siteUrl}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.bmV3LWFkZHJlc3M`,
    }),
    greets: null,
  },
  emailChangeRequestedEmail: {
    mail: emailChangeRequestedEmail({
      siteUrl,
      newEmail: "amina.wanjiru.new-long-address@example.co.ke",
    }),
    greets: null,
  },
  passwordChangedEmail: { mail: passwordChangedEmail({ siteUrl }), greets: null },
  accountDeletedOperatorEmail: {
    mail: accountDeletedOperatorEmail({
      siteUrl,
      keptReferences: ["0B6C3C1E", "7D2E9A10", "1A2B3C4D", "5E6F7A8B"],
      handedToBookerReferences: ["9C0D1E2F"],
    }),
    greets: null,
    operator: true,
  },
  proposalEmail: {
    mail: proposalEmail({
      document: proposal,
      version: 2,
      note: "A tented camp by the river instead of the lodge, and a family discount.",
      url: proposalUrl,
    }),
    greets: TRAVELLER,
  },
  proposalReminderEmail: {
    mail: proposalReminderEmail({ document: proposal, version: 2, url: proposalUrl }),
    greets: TRAVELLER,
  },
  proposalAcceptedEmail: {
    mail: proposalAcceptedEmail({
      title: proposalDraft.title,
      clientName: TRAVELLER,
      acceptedName: `${TRAVELLER} Wanjiru Otieno-Kamau`,
      clientEmail: proposalDraft.client.email,
      version: 2,
      acceptedAt: "2030-06-04T07:30:00.000Z",
      clientAddress: "2001:db8:85a3::8a2e:370:7334",
      bookingReference: "E345C836",
      total: "$12,480 and KES 182,400",
      adminUrl: `${siteUrl}/admin/proposals/0b6c3c1e-7d2e-4a10-9c0d-1e2f3a4b5c6d`,
    }),
    greets: null,
    operator: true,
  },
  proposalViewedEmail: {
    mail: proposalViewedEmail({
      title: proposalDraft.title,
      clientName: TRAVELLER,
      clientEmail: proposalDraft.client.email,
      version: 2,
      viewedAt: "2030-06-04T07:30:00.000Z",
      adminUrl: `${siteUrl}/admin/proposals/0b6c3c1e-7d2e-4a10-9c0d-1e2f3a4b5c6d`,
    }),
    greets: null,
    operator: true,
  },
  proposalExpiringEmail: {
    mail: proposalExpiringEmail({
      title: proposalDraft.title,
      clientName: TRAVELLER,
      clientEmail: proposalDraft.client.email,
      version: 2,
      expiresOn: "2030-06-20",
      viewed: true,
      adminUrl: `${siteUrl}/admin/proposals/0b6c3c1e-7d2e-4a10-9c0d-1e2f3a4b5c6d`,
    }),
    greets: null,
    operator: true,
  },
};
