import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SeatHoldBadge, SeatHoldNotice } from "./seat-hold-notice";

// A pending booking's seats in the admin (decision 0055): held for the deposit until a time, or
// released because the request went unanswered; nothing on other bookings.

const request = {
  booking_status: "pending",
  created_at: "2026-11-20T06:00:00.000Z",
  hold_expires_at: null,
  seats_released_at: null,
};

describe("the seat hold notice and badge", () => {
  it("tell the operator a request's seats were released, and when", () => {
    const released = { ...request, seats_released_at: "2026-11-22T07:00:00.000Z" };
    render(
      <>
        <SeatHoldNotice booking={released} />
        <SeatHoldBadge booking={released} />
      </>,
    );
    expect(screen.getByTestId("seat-hold-notice").textContent).toContain(
      "Seats released: unanswered for 49 hours, on Sun, Nov 22, 2026, 10:00 Kenyan time (EAT).",
    );
    expect(screen.getByText("Seats released")).toBeTruthy();
  });

  it("tell until when a held booking keeps its seats", () => {
    const held = { ...request, hold_expires_at: "2026-11-20T06:30:00.000Z" };
    render(<SeatHoldBadge booking={held} />);
    expect(screen.getByText("Held until 09:30 (Kenyan time)")).toBeTruthy();
  });

  it("show nothing on a confirmed booking", () => {
    const { container } = render(
      <SeatHoldNotice
        booking={{ ...request, booking_status: "confirmed", seats_released_at: request.created_at }}
      />,
    );
    expect(container.textContent).toBe("");
  });
});
