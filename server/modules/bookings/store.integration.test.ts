import { expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { findBookingForViewer, insertBooking } from "./store";
import { findBooking } from "./workflow";

describeOnEachDatabase("finding a booking by an id from a request (%s)", (t) => {
  it("finds no booking for an id no booking can have, instead of failing on PostgreSQL", async () => {
    const email = "nul-id@example.com";
    const stored = await insertBooking(t.db, bookingInput({ clientEmail: email }), new Date());
    const viewer = { userId: "nul-id-account", email, emailVerified: true };
    // The fuzz bench's counterexample: a change request on /dashboard with bookingId "\u0000"
    // answered 500 on PostgreSQL, which cannot hold a NUL in a query.
    for (const id of ["\u0000", `${stored.id}\u0000`, "../bookings", "x".repeat(81)]) {
      expect(await findBookingForViewer(t.db, viewer, id)).toBeUndefined();
      expect(await findBooking(t.db, id)).toBeUndefined();
    }
    expect((await findBookingForViewer(t.db, viewer, stored.id))?.id).toBe(stored.id);
    expect((await findBooking(t.db, stored.id))?.id).toBe(stored.id);
  });
});
