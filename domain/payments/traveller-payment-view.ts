import type { howToPay } from "./how-to-pay";

/**
 * What a traveller's dashboard shows of a booking's money beside its account (total, paid,
 * balance: domain/payments/booking-account.ts): the plan, how to pay, receipts and statement.
 */
export interface TravellerPaymentView {
  /** The plan's lines ("Deposit (30%): $510 by ..., paid"); empty before confirmation. */
  plan: string[];
  /** What to pay next, by when; null before confirmation. */
  next: string | null;
  methods: ReturnType<typeof howToPay>;
  receipts: Array<{ id: string; label: string; href: string }>;
  statementHref: string;
}
