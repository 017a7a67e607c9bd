import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PanelQuote } from "../../../domain/booking/booking-panel";
import { CheckoutSummary } from "./checkout-summary";
import { QuoteFigures, type QuoteLook } from "./quote-figures";

// The quote as the trip page's panel and the checkout draw it: one component, so the two places
// cannot tell a traveller different figures for the same quote.

const quote = (overrides: Partial<PanelQuote> = {}): PanelQuote => ({
  optionId: null,
  participants: 2,
  date: "2030-03-14",
  perPerson: 850,
  total: 1700,
  saving: null,
  lines: [
    {
      kind: "trip",
      label: "Trip price, non-resident",
      category: "non-resident",
      people: 2,
      unitsPerPerson: 1,
      unitMinor: 85_000,
      amountMinor: 170_000,
      currency: "USD",
    },
  ],
  totals: [{ currency: "USD", amountMinor: 170_000 }],
  needsProof: false,
  categories: ["non-resident", "non-resident"],
  childAges: [],
  ...overrides,
});

function renderInRouter(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the quote's figures, drawn once for the panel and the checkout", () => {
  it.each<[QuoteLook, string]>([
    ["panel", "Total for 2 people"],
    ["checkout", "Total"],
  ])("the %s shows the date, the price per person and the total", async (look, totalLabel) => {
    renderInRouter(
      <dl>
        <QuoteFigures look={look} quote={quote()} departure={null} totalLabel={totalLabel} />
      </dl>,
    );
    expect((await screen.findByTestId(`${look}-per-person`)).textContent).toContain("$850");
    expect(screen.getByTestId(`${look}-total`).textContent).toContain("$1,700");
    expect(screen.getByText(totalLabel)).toBeTruthy();
    expect(screen.getByText("Date")).toBeTruthy();
  });

  it("names the departure being priced, and leaves the per-person price to the lines of a mixed party", async () => {
    const mixed = quote({
      lines: [
        ...quote().lines,
        {
          kind: "fee",
          label: "Mount Kenya National Park fee, Kenyan citizen",
          category: "kenyan-citizen",
          people: 1,
          unitsPerPerson: 4,
          unitMinor: 30_000,
          amountMinor: 120_000,
          currency: "KES",
        },
      ],
      totals: [
        { currency: "USD", amountMinor: 170_000 },
        { currency: "KES", amountMinor: 120_000 },
      ],
    });
    renderInRouter(
      <CheckoutSummary
        name="Point Lenana Summit"
        duration="4 days"
        departure={{ date: "2030-03-14", statusLabel: "3 seats left" }}
        quote={mixed}
      />,
    );
    const list = await screen.findByLabelText("Your trip");
    expect(within(list).getByText("Departure")).toBeTruthy();
    expect(within(list).getByText(/3 seats left/)).toBeTruthy();
    expect(within(list).getByText("Travellers").nextSibling?.textContent).toContain("2");
    expect(screen.queryByTestId("checkout-per-person")).toBeNull();
    expect(screen.getByTestId("checkout-lines").textContent).toContain("KES 1,200");
  });
});
