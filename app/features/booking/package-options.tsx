import type { BookingOption } from "../../../domain/booking/booking-panel";
import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";
import { useOptionPrice } from "./option-price";
import { Badge } from "~/components/ui/badge";

/**
 * What each package of a trip includes, in the page's main column: the booking panel beside it
 * lists the packages by name and price only, so its total and button stay in view. The price is
 * the package's price per person before the date and the group are known (the panel quotes both).
 */
export function PackageOptions({
  options,
  categories,
}: {
  options: readonly BookingOption[];
  /** The party's categories as chosen in the panel: residents read their shilling price. */
  categories: readonly TravellerCategory[] | undefined;
}) {
  const optionPrice = useOptionPrice(categories, "person");
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {options.map((option) => (
        <li key={option.id} className="rounded-xl border border-sand-200 bg-white p-4">
          <p className="flex flex-wrap items-start justify-between gap-2">
            <span className="font-bold">{option.name}</span>
            {option.popular ? <Badge tone="ochre">Most popular</Badge> : null}
          </p>
          <p className="mt-1 text-sm font-semibold text-forest-800">{optionPrice(option)}</p>
          <p className="mt-2 text-sm leading-6">{option.description}</p>
          {option.features.length ? (
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {option.features.map((feature) => (
                <li key={feature}>
                  <Badge tone="neutral">{feature}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
