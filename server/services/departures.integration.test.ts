import { expect, it } from "vitest";
import { trips, findTrip } from "../../content/trips";
import { insertBooking } from "../db/bookings";
import { describeOnEachDatabase } from "../../tests/support/database-fixture";
import { departuresInMonth, scheduleDepartures, upcomingDepartures } from "./departures";

const today = "2026-11-24"; // a Tuesday

describeOnEachDatabase("scheduled departures on %s", (t) => {
  it("creates a year of departures from the trips' schedules, once", async () => {
    const created = await scheduleDepartures(t.db, trips, today);
    expect(created).toBeGreaterThan(500);
    // Run again (the daily job, or a second server process): nothing is created twice.
    expect(await scheduleDepartures(t.db, trips, today)).toBe(0);

    const lenana = await upcomingDepartures(t.db, "point-lenana", today);
    expect(lenana.length).toBe(52);
    expect(lenana[0]).toMatchObject({ date: "2026-11-28", seats: 8, minimumToRun: 2 });
    expect(lenana.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);

    const mara = await upcomingDepartures(t.db, "maasai-mara-holiday", today, 4);
    expect(mara.map((d) => d.date)).toEqual([
      "2026-11-26",
      "2026-11-30",
      "2026-12-03",
      "2026-12-07",
    ]);
    // A trip without a schedule has private dates only.
    expect(await upcomingDepartures(t.db, "team-building", today)).toEqual([]);
  });

  it("counts pending and confirmed bookings as seats taken, never cancelled ones", async () => {
    const [first] = await upcomingDepartures(t.db, "point-lenana", today, 1);
    expect(first!.status).toBe("closed"); // Saturday the 28th: inside the 7-day cut-off
    const [, second] = await upcomingDepartures(t.db, "point-lenana", today, 2);
    const book = (participants: number, status: "pending" | "confirmed" | "cancelled") =>
      insertBooking(t.db, {
        adventureType: "Point Lenana Summit",
        bookingDate: second!.date,
        numberOfParticipants: participants,
        totalPrice: 850 * participants,
        clientEmail: `seats-${status}@example.com`,
        clientName: "Seat Holder",
        tripSlug: "point-lenana",
        departureId: second!.id,
        status,
      });
    await book(1, "pending");
    let [, view] = await upcomingDepartures(t.db, "point-lenana", today, 2);
    expect(view).toMatchObject({ seatsTaken: 1, status: "open" });
    await book(3, "cancelled");
    await book(4, "confirmed");
    [, view] = await upcomingDepartures(t.db, "point-lenana", today, 2);
    expect(view).toMatchObject({ seatsTaken: 5, status: "guaranteed" });

    const december = await departuresInMonth(t.db, "2026-12", today);
    expect(december.find((d) => d.id === view!.id)?.seatsTaken).toBe(5);
    expect(december.every((d) => d.date.startsWith("2026-12"))).toBe(true);
    expect(findTrip("point-lenana")?.departures?.seats).toBe(8);
  });
});
