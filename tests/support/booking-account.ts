import { amountOwed } from "../../domain/payments/amount-owed";
import {
  bookingAccount,
  type AccountEntry,
  type BookingAccount,
} from "../../domain/payments/booking-account";
import type { Money } from "../../domain/money/amount";

/**
 * A booking's account for tests of the pages that show one: what `lines` owe (or, without lines,
 * `totalPriceUsd` whole dollars) and what `entries` paid, counted at `rate` (KES cents per dollar).
 */
export function accountFor({
  totalPriceUsd = 0,
  lines = [],
  entries = [],
  rate = null,
}: {
  totalPriceUsd?: number;
  lines?: Money[];
  entries?: AccountEntry[];
  rate?: number | null;
}): BookingAccount {
  return bookingAccount(
    amountOwed({ lines, totalPriceUsd, lockedRate: rate, currentRate: null }),
    entries,
    rate,
  );
}
