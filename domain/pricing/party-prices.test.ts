import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { bookingPanelFor, panelQuoteOf } from "../booking/booking-panel";
import { defaultPricingSettings, quoteTrip, tripOptions } from "./quote";
import type { QuoteRequest } from "./quote";
import { feesAddedOn, parkFeesNote, type FeeAdded } from "./quote-lines";
import { partyCurrency, partyPerPerson, residentFeesText } from "./party-prices";
import { categoryNormalPrice } from "./category-prices";
import type { TravellerCategory } from "./traveller-categories";

const today = "2026-11-24";
const longonot = findTrip("mount-longonot")!;

function quote(request: QuoteRequest) {
  const result = quoteTrip(longonot, request, {
    today,
    settings: defaultPricingSettings,
    bookedParticipants: 0,
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

const citizens: TravellerCategory[] = ["kenyan-citizen", "kenyan-citizen"];

describe("the price a party reads (decision 0061)", () => {
  it("is in shillings only when everyone pays a resident or citizen price", () => {
    expect(partyCurrency(undefined)).toBe("USD");
    expect(partyCurrency([])).toBe("USD");
    expect(partyCurrency(["kenyan-citizen", "east-african-resident"])).toBe("KES");
    expect(partyCurrency(["kenyan-citizen", "non-resident"])).toBe("USD");
  });

  it("gives a citizens' party its own shilling price, not the dollar price or the table's shilling figure", () => {
    // A date four months out: no last-minute or early-booking factor moves the price.
    const quoted = quote({
      optionId: "budget",
      participants: 2,
      date: "2027-03-20",
      categories: citizens,
    });
    const option = tripOptions(longonot, defaultPricingSettings.basePrices).find(
      (candidate) => candidate.id === "budget",
    )!;
    const own = categoryNormalPrice(longonot, option, "kenyan-citizen");
    const price = partyPerPerson(quoted);
    expect(price.currency).toBe("KES");
    // The trip's KES line per person, whatever the season does to it.
    expect(price.amount * 100).toBe(quoted.lines.find((line) => line.kind === "trip")!.unitMinor);
    // Decision 0033's rule on $35, not the table's KES 4,500 beside the dollar price.
    expect(own).toBe(2500);
    expect(price.amount).not.toBe(4500);
    expect(
      partyPerPerson(quote({ optionId: "budget", participants: 2, date: "2027-03-20" })),
    ).toEqual({
      amount: quoted.perPerson,
      currency: "USD",
    });
  });

  it("states a saving in the party's currency, against its own normal price", () => {
    // Off-season April: the season factor lowers both prices by the same share.
    const request = { optionId: "budget", participants: 2, date: "2027-04-04" };
    const dollars = panelQuoteOf(quote(request), longonot);
    expect(dollars.saving).toMatchObject({ currency: "USD" });
    const shillings = panelQuoteOf(quote({ ...request, categories: citizens }), longonot);
    expect(shillings.saving?.currency).toBe("KES");
    expect(shillings.saving!.perPerson).toBe(
      2500 - partyPerPerson(quote({ ...request, categories: citizens })).amount,
    );
    expect(shillings.saving!.perPerson).toBeGreaterThan(0);
  });

  it("offers each option's resident price to the panel", () => {
    const panel = bookingPanelFor(
      longonot,
      tripOptions(longonot, defaultPricingSettings.basePrices),
    );
    const budget = panel.options.find((option) => option.id === "budget")!;
    expect(budget.residentPerPerson).toEqual({
      "east-african-resident": 2500,
      "kenyan-citizen": 2500,
    });
    expect(budget.kesPerPerson).toBe(4500);
  });
});

describe("residents' park fees in the page's note", () => {
  const perDay = (amountMinor: number): FeeAdded => ({
    park: "mount-kenya",
    name: "Mount Kenya National Park",
    days: 4,
    unitMinor: amountMinor,
    currency: "KES",
    basis: "per-day",
    perPersonMinor: amountMinor * 4,
  });

  it("names one figure when citizens and residents pay the same, and each when they differ", () => {
    expect(
      residentFeesText({
        "kenyan-citizen": [perDay(25000)],
        "east-african-resident": [perDay(25000)],
      }),
    ).toBe("KES 1,000 per person for Kenyan citizens and East African residents");
    expect(
      residentFeesText({
        "kenyan-citizen": [perDay(40000)],
        "east-african-resident": [perDay(60000)],
      }),
    ).toBe(
      "KES 1,600 per person for Kenyan citizens, KES 2,400 per person for East African residents",
    );
    expect(residentFeesText({})).toBeNull();
  });

  it("ends the fee note with the residents' figures instead of 'pay theirs in KES'", () => {
    const parkDays = [{ park: "mount-longonot" as const, days: 1 }];
    const fee = (category: TravellerCategory, amountMinor: number, currency: "USD" | "KES") => ({
      id: category,
      authority: "Kenya Wildlife Service",
      park: "mount-longonot" as const,
      category,
      ageGroup: "adult" as const,
      amountMinor,
      currency,
      basis: "per-day" as const,
      validFrom: "2024-01-01",
      validUntil: null,
    });
    const fees = [
      fee("non-resident", 2600, "USD"),
      fee("kenyan-citizen", 25000, "KES"),
      fee("east-african-resident", 25000, "KES"),
    ];
    const residents = residentFeesText({
      "kenyan-citizen": feesAddedOn(parkDays, fees, today, "kenyan-citizen"),
      "east-african-resident": feesAddedOn(parkDays, fees, today, "east-african-resident"),
    });
    expect(parkFeesNote(parkDays, feesAddedOn(parkDays, fees, today), undefined, residents)).toBe(
      "Park fees are added to the trip price as their own lines: Mount Longonot National Park fee: $26 a day x 1 day = $26 per person for non-residents; KES 250 per person for Kenyan citizens and East African residents.",
    );
  });
});
