import { describe, expect, it } from "vitest";
import { inquiryKindLabels, isInquiryKind } from "../inquiries/inquiry-kinds";
import {
  latestRequestsByBooking,
  travellerRequestKinds,
  travellerRequestTexts,
  whyNoRequests,
} from "./traveller-requests";

const today = "2030-01-01";

describe("which bookings take a change or cancellation request", () => {
  it("takes them for a pending or confirmed trip still to come, today included", () => {
    expect(whyNoRequests({ booking_status: "pending", booking_date: "2030-02-01" }, today)).toBe(
      null,
    );
    expect(whyNoRequests({ booking_status: "confirmed", booking_date: today }, today)).toBe(null);
  });

  it("refuses a cancelled, completed or past booking with a sentence", () => {
    expect(
      whyNoRequests({ booking_status: "cancelled", booking_date: "2030-02-01" }, today),
    ).toMatch(/cancelled/);
    expect(
      whyNoRequests({ booking_status: "completed", booking_date: "2029-06-01" }, today),
    ).toMatch(/completed/);
    expect(
      whyNoRequests({ booking_status: "confirmed", booking_date: "2029-12-31" }, today),
    ).toMatch(/passed/);
  });
});

describe("request kinds", () => {
  it("are inquiry kinds, so the admin inbox lists them with a label", () => {
    for (const kind of travellerRequestKinds) {
      expect(isInquiryKind(kind)).toBe(true);
      expect(inquiryKindLabels[kind]).toMatch(/^Booking (change|cancellation) request$/);
    }
  });

  it("tell the traveller that a cancellation request does not cancel by itself", () => {
    expect(travellerRequestTexts["cancellation-request"].sent).toMatch(/stays as it is/);
    expect(travellerRequestTexts["change-request"].acknowledged).toBe("Change requested");
    expect(travellerRequestTexts["cancellation-request"].acknowledged).toBe(
      "Cancellation requested",
    );
  });
});

describe("the newest request of each kind per booking", () => {
  it("keeps the newest change and the newest cancellation request, change first", () => {
    const latest = latestRequestsByBooking([
      { booking_id: "a", kind: "cancellation-request", created_at: "2030-01-03T08:00:00.000Z" },
      { booking_id: "a", kind: "change-request", created_at: "2030-01-01T08:00:00.000Z" },
      { booking_id: "a", kind: "change-request", created_at: "2030-01-02T08:00:00.000Z" },
      { booking_id: "b", kind: "change-request", created_at: "2030-01-01T09:00:00.000Z" },
    ]);
    expect(latest.get("a")).toEqual([
      { booking_id: "a", kind: "change-request", created_at: "2030-01-02T08:00:00.000Z" },
      { booking_id: "a", kind: "cancellation-request", created_at: "2030-01-03T08:00:00.000Z" },
    ]);
    expect(latest.get("b")).toHaveLength(1);
    expect(latest.get("c")).toBeUndefined();
  });
});
