import { expect, it } from "vitest";
import { trips, findTrip } from "../../../content/trips";
import { insertBooking } from "../bookings/store";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import {
  cancelDeparture,
  claimSeats,
  confirmWaitlistEntry,
  departuresInMonth,
  joinWaitlist,
  offerFreedSeats,
  scheduleDepartures,
  upcomingDepartures,
  updateDeparture,
} from "./departures";

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

describeOnEachDatabase("seats on a departure under contention on %s", (t) => {
  it("books exactly the seats left when 50 bookings arrive at once; the rest get a sentence", async () => {
    await scheduleDepartures(t.db, trips, today);
    const departure = (await upcomingDepartures(t.db, "point-lenana", today, 3))[2]!;
    // 5 of its 8 seats are taken: 3 left.
    await insertBooking(t.db, {
      adventureType: "Point Lenana Summit",
      bookingDate: departure.date,
      numberOfParticipants: 5,
      totalPrice: 4250,
      clientEmail: "group@example.com",
      clientName: "Group of Five",
      tripSlug: "point-lenana",
      departureId: departure.id,
    });

    const attempt = (n: number) =>
      t.db.transaction().execute(async (trx) => {
        const claim = await claimSeats(trx, {
          departureId: departure.id,
          tripSlug: "point-lenana",
          participants: 1,
          today,
        });
        if (!claim.ok) return claim;
        await insertBooking(trx, {
          adventureType: "Point Lenana Summit",
          bookingDate: departure.date,
          numberOfParticipants: 1,
          totalPrice: 850,
          clientEmail: `racer-${n}@example.com`,
          clientName: `Racer ${n}`,
          tripSlug: "point-lenana",
          departureId: departure.id,
        });
        return claim;
      });
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => attempt(n)));

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    const refusals = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.message]));
    expect(refusals).toHaveLength(47);
    expect(new Set(refusals)).toEqual(new Set(["This departure is full"]));
    const [view] = (await upcomingDepartures(t.db, "point-lenana", today, 3)).slice(2);
    expect(view).toMatchObject({ seatsTaken: 8, status: "full" });
  });

  it("refuses a party larger than the seats left, a departure of another trip and an unknown one", async () => {
    const departure = (await upcomingDepartures(t.db, "point-lenana", today, 4))[3]!;
    const claim = (input: { departureId?: string; tripSlug?: string; participants: number }) =>
      t.db.transaction().execute((trx) =>
        claimSeats(trx, {
          departureId: input.departureId ?? departure.id,
          tripSlug: input.tripSlug ?? "point-lenana",
          participants: input.participants,
          today,
        }),
      );
    expect(await claim({ participants: 9 })).toEqual({
      ok: false,
      kind: "conflict",
      message: "Only 8 seats are left on this departure",
    });
    expect(await claim({ tripSlug: "hells-gate", participants: 1 })).toMatchObject({
      ok: false,
      kind: "invalid",
    });
    expect(await claim({ departureId: "no-such-departure", participants: 1 })).toMatchObject({
      ok: false,
      kind: "not-found",
    });
    expect(await claim({ participants: 8 })).toMatchObject({ ok: true });
  });
});

describeOnEachDatabase("the operator's edits of a departure on %s", (t) => {
  it("saves changes once per version: a second operator's stale save is refused", async () => {
    await scheduleDepartures(t.db, trips, today);
    const departure = (await upcomingDepartures(t.db, "maasai-mara-holiday", today, 5))[4]!;
    const first = await updateDeparture(
      t.db,
      departure.id,
      departure.version,
      { guide: "Joseph Lekuton", seats: 6 },
      today,
    );
    expect(first).toMatchObject({ ok: true, departure: { guide: "Joseph Lekuton", seats: 6 } });
    // The second operator read the departure before the first saved.
    const second = await updateDeparture(
      t.db,
      departure.id,
      departure.version,
      { notes: "Pick up at the airport" },
      today,
    );
    expect(second).toMatchObject({ ok: false, kind: "conflict" });
    const [now] = (await upcomingDepartures(t.db, "maasai-mara-holiday", today, 5)).slice(4);
    expect(now).toMatchObject({ guide: "Joseph Lekuton", notes: null, seats: 6 });
  });

  it("never leaves fewer seats than travellers hold, or a minimum above the seats", async () => {
    const departure = (await upcomingDepartures(t.db, "maasai-mara-holiday", today, 6))[5]!;
    await insertBooking(t.db, {
      adventureType: "Maasai Mara Holiday Safari",
      bookingDate: departure.date,
      numberOfParticipants: 4,
      totalPrice: 2800,
      clientEmail: "four@example.com",
      clientName: "Party of Four",
      tripSlug: "maasai-mara-holiday",
      departureId: departure.id,
    });
    expect(
      await updateDeparture(t.db, departure.id, departure.version, { seats: 3 }, today),
    ).toMatchObject({ ok: false, kind: "invalid" });
    expect(
      await updateDeparture(t.db, departure.id, departure.version, { minimumToRun: 8 }, today),
    ).toMatchObject({ ok: false, kind: "invalid" });
  });

  it("cancels once, and names every traveller holding seats so each can be written to", async () => {
    const departure = (await upcomingDepartures(t.db, "maasai-mara-holiday", today, 6))[5]!;
    const cancelled = await cancelDeparture(
      t.db,
      departure.id,
      departure.version,
      "Flooding closed the Talek crossing",
    );
    expect(cancelled).toEqual({
      ok: true,
      travellers: [
        { bookingId: expect.any(String), email: "four@example.com", name: "Party of Four" },
      ],
    });
    expect(await cancelDeparture(t.db, departure.id, departure.version + 1, "again")).toMatchObject(
      { ok: false, kind: "conflict" },
    );
    const [view] = (await upcomingDepartures(t.db, "maasai-mara-holiday", today, 6)).slice(5);
    expect(view!.status).toBe("cancelled");
  });
});

describeOnEachDatabase("a full departure's waitlist on %s", (t) => {
  it("queues parties, offers freed seats first come first served, and holds them", async () => {
    await scheduleDepartures(t.db, trips, today);
    const departure = (await upcomingDepartures(t.db, "samburu", today, 3))[2]!;
    const full = await insertBooking(t.db, {
      adventureType: "Samburu Safari",
      bookingDate: departure.date,
      numberOfParticipants: 7,
      totalPrice: 7 * 450,
      clientEmail: "vehicle@example.com",
      clientName: "Whole Vehicle",
      tripSlug: "samburu",
      departureId: departure.id,
    });
    const join = async (email: string, participants: number) => {
      const joined = await joinWaitlist(t.db, {
        departureId: departure.id,
        email,
        participants,
        today,
      });
      if (!joined.ok || !joined.confirmToken) return joined;
      return confirmWaitlistEntry(t.db, joined.confirmToken);
    };
    expect(await join("four@example.com", 4)).toMatchObject({ ok: true, position: 1 });
    expect(await join("Couple@Example.com", 2)).toMatchObject({ ok: true, position: 2 });
    expect(await join("solo@example.com", 1)).toMatchObject({ ok: true, position: 3 });
    expect(await join("bus@example.com", 9)).toMatchObject({ ok: false, kind: "invalid" });

    // Three seats free up: the party of four cannot fit, the couple and the solo traveller can.
    await t.db
      .updateTable("bookings")
      .set({ number_of_participants: 4 })
      .where("id", "=", full.id)
      .execute();
    const offers = await offerFreedSeats(t.db, departure.id, today);
    expect(offers.map((offer) => offer.email)).toEqual(["couple@example.com", "solo@example.com"]);
    // The offered seats are held: the departure is full for everyone else.
    const [held] = (await upcomingDepartures(t.db, "samburu", today, 3)).slice(2);
    expect(held).toMatchObject({ seatsTaken: 4, status: "full" });
    expect(await offerFreedSeats(t.db, departure.id, today)).toEqual([]);
    // With seats for them, a party is told to book instead of waiting.
    const later = (await upcomingDepartures(t.db, "samburu", today, 4))[3]!;
    expect(
      await joinWaitlist(t.db, {
        departureId: later.id,
        email: "early@example.com",
        participants: 2,
        today,
      }),
    ).toMatchObject({ ok: false, kind: "conflict" });
  });
});
