import { accountFigures } from "../../../domain/payments/account-figures";
import type { BookingAccount } from "../../../domain/payments/booking-account";

/** A booking's paid and balance (or credit), from its account: the figures its own page shows. */
export function PaidCells({ account }: { account: BookingAccount }) {
  const figures = accountFigures(account);
  return (
    <>
      <td className="p-2 text-right" data-testid="manifest-paid">
        <span className="whitespace-nowrap">{figures.paid}</span>
        {figures.paidAsSent ? <span className="block text-xs">{figures.paidAsSent}</span> : null}
      </td>
      <td className="p-2 text-right whitespace-nowrap" data-testid="manifest-balance">
        {figures.credit ? `Credit ${figures.credit}` : figures.balance}
      </td>
    </>
  );
}
