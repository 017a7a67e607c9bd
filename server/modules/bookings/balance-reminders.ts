import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { reminderDue } from "../../../domain/payments/balance-reminders";
import { siteContacts } from "../../platform/config";
import type { Booking, Database } from "../../platform/db/schema";
import { getMailOutbox, type MailOutbox } from "../../platform/mail";
import { mailClaimFor } from "./claims";
import { balanceReminderEmail } from "./policy-mails";
import { balancesOf, payPageUrl } from "../payments";

/**
 * The balance reminders job (decision 0028): for every confirmed booking still to travel, each
 * instalment of its payment plan that is not paid in full gets a reminder 14 and 3 days before
 * its due date and an overdue notice from the day after (domain/payments/balance-reminders.ts).
 * Each is sent at most once per booking, due date and kind: the `payment_reminders` row and the
 * mail are stored in one transaction, and the row's primary key makes a second insert (another
 * process, a second run) insert nothing and so queue nothing. Fully paid and cancelled bookings
 * get nothing.
 */

export interface ReminderRun {
  /** Reminders stored and queued in this run. */
  sent: number;
  /** Bookings looked at. */
  bookings: number;
}

/** How to pay, for the reminder: the ways that need no keys, with the booking's reference. */
export function howToPayLines(reference: string): string[] {
  return [
    `M-Pesa Paybill or bank transfer, with ${reference} as the account reference.`,
    "Your payment page (the button above) shows the Paybill number, our bank details, what you have paid so far and, where we offer them, M-Pesa prompts and card payment.",
  ];
}

export async function sendBalanceReminders(
  db: Kysely<Database>,
  now: Date,
  outbox: MailOutbox = getMailOutbox(),
): Promise<ReminderRun> {
  const today = businessDay(now);
  const bookings = await db
    .selectFrom("bookings")
    .selectAll()
    .where("booking_status", "=", "confirmed")
    .where("booking_date", ">=", today)
    .execute();
  if (bookings.length === 0) return { sent: 0, bookings: 0 };
  const balances = await balancesOf(db, bookings, now);
  const { siteUrl } = siteContacts();
  let sent = 0;
  for (const booking of bookings) {
    const balance = balances.get(booking.id)!;
    if (!balance.plan || !balance.status || balance.outstandingMinor <= 0) continue;
    const confirmedOn = confirmedDay(booking);
    for (const instalment of balance.status.instalments) {
      if (instalment.remainingMinor <= 0) continue;
      const kind = reminderDue({
        dueDate: instalment.dueDate,
        today,
        departureDate: booking.booking_date,
        confirmedOn,
      });
      if (!kind) continue;
      const reference = shortReference(booking.id);
      const mail = balanceReminderEmail({
        kind,
        reference,
        clientName: booking.client_name,
        adventureType: booking.adventure_type,
        bookingDate: booking.booking_date,
        dueDate: instalment.dueDate,
        amountMinor: instalment.remainingMinor,
        currency: balance.currency,
        howToPay: howToPayLines(reference),
        siteUrl,
        claim: mailClaimFor([booking], now),
        payLink: payPageUrl(booking, now),
      });
      const deliver = await queueReminderOnce(db, outbox, {
        booking,
        dueDate: instalment.dueDate,
        kind,
        amountMinor: instalment.remainingMinor,
        currency: balance.currency,
        mail,
        now,
      });
      if (deliver) {
        sent += 1;
        await deliver();
      }
    }
  }
  return { sent, bookings: bookings.length };
}

/**
 * Records the reminder and queues its mail in one transaction, once per booking, due date and kind
 * (the unique index decides): null when another run sent it already.
 */
async function queueReminderOnce(
  db: Kysely<Database>,
  outbox: MailOutbox,
  reminder: {
    booking: Booking;
    dueDate: string;
    kind: NonNullable<ReturnType<typeof reminderDue>>;
    amountMinor: number;
    currency: Parameters<typeof balanceReminderEmail>[0]["currency"];
    mail: ReturnType<typeof balanceReminderEmail>;
    now: Date;
  },
): Promise<(() => Promise<void>) | null> {
  const { booking, mail, now } = reminder;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("payment_reminders")
      .values({
        booking_id: booking.id,
        due_date: reminder.dueDate,
        kind: reminder.kind,
        amount_minor: reminder.amountMinor,
        currency: reminder.currency,
        sent_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["booking_id", "due_date", "kind"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
    return outbox.queueWithin(trx, [{ to: booking.client_email, fromOperator: true, ...mail }]);
  });
}

/**
 * The day the booking was confirmed (the ledger's confirmed_at; older bookings: when last
 * updated), in Nairobi as the plan counts it.
 */
function confirmedDay(booking: Booking): string {
  return businessDay(new Date(booking.confirmed_at ?? booking.updated_at));
}
