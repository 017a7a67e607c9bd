import { daysBetween } from "../calendar";

/**
 * When a balance reminder is due (issue 16): 14 days before the due date, 3 days before it, and
 * an overdue notice from the day after. Each kind is sent once per booking and due date (the
 * scheduler records what it sent). The windows do not overlap, so a scheduler that missed a day
 * (a restart, a deploy) sends the reminder late instead of not at all, and never two at once:
 * on day 2 before the due date only the 3-day reminder is due, even if the 14-day one never went.
 */
export const paymentReminderKinds = ["due-in-14-days", "due-in-3-days", "overdue"] as const;
export type PaymentReminderKind = (typeof paymentReminderKinds)[number];

/** The first day (in days before the due date) of each reminder's window. */
export const reminderDaysBefore = { "due-in-14-days": 14, "due-in-3-days": 3 } as const;

/**
 * The reminder due today for an amount due on `dueDate`, or null. None on or before the day the
 * booking was confirmed (its confirmation mail states what is due and by when), no "due soon"
 * reminder whose window had already opened when the booking was confirmed, and none once the
 * trip has started (`departureDate` passed: the operator settles it in person).
 */
export function reminderDue(input: {
  dueDate: string;
  today: string;
  departureDate: string;
  confirmedOn: string;
}): PaymentReminderKind | null {
  const { dueDate, today, departureDate, confirmedOn } = input;
  if (today > departureDate || today <= confirmedOn) return null;
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0) return "overdue";
  const opened = (days: number) => daysBetween(confirmedOn, dueDate) > days;
  if (daysLeft <= reminderDaysBefore["due-in-3-days"])
    return opened(reminderDaysBefore["due-in-3-days"]) ? "due-in-3-days" : null;
  if (daysLeft <= reminderDaysBefore["due-in-14-days"])
    return opened(reminderDaysBefore["due-in-14-days"]) ? "due-in-14-days" : null;
  return null;
}
