import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingLedgerPanel, type LedgerPanelProps } from "./booking-ledger-panel";

// The admin booking page's ledger: every entry as recorded, in the admin's shared table.

const bookingId = "3f1c9a7e-0000-4000-8000-000000000001";

const balance: LedgerPanelProps["balance"] = {
  currency: "USD",
  totalMinor: 170_000,
  owed: {
    currency: "USD",
    totalMinor: 170_000,
    parts: [{ currency: "USD", amountMinor: 170_000 }],
    rate: null,
    estimate: false,
    uncounted: null,
  },
  paidMinor: 90_000,
  refundedMinor: 0,
  outstandingMinor: 80_000,
  creditMinor: 0,
  paidParts: [{ currency: "USD", amountMinor: 90_000, countedMinor: 90_000 }],
  plan: null,
  status: null,
  kesMinorPerUsd: 12_935,
  kesRateSetOn: "2030-01-10",
  entries: [
    {
      id: "entry-1",
      amount_minor: 50_000,
      currency: "USD",
      method: "mpesa-paybill",
      provider_reference: "QK12345678",
      kes_minor_per_usd: null,
      recorded_by: "operator@example.com",
      note: null,
      created_at: "2030-01-11T09:30:00.000Z",
    },
    {
      id: "entry-2",
      amount_minor: 5_174_000,
      currency: "KES",
      method: "cash",
      provider_reference: null,
      kes_minor_per_usd: 12_935,
      recorded_by: "operator@example.com",
      note: "Paid at the office",
      created_at: "2030-01-12T14:05:00.000Z",
    },
  ],
};

function renderPanel(props: Partial<LedgerPanelProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/admin/bookings/:id",
      HydrateFallback: () => null,
      Component: () => (
        <BookingLedgerPanel
          bookingId={bookingId}
          balance={balance}
          currentRate={null}
          busy={false}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/admin/bookings/${bookingId}`]} />);
}

const texts = (elements: HTMLElement[]) =>
  elements.map((element) => element.textContent?.replace(/\s+/g, " ").trim());

describe("the ledger table", () => {
  it("names itself and its columns, and shows each entry's cells", async () => {
    renderPanel();
    const table = await screen.findByRole("table", {
      name: "Payments and refunds of this booking, oldest first",
    });
    expect(texts(within(table).getAllByRole("columnheader"))).toEqual([
      "When",
      "Method",
      "Amount",
      "Code",
      "Receipt",
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(texts(within(first!).getAllByRole("cell"))).toEqual([
      "Jan 11, 2030 09:30 UTCby operator@example.com",
      "M-Pesa Paybill",
      "$500",
      "QK12345678",
      "PDF",
    ]);
    expect(texts(within(second!).getAllByRole("cell"))).toEqual([
      "Jan 12, 2030 14:05 UTCby operator@example.com",
      "CashPaid at the office",
      "KES 51,740= $400",
      "None",
      "PDF",
    ]);
    expect(within(first!).getByRole("link", { name: "PDF" }).getAttribute("href")).toBe(
      `/bookings/${bookingId}/receipts/entry-1.pdf`,
    );
  });

  it("is not shown before anything is paid", async () => {
    renderPanel({ balance: { ...balance, paidMinor: 0, entries: [] } });
    expect(await screen.findByText("Nothing paid yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
