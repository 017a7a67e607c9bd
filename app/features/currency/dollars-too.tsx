import { formatUsd } from "../../../domain/money/format";
import { usePriceDisplay } from "./use-price";

/**
 * Beside a converted total: the dollar amount the booking is actually priced in (decision 0034).
 * Nothing when the visitor reads dollars already.
 */
export function DollarsToo({ usd }: { usd: number }) {
  const { currency } = usePriceDisplay();
  if (currency === "USD") return null;
  return (
    <span className="block text-xs font-normal" data-testid="dollars-too">
      {formatUsd(usd)} in US dollars
    </span>
  );
}
