import type { BookingOption } from "../../../domain/booking/booking-panel";
import type { PriceUnit } from "../../../domain/booking/party";
import { formatKes } from "../../../domain/money/format";
import { partyCurrency } from "../../../domain/pricing/party-prices";
import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";
import { usePartyPrice, usePrice, usePriceDisplay } from "~/features/currency/use-price";

/**
 * An option's price per person as the party reads it (decision 0061), in the panel and on the
 * package cards: one figure in the party's currency. A party of residents and citizens reads
 * its own shilling price; any other party the dollar price as this visitor reads it, with the
 * trip table's shilling figure beside it ("$35 per person · KES 4,500") unless prices already
 * show in shillings.
 */
export function useOptionPrice(
  categories: readonly TravellerCategory[] | undefined,
  unit: PriceUnit,
): (option: BookingOption) => string {
  const showPrice = usePrice();
  const showPartyPrice = usePartyPrice();
  const display = usePriceDisplay();
  return (option) => {
    if (option.fromPerPerson <= 0) return "Quoted on request";
    const resident =
      partyCurrency(categories) === "KES" ? option.residentPerPerson?.[categories![0]!] : undefined;
    if (resident) return `${showPartyPrice({ amount: resident, currency: "KES" })} per ${unit}`;
    const table =
      option.kesPerPerson && display.currency !== "KES"
        ? ` · ${formatKes(option.kesPerPerson)}`
        : "";
    return `${showPrice(option.fromPerPerson)} per ${unit}${table}`;
  };
}
