import { formatTravelDate } from "../../../domain/calendar";
import { currencyNames, describeRate } from "../../../domain/money/exchange-rates";
import { usePriceDisplay } from "./use-price";

/**
 * Under the header whenever prices are converted: they are estimates (marked "≈"), at which rate
 * of which day, and what is really charged (decision 0034).
 */
export function EstimateNote() {
  const display = usePriceDisplay();
  if (display.currency === "USD") return null;
  const { rate } = display;
  const locks =
    display.currency === "KES"
      ? "the shilling rate is locked when we confirm your booking"
      : "you pay in dollars, or in shillings at the rate locked when we confirm your booking";
  return (
    <p
      data-testid="estimate-note"
      className="no-print border-b border-ochre-100 bg-ochre-50 px-4 py-2 text-center text-sm text-earth-900"
    >
      Prices in {currencyNames[display.currency]} (≈) are estimates at {describeRate(rate)}, set{" "}
      {formatTravelDate(rate.setOn)}. Bookings are priced in US dollars; {locks}.
    </p>
  );
}
