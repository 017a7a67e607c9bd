import type { howToPay } from "./how-to-pay";
import type { PaymentCurrency } from "../money/amount";

/** What a traveller's dashboard shows of a booking's money: plan, balance, how to pay, PDFs. */
export interface TravellerPaymentView {
  currency: PaymentCurrency;
  totalMinor: number;
  /** How a total of dollars and shillings was counted (decision 0035); null for one currency. */
  breakdown: string | null;
  paidMinor: number;
  outstandingMinor: number;
  /** The plan's lines ("Deposit (30%): $510 by ..., paid"); empty before confirmation. */
  plan: string[];
  /** What to pay next, by when; null before confirmation. */
  next: string | null;
  methods: ReturnType<typeof howToPay>;
  receipts: Array<{ id: string; label: string; href: string }>;
  statementHref: string;
}
