import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { InstalmentKind } from "../../../domain/payments/payment-plan";

/** What the pay page shows (app/routes/booking-pay.server.ts builds it). */
export interface PayPageView {
  page: "pay";
  bookingId: string;
  /** The pay link's key, kept on the page's own forms and links; null for the signed-in owner. */
  key: string | null;
  reference: string;
  tripName: string;
  travelDate: string;
  status: BookingStatus;
  /** A booking held at checkout for its deposit: when the hold ends, in Kenyan time; else null. */
  heldUntil: string | null;
  due: {
    kind: InstalmentKind;
    dueDate: string;
    /** Minor units of `currency`, the booking's (KES for a party priced in shillings). */
    amountMinor: number;
    currency: PaymentCurrency;
    /** What M-Pesa asks for, whole shillings in minor units; null when there is no exchange rate. */
    kesAmountMinor: number | null;
    /** What one prompt asks: the amount, or M-Pesa's per-transaction limit when it is larger. */
    kesPromptMinor: number | null;
    /** How many prompts the amount takes (more than 1 above the limit). */
    kesPrompts: number;
    /** The rate a dollar amount was counted in shillings at ("USD 1 = KES 129.35") and its day. */
    kesRate: { text: string; setOn: string | null } | null;
  } | null;
  /**
   * Where a prompt goes: the phone on the booking, masked ("07•• ••• 678"; null when it has
   * none M-Pesa can prompt), and whether this visitor may type another (the link's key or the
   * signed-in owner, not a browser that only just booked).
   */
  phone: { masked: string | null; mayChoose: boolean };
  /**
   * The operator's price adjustments on the booking (decision 0038): the final total they
   * confirmed differs from the quote by these, each labelled with their reason.
   */
  adjustments: Array<{ label: string; amountMinor: number; currency: PaymentCurrency }>;
  /** The provider methods configured and usable for this amount. */
  methods: { mpesa: boolean; card: boolean };
  /** Paybill and bank transfer as configured (domain/payments/how-to-pay.ts); empty when neither is. */
  otherMethods: Array<{ title: string; lines: string[] }>;
  /** After "Send the prompt": the latest STK attempt. */
  prompt: {
    state: "starting" | "pending" | "paid" | "failed" | "needs-attention";
    phone: string;
    amountMinor: number;
  } | null;
  /** Back from Stripe Checkout. */
  card: "confirming" | "paid" | "cancelled" | null;
  whatsappNumber: string;
}

/**
 * The page of a pay link that no longer opens (expired, or a key that is not this booking's), or
 * of an address without a key for a visitor who is not signed in: the same for every id, so it
 * tells nobody which ids are bookings. It offers to mail a fresh link to the booking's address.
 */
export interface PayLinkView {
  page: "link";
  bookingId: string;
  reason: "expired" | "missing";
}

export interface PayFormAnswer {
  intent: "mpesa" | "card" | "fresh-link" | "unknown";
  error: string;
  /** "fresh-link": the sentence said whether or not the booking exists. */
  message?: string;
  /** What the traveller typed, given back to the form. */
  phone: string;
}

/** "Pay the deposit" / "Pay the balance" / "Pay in full": the page's title and the dashboard's link. */
export const payTitles: Record<InstalmentKind, string> = {
  deposit: "Pay the deposit",
  balance: "Pay the balance",
  full: "Pay in full",
};
