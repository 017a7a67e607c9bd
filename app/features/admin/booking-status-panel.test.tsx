import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AmountOwed } from "../../../domain/payments/amount-owed";
import { BookingStatusPanel } from "./booking-status-panel";

// The admin booking page's confirm form (decision 0038): it says what the booking owes now and
// takes the final total in the booking's ledger currency, not "US dollars" for every booking.

const booking = {
  id: "3f1c9a7e-0000-4000-8000-000000000001",
  booking_status: "pending" as const,
  booking_date: "2030-02-01",
  total_price: 0,
  number_of_participants: 2,
  client_email: "wanjiru@example.com",
};

function renderPanel(owed: AmountOwed) {
  const Stub = createRoutesStub([
    {
      path: "/admin/bookings/:id",
      HydrateFallback: () => null,
      Component: () => (
        <BookingStatusPanel
          booking={booking}
          owed={owed}
          next={["confirmed", "cancelled"]}
          cancelling={false}
          completableFrom={null}
          errors={{}}
          values={{}}
          busy={false}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/admin/bookings/${booking.id}`]} />);
}

const owedText = () => screen.getByTestId("confirm-owed").textContent?.replace(/\s+/g, " ");

describe("the confirm form's final total", () => {
  it("is in shillings for a party of residents, starting from what it owes", async () => {
    renderPanel({
      currency: "KES",
      totalMinor: 12_480_000,
      parts: [{ currency: "KES", amountMinor: 12_480_000 }],
      rate: null,
      estimate: false,
      uncounted: null,
    });
    const field = await screen.findByLabelText<HTMLInputElement>(
      "Final total in Kenya shillings (KES)",
    );
    expect(field.value).toBe("124800");
    expect(owedText()).toBe("The booking owes KES 124,800 now, for 2 people, park fees included.");
  });

  it("is in dollars for a mixed party, saying how the shillings were counted", async () => {
    renderPanel({
      currency: "USD",
      totalMinor: 148_000,
      parts: [
        { currency: "USD", amountMinor: 101_000 },
        { currency: "KES", amountMinor: 6_110_000 },
      ],
      rate: 13_000,
      estimate: true,
      uncounted: null,
    });
    const field = await screen.findByLabelText<HTMLInputElement>("Final total in US dollars (USD)");
    expect(field.value).toBe("1480");
    expect(owedText()).toContain("$1,010 + KES 61,100, the shillings counted at USD 1 = KES 130");
    expect(owedText()).toContain("Confirming locks today's exchange rate.");
  });
});
