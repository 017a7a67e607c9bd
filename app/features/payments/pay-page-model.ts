import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { InstalmentKind } from "../../../domain/payments/payment-plan";

/** What the pay page shows (app/routes/booking-pay.server.ts builds it). */
export interface PayPageView {
  bookingId: string;
  /** The pay link's key, kept on the page's own forms and links. */
  key: string;
  reference: string;
  tripName: string;
  travelDate: string;
  status: BookingStatus;
  due: {
    kind: InstalmentKind;
    dueDate: string;
    /** Minor units of `currency`, the booking's (KES for a party priced in shillings). */
    amountMinor: number;
    currency: PaymentCurrency;
    /** What M-Pesa asks for, whole shillings in minor units; null when there is no exchange rate. */
    kesAmountMinor: number | null;
  } | null;
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

export interface PayFormAnswer {
  intent: "mpesa" | "card" | "unknown";
  error: string;
  /** What the traveller typed, given back to the form. */
  phone: string;
}

/** "Pay the deposit" / "Pay the balance" / "Pay in full": the page's title and the dashboard's link. */
export const payTitles: Record<InstalmentKind, string> = {
  deposit: "Pay the deposit",
  balance: "Pay the balance",
  full: "Pay in full",
};
