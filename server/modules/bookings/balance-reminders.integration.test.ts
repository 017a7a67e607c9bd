import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { aProcess, runAtOnce } from "../../../tests/support/recording-outbox";
import { useSecondConnection } from "../../../tests/support/second-connection";
import type { BookingStatus, Database } from "../../platform/db/schema";

process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";

const { insertBooking } = await import("./store");
const { recordPayment } = await import("../payments/ledger");
const { sendBalanceReminders } = await import("./balance-reminders");
const { createScheduler } = await import("../../platform/scheduler/scheduler");

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const at = (day: string) => new Date(`${day}T06:00:00.000Z`);

describeOnEachDatabase("balance reminders on %s", (t, dialect) => {
  const second = useSecondConnection(t, dialect);
  const atOnce = runAtOnce(dialect);

  /**
   * A confirmed booking: $1,700 on 2030-06-01, confirmed on 2030-01-10, so the plan asks a
   * $510 deposit at once and the $1,190 balance on 2030-04-17 (45 days before departure).
   */
  async function confirmedBooking(
    label: string,
    options: { paidMinor?: number; status?: BookingStatus; confirmedOn?: string } = {},
  ) {
    const booking = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2030-06-01",
        totalPrice: 1700,
        clientEmail: `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        status: options.status ?? "confirmed",
      }),
      at("2030-01-05"),
    );
    await t.db
      .updateTable("bookings")
      .set({ confirmed_at: at(options.confirmedOn ?? "2030-01-10").toISOString() })
      .where("id", "=", booking.id)
      .execute();
    if (options.paidMinor)
      expect(
        (
          await recordPayment(t.db, {
            bookingId: booking.id,
            amountMinor: options.paidMinor,
            currency: "USD",
            method: "bank-transfer",
            providerReference: `BT-${crypto.randomUUID().slice(0, 8)}`,
            recordedBy: "operator@example.com",
            now: at(options.confirmedOn ?? "2030-01-10"),
          })
        ).recorded,
      ).toBe(true);
    return booking;
  }

  async function remindersOf(bookingId: string) {
    return t.db
      .selectFrom("payment_reminders")
      .select(["due_date", "kind", "amount_minor"])
      .where("booking_id", "=", bookingId)
      .orderBy("sent_at")
      .execute();
  }

  it("sends the 14-day, 3-day and overdue reminders once each, across two runs and two processes", async () => {
    const booking = await confirmedBooking("balance", { paidMinor: 51_000 });
    const a = aProcess(() => t.db);
    const b = aProcess(second);
    const mailsFor = () =>
      [...a.delivered, ...b.delivered].filter((mail) => mail.to === booking.client_email);

    // Nothing while the balance is more than 14 days away.
    await sendBalanceReminders(t.db, at("2030-04-02"), a.outbox);
    expect(mailsFor()).toHaveLength(0);

    for (const [day, kind] of [
      ["2030-04-03", "due-in-14-days"],
      ["2030-04-14", "due-in-3-days"],
      ["2030-04-18", "overdue"],
    ] as const) {
      // Two processes at once, then each again: one reminder of each kind.
      await atOnce([
        () => sendBalanceReminders(t.db, at(day), a.outbox),
        () => sendBalanceReminders(second(), at(day), b.outbox),
      ]);
      await sendBalanceReminders(t.db, at(day), a.outbox);
      await sendBalanceReminders(second(), at(day), b.outbox);
      expect((await remindersOf(booking.id)).at(-1)).toEqual({
        due_date: "2030-04-17",
        kind,
        amount_minor: 119_000,
      });
    }
    expect(await remindersOf(booking.id)).toHaveLength(3);
    // Each process delivered what it queued: together, one mail of each kind.
    const subjects = mailsFor().map((mail) => mail.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Payment reminder: $1,190 due on Wed, Apr 17, 2030 (${booking.id.slice(0, 8).toUpperCase()})`,
        expect.stringMatching(/^Payment due in 3 days: \$1,190/),
        expect.stringMatching(/^Payment overdue: \$1,190 was due on Wed, Apr 17, 2030/),
      ]),
    );
  });

  it("sends nothing for a booking paid in full or cancelled, and asks only what is still owed", async () => {
    const paid = await confirmedBooking("paid", { paidMinor: 170_000 });
    const cancelled = await confirmedBooking("cancelled", { status: "cancelled" });
    const partly = await confirmedBooking("partly", { paidMinor: 100_000 });
    const run = aProcess(() => t.db);
    for (const day of ["2030-04-03", "2030-04-14", "2030-04-18"])
      await sendBalanceReminders(t.db, at(day), run.outbox);
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
    expect(run.delivered.filter((mail) => mail.to === paid.client_email)).toEqual([]);
    expect((await remindersOf(partly.id)).map((row) => row.amount_minor)).toEqual([
      70_000, 70_000, 70_000,
    ]);
  });

  it("sends an unpaid deposit's overdue notice the day after confirmation, never a 'due soon'", async () => {
    const booking = await confirmedBooking("deposit", { confirmedOn: "2030-03-01" });
    const run = aProcess(() => t.db);
    await sendBalanceReminders(t.db, at("2030-03-01"), run.outbox);
    expect(await remindersOf(booking.id)).toEqual([]);
    await sendBalanceReminders(t.db, at("2030-03-02"), run.outbox);
    expect(await remindersOf(booking.id)).toEqual([
      { due_date: "2030-03-01", kind: "overdue", amount_minor: 51_000 },
    ]);
  });

  it("runs as the scheduler's job in one process at a time", async () => {
    const booking = await confirmedBooking("scheduled", { paidMinor: 51_000 });
    const a = aProcess(() => t.db);
    const b = aProcess(second);
    const job = (outbox: typeof a.outbox, db: () => Kysely<Database>) => ({
      name: `reminders-${booking.id}`,
      everyMs: 3_600_000,
      leaseMs: 600_000,
      run: (now: Date) => sendBalanceReminders(db(), now, outbox),
    });
    const clock = () => at("2030-04-03");
    const turns = await Promise.all([
      createScheduler({
        db: () => t.db,
        jobs: [job(a.outbox, () => t.db)],
        logger: quiet,
        now: clock,
      }).turn(),
      createScheduler({
        db: second,
        jobs: [job(b.outbox, second)],
        logger: quiet,
        now: clock,
      }).turn(),
    ]);
    expect(turns.flat().filter((turn) => turn.outcome === "ran")).toHaveLength(1);
    const mails = [...a.delivered, ...b.delivered].filter(
      (mail) => mail.to === booking.client_email,
    );
    expect(mails).toHaveLength(1);
  });
});
