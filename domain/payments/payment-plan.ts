import { addDays } from "../calendar";
import { MINOR_PER_MAJOR, type PaymentCurrency } from "../money/amount";

/**
 * The payment plan: what a confirmed booking owes and by when. A deposit at confirmation and the
 * balance some days before departure; the whole amount at confirmation when the trip is a day
 * trip or already closer than the balance's due date. The operator edits the settings (and
 * per-trip overrides) in the admin; every amount is integer minor units and the instalments
 * always add up to the total.
 */

export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DUE_DAYS = 45;

/** One trip's own terms (per-trip override); checked by payment-plan-settings.ts when stored. */
export interface TripPlanOverride {
  depositPercent?: number;
  balanceDueDays?: number;
  /** The whole amount at confirmation, whatever the dates. */
  fullPayment?: boolean;
}

/** The operator's plan settings; checked by payment-plan-settings.ts when stored. */
export interface PaymentPlanSettings {
  depositPercent: number;
  balanceDueDays: number;
  tripOverrides: Record<string, TripPlanOverride>;
}

export const defaultPaymentPlanSettings: PaymentPlanSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  balanceDueDays: DEFAULT_BALANCE_DUE_DAYS,
  tripOverrides: {},
};

export type InstalmentKind = "deposit" | "balance" | "full";

export const instalmentLabels: Record<InstalmentKind, string> = {
  deposit: "Deposit",
  balance: "Balance",
  full: "Full payment",
};

export interface Instalment {
  kind: InstalmentKind;
  amountMinor: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

export interface PaymentPlanInput {
  totalMinor: number;
  currency: PaymentCurrency;
  /** The day the booking was confirmed, `YYYY-MM-DD`: the deposit (or full payment) is due then. */
  confirmedOn: string;
  /** The travel date, `YYYY-MM-DD`. */
  departureDate: string;
  /** The trip's length in whole days; 0 or 1 is a day trip. */
  durationDays: number;
  tripSlug: string | null;
}

export interface PaymentPlan {
  kind: "deposit-and-balance" | "full";
  totalMinor: number;
  currency: PaymentCurrency;
  /** The deposit's share of the total (100 for a full payment). */
  depositPercent: number;
  /** In due-date order; their amounts add up to totalMinor. */
  instalments: Instalment[];
}

/** The settings that apply to one trip: the general ones with the trip's override on top. */
export function settingsForTrip(
  settings: PaymentPlanSettings,
  tripSlug: string | null,
): { depositPercent: number; balanceDueDays: number; fullPayment: boolean } {
  const override = (tripSlug && settings.tripOverrides[tripSlug]) || {};
  return {
    depositPercent: override.depositPercent ?? settings.depositPercent,
    balanceDueDays: override.balanceDueDays ?? settings.balanceDueDays,
    fullPayment: override.fullPayment ?? false,
  };
}

export function paymentPlan(
  input: PaymentPlanInput,
  settings: PaymentPlanSettings = defaultPaymentPlanSettings,
): PaymentPlan {
  const total = Math.max(0, Math.round(input.totalMinor));
  const rules = settingsForTrip(settings, input.tripSlug);
  const balanceDue = addDays(input.departureDate, -rules.balanceDueDays);
  const full =
    rules.fullPayment ||
    rules.depositPercent >= 100 ||
    input.durationDays <= 1 ||
    balanceDue <= input.confirmedOn;
  if (full)
    return {
      kind: "full",
      totalMinor: total,
      currency: input.currency,
      depositPercent: 100,
      instalments: [{ kind: "full", amountMinor: total, dueDate: input.confirmedOn }],
    };
  // Shillings are asked for in whole units (M-Pesa takes no cents); dollars to the cent.
  const unit = input.currency === "KES" ? MINOR_PER_MAJOR : 1;
  const deposit = Math.min(total, Math.round((total * rules.depositPercent) / 100 / unit) * unit);
  return {
    kind: "deposit-and-balance",
    totalMinor: total,
    currency: input.currency,
    depositPercent: rules.depositPercent,
    instalments: [
      { kind: "deposit", amountMinor: deposit, dueDate: input.confirmedOn },
      { kind: "balance", amountMinor: total - deposit, dueDate: balanceDue },
    ],
  };
}

export interface InstalmentState extends Instalment {
  /** What is still owed on this instalment after the payments so far (paid in due-date order). */
  remainingMinor: number;
}

export interface PlanStatus {
  instalments: InstalmentState[];
  paidMinor: number;
  outstandingMinor: number;
  /** Owed today: every instalment due on or before today, less what was paid. */
  dueNowMinor: number;
  /** Owed on instalments whose due date has passed (before today). */
  overdueMinor: number;
  /** The first instalment not yet paid in full, with what remains of it; null when all is paid. */
  nextDue: InstalmentState | null;
}

/**
 * Where a plan stands after `paidMinor` (payments less refunds): payments settle the earliest
 * instalments first. `today` is `YYYY-MM-DD` (the clock is a parameter).
 */
export function planStatus(plan: PaymentPlan, paidMinor: number, today: string): PlanStatus {
  let left = Math.max(0, paidMinor);
  const instalments = plan.instalments.map((instalment) => {
    const covered = Math.min(left, instalment.amountMinor);
    left -= covered;
    return { ...instalment, remainingMinor: instalment.amountMinor - covered };
  });
  const sum = (rows: InstalmentState[]) => rows.reduce((acc, row) => acc + row.remainingMinor, 0);
  return {
    instalments,
    paidMinor,
    outstandingMinor: Math.max(0, plan.totalMinor - paidMinor),
    dueNowMinor: sum(instalments.filter((row) => row.dueDate <= today)),
    overdueMinor: sum(instalments.filter((row) => row.dueDate < today)),
    nextDue: instalments.find((row) => row.remainingMinor > 0) ?? null,
  };
}
