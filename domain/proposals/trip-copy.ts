import { parks, type ParkId } from "../pricing/park-fees";

/**
 * A trip's included and not-included lists copied into a proposal (issue 30 review): a catalogue
 * trip says "Mount Kenya National Park entry fees for 4 days: not in the trip price...", but a
 * proposal prices the park days the plan names with park-fee lines of its own. For each park the
 * plan prices, the trip's not-included line about that park's fees is dropped and said the other
 * way round among the included. Pure.
 */

/** Whether a line speaks of a fee of that park ("Hell's Gate National Park entry fee for the day..."). */
function speaksOfParkFee(line: string, park: ParkId): boolean {
  const text = line.toLowerCase();
  return text.includes(parks[park].name.toLowerCase()) && /\bfees?\b/.test(text);
}

/** The lists with the fees of `pricedParks` moved from "not included" to "included". */
export function listsWithPricedParkFees(
  lists: { included: readonly string[]; notIncluded: readonly string[] },
  pricedParks: readonly ParkId[],
): { included: string[]; notIncluded: string[] } {
  const moved = pricedParks.filter((park) =>
    lists.notIncluded.some((line) => speaksOfParkFee(line, park)),
  );
  return {
    notIncluded: lists.notIncluded.filter(
      (line) => !moved.some((park) => speaksOfParkFee(line, park)),
    ),
    included: [
      ...lists.included,
      ...moved
        .map(
          (park) =>
            `${parks[park].name} fees for the park days: in the price, each on its own line`,
        )
        .filter((line) => !lists.included.includes(line)),
    ],
  };
}
