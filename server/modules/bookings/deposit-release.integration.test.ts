import { beforeAll, describe, expect, it } from "vitest";
import { trips } from "../../../content/trips";
import { addDays, businessDay } from "../../../domain/calendar";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";

// Issue 28: a confirmed booking whose deposit is overdue is reminded, then released after the
// grace period the operator sets, with mails to the traveller and to the operator.
usePrivateAppDatabase("deposit-release");
process.env.AUTH_SECRET = "deposit-release-test-secret-at-least-32-characters";

const { getDb } = await import("../../platform/db");
const { insertBooking } = await import("./store");
const { releaseOverdueDeposits } = await import("./holds");
const { bookingBalance } = await import("../payments");
const { scheduleDepartures, upcomingDepartures } = await import("../departures/departures");

const db = () => getDb().db;
const now = new Date();
const today = businessDay(now);

async function overdueBooking(remindedDaysAgo: number, email: string) {
  const departure = (await upcomingDepartures(db(), "point-lenana", today, 30)).find(
    (candidate) => candidate.status === "open" && candidate.date > addDays(today, 60),
  )!;
  const booking = await insertBooking(db(), {
    adventureType: "Point Lenana Summit",
    bookingDate: departure.date,
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: email,
    clientName: "Otieno Kamau",
    tripSlug: "point-lenana",
    departureId: departure.id,
    status: "confirmed",
  });
  const first = (await bookingBalance(db(), booking.id, now))!.plan!.instalments[0]!;
  await db()
    .insertInto("payment_reminders")
    .values({
      booking_id: booking.id,
      due_date: first.dueDate,
      kind: "overdue",
      amount_minor: first.amountMinor,
      currency: "USD",
      sent_at: new Date(now.getTime() - remindedDaysAgo * 86_400_000).toISOString(),
    })
    .execute();
  return booking;
}

const statusOf = async (id: string) =>
  (
    await db()
      .selectFrom("bookings")
      .select("booking_status")
      .where("id", "=", id)
      .executeTakeFirst()
  )?.booking_status;

describe("releasing a deposit left unpaid", () => {
  beforeAll(async () => {
    await scheduleDepartures(db(), trips, today);
  });

  it("releases it after the grace period with mails to the traveller and the operator, not before", async () => {
    const fresh = await overdueBooking(3, "reminded-lately@example.com");
    const old = await overdueBooking(8, "reminded-long-ago@example.com");
    expect(await releaseOverdueDeposits(db(), now)).toEqual({ released: 1 });
    expect(await statusOf(fresh.id)).toBe("confirmed");
    expect(await statusOf(old.id)).toBe("cancelled");
    const mails = await db().selectFrom("mail_outbox").select(["recipient", "subject"]).execute();
    expect(mails.find((mail) => mail.recipient === "reminded-long-ago@example.com")).toBeDefined();
    const operator = mails.find((mail) =>
      mail.subject.startsWith("Released for an unpaid deposit"),
    );
    expect(operator).toMatchObject({ recipient: "bookings@kilele-expeditions.example" });
    expect(operator!.subject).toContain("Point Lenana Summit");
    expect(mails.some((mail) => mail.recipient === "reminded-lately@example.com")).toBe(false);
  });
});
