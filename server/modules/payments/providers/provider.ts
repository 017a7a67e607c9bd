/**
 * What the payment providers have in common (DESIGN.md section 8: adapters behind one interface).
 * A provider takes an amount due for a payable (a booking, or another kind: decision 0062) and
 * starts a payment: M-Pesa STK Push sends a prompt
 * to the traveller's phone and waits for a callback; Stripe Checkout answers with a page to send the
 * traveller to and a webhook later. Either way the money reaches the ledger only from the
 * provider's own confirmation (server/modules/payments/attempts.ts), exactly once.
 */
export type ProviderMethod = "mpesa-stk" | "card";

export interface PaymentToStart {
  /** What is paid for: a booking, or another kind of payable (payables.ts). */
  payable: { kind: string; id: string };
  /** What the payer calls it ("booking"): the M-Pesa prompt reads "Booking <reference>". */
  noun: string;
  /** The payable's short reference (12 characters at most). */
  reference: string;
  /** "deposit" | "balance" | "full": what the amount is for, shown to the traveller. */
  kind: string;
  amountMinor: number;
  currency: "USD" | "KES";
  /** What the provider shows: the trip's name. */
  description: string;
  /** STK Push only: 2547XXXXXXXX / 2541XXXXXXXX. */
  phone?: string;
  /** Our payment_attempts row: the provider's idempotency key, so a retried call starts nothing twice. */
  attemptId: string;
  /** Card only: the page the traveller comes back to (paid or cancelled). */
  returnUrl: string;
  /**
   * Card only: when the provider's page stops taking the payment (a held booking's hold end, no
   * earlier than Stripe's 30 minutes); none: the provider's default.
   */
  expiresAt?: Date;
}

export type StartedPayment =
  | {
      started: true;
      /** STK: CheckoutRequestID; card: the Checkout Session id. */
      providerRequestId: string;
      /** Card: the provider's page to send the traveller to. */
      redirectUrl?: string;
      /** STK: Daraja's words for the customer ("Success. Request accepted for processing"). */
      message?: string;
    }
  | { started: false; reason: string };

export interface PaymentProvider {
  method: ProviderMethod;
  start(payment: PaymentToStart): Promise<StartedPayment>;
}

/** The provider did not answer, or answered with an error of its own: try again later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly method: ProviderMethod,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = "ProviderUnavailableError";
  }
}
