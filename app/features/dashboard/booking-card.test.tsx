import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { BookingCard } from "./booking-card";
import type { RequestAnswer } from "./booking-request-form";
import type { DashboardBooking } from "./bookings";
import { accountFor } from "../../../tests/support/booking-account";

// One booking card on the dashboard, rendered by React Router with a stand-in for the dashboard's
// action: it records what the request form posted and answers as the real action does.

const today = "2030-01-10";
let posted: Array<Record<string, string>>;

beforeEach(() => {
  posted = [];
});

function booking(overrides: Partial<DashboardBooking> = {}): DashboardBooking {
  return {
    id: "3f1c9a7e-0000-4000-8000-000000000001",
    adventure_type: "Point Lenana Summit",
    booking_status: "confirmed",
    booking_date: "2030-02-01",
    number_of_participants: 2,
    total_price: 1700,
    special_requirements: null,
    created_at: "2030-01-02T10:00:00.000Z",
    reference: "3F1C9A7E",
    trip: { pagePath: "/itinerary/point-lenana", pdfPath: "/itineraries/point-lenana.pdf" },
    notes: [],
    requests: [],
    account: accountFor({ totalPriceUsd: 1700 }),
    ...overrides,
  };
}

function renderCard(shown: DashboardBooking) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      HydrateFallback: () => null,
      action: async ({ request }): Promise<RequestAnswer> => {
        const form = Object.fromEntries(
          [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
        );
        posted.push(form);
        return {
          intent: "request",
          status: 200,
          bookingId: form.bookingId ?? null,
          kind: "change-request",
          notice: {
            tone: "success",
            title: "Request sent",
            description: "We have your change request and will reply by email within 24 hours.",
          },
        };
      },
      Component: () => (
        <ul>
          <BookingCard booking={shown} today={today} />
        </ul>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/dashboard"]} />);
}

describe("a booking card on the dashboard", () => {
  it("a party priced per traveller shows its lines and a total per currency, not one dollar total", async () => {
    renderCard(
      booking({
        total_price: 850,
        priceLines: [
          {
            kind: "trip",
            label: "Trip price, non-resident",
            category: "non-resident",
            people: 1,
            unitsPerPerson: 1,
            unitMinor: 85000,
            amountMinor: 85000,
            currency: "USD",
          },
          {
            kind: "trip",
            label: "Trip price, Kenyan citizen",
            category: "kenyan-citizen",
            people: 1,
            unitsPerPerson: 1,
            unitMinor: 6080000,
            amountMinor: 6080000,
            currency: "KES",
          },
        ],
      }),
    );
    expect(await screen.findByText("Trip price, Kenyan citizen", { exact: false })).toBeTruthy();
    expect(screen.getByText("Total in KES").nextSibling?.textContent).toBe("KES 60,800");
    expect(screen.getByText("Total in USD").nextSibling?.textContent).toBe("$850");
    expect(screen.queryByText("Total price")).toBeNull();
  });

  it("says whether a group departure runs; a private date says nothing of it", async () => {
    const { unmount } = renderCard(booking({ departureLine: "Needs 2 more travellers to run" }));
    expect((await screen.findByTestId("departure-line")).textContent).toBe(
      "Group departure: Needs 2 more travellers to run",
    );
    unmount();
    renderCard(booking());
    expect(await screen.findByText("3F1C9A7E")).toBeTruthy();
    expect(screen.queryByTestId("departure-line")).toBeNull();
  });

  it("shows the reference, the operator's notes, the requests already made, and the trip's links", async () => {
    renderCard(
      booking({
        notes: [
          { text: "Your guide Kamau meets you at 7:00.", created_at: "2030-01-05T08:00:00.000Z" },
        ],
        requests: [{ kind: "cancellation-request", created_at: "2030-01-06T23:30:00.000Z" }],
      }),
    );
    expect(await screen.findByText("3F1C9A7E")).toBeTruthy();
    const notes = screen.getByRole("list", { name: "Notes from Kilele Expeditions" });
    expect(within(notes).getByText("Your guide Kamau meets you at 7:00.")).toBeTruthy();
    expect(within(notes).getByText("Jan 05, 2030")).toBeTruthy();
    // The day the request was stored in Nairobi (23:30 UTC is 02:30 on 7 January there, decision
    // 0042), whatever the reader's time zone.
    expect(screen.getByText(/Cancellation requested on Jan 07, 2030/).textContent).toContain(
      "your booking stays as it is until we confirm",
    );
    expect(screen.getByRole("link", { name: /Trip page/ }).getAttribute("href")).toBe(
      "/itinerary/point-lenana",
    );
    expect(screen.getByRole("link", { name: /Itinerary PDF/ }).getAttribute("href")).toBe(
      "/itineraries/point-lenana.pdf",
    );
  });

  it("offers no requests on a cancelled, completed or past booking", async () => {
    for (const overrides of [
      { booking_status: "cancelled" as const },
      { booking_status: "completed" as const, booking_date: "2029-12-01" },
      { booking_date: "2030-01-09" },
    ]) {
      const { unmount } = renderCard(booking(overrides));
      await screen.findByText("3F1C9A7E");
      expect(screen.queryByText("Request a change")).toBeNull();
      expect(screen.queryByText("Request cancellation")).toBeNull();
      unmount();
    }
  });

  it("sends a change request in place and puts the answer where the form was", async () => {
    renderCard(booking());
    fireEvent.click(await screen.findByText("Request a change"));
    fireEvent.change(screen.getByLabelText("What would you like to change?"), {
      target: { value: "Could we start on the Sunday?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send change request" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Request sent"));
    expect(posted).toEqual([
      {
        intent: "request",
        bookingId: "3f1c9a7e-0000-4000-8000-000000000001",
        kind: "change-request",
        message: "Could we start on the Sunday?",
      },
    ]);
    expect(screen.queryByRole("button", { name: "Send change request" })).toBeNull();
    // The answer holds the focus (not the page: the closed form's button is gone); it is moved
    // there once the answer has rendered.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Request sent"));
    expect(document.activeElement).not.toBe(document.body);
    // The other request stays available.
    expect(screen.getByText("Request cancellation")).toBeTruthy();
  });

  it("shows the refund the cancellation policy gives today inside the cancellation form only", async () => {
    renderCard(
      booking({
        cancellation: {
          asOf: today,
          daysBefore: 22,
          nothingPaid: false,
          paid: "$1,700",
          kept: "$1,275",
          refund: "$425",
          rule: "Cancel 30 to 8 days before departure: we keep 75% of the trip price and refund the rest of what you paid.",
        },
      }),
    );
    const refund = await screen.findByTestId("cancellation-refund");
    expect(refund.textContent).toContain(
      "If you cancel today (Jan 10, 2030, 22 days before departure)",
    );
    expect(within(refund).getByTestId("refund-amount").textContent).toBe("$425");
    expect(refund.closest("details")?.querySelector("summary")?.textContent).toBe(
      "Request cancellation",
    );
    expect(screen.getAllByTestId("cancellation-refund")).toHaveLength(1);
  });

  // Issue 28: a confirmed booking with nothing paid yet still reads which tier applies today.
  it("states the tier that applies to a confirmed booking with nothing paid", async () => {
    const rule =
      "Cancel 60 to 31 days before departure: we keep 50% of the trip price and refund the rest of what you paid.";
    renderCard(
      booking({
        cancellation: {
          asOf: today,
          daysBefore: 45,
          nothingPaid: true,
          paid: "$0",
          kept: "$0",
          refund: "$0",
          rule,
        },
      }),
    );
    const refund = await screen.findByTestId("cancellation-refund");
    expect(refund.textContent).toContain("45 days before departure");
    expect(refund.textContent).toContain(
      "Nothing has been paid yet, so there is nothing to refund.",
    );
    expect(within(refund).getByTestId("cancellation-tier").textContent).toBe(
      `The tier that applies: ${rule}`,
    );
  });
});
