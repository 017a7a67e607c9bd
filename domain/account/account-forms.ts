import { PASSWORD_MAX, PASSWORD_MIN } from "../auth/password-rules";
import { normalizeEmail } from "../contact/email";

/**
 * The traveller's account forms (issue 17, decision 0032): change email, change password and
 * delete the account. Checked here before better-auth sees them, one sentence per field; the
 * password fields are never sent back. Pure, and free of zod so the page's bundle stays small.
 */

export type EmailChangeField = "newEmail" | "currentPassword";
export type PasswordChangeField = "currentPassword" | "newPassword" | "confirmPassword";
export type DeleteAccountField = "password" | "understood";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormParse<Field extends string, Values> =
  { ok: true; values: Values } | { ok: false; errors: FieldErrors<Field> };

const EMAIL_MAX = 254;

/** Said beside the "Current password" field when better-auth finds it wrong (email and password change). */
export const wrongCurrentPassword = "Your current password is not right. Please try again.";
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseEmailChange(
  form: { newEmail?: string; currentPassword?: string },
  currentEmail: string,
): FormParse<EmailChangeField, { newEmail: string; currentPassword: string }> {
  const newEmail = normalizeEmail(form.newEmail ?? "");
  const currentPassword = form.currentPassword ?? "";
  const errors: FieldErrors<EmailChangeField> = {};
  if (!newEmail) errors.newEmail = "Please enter the new email address.";
  else if (newEmail.length > EMAIL_MAX || !emailShape.test(newEmail))
    errors.newEmail = "Please enter a valid email address, like name@example.com.";
  else if (newEmail === normalizeEmail(currentEmail))
    errors.newEmail = "This is already your email address. Enter the new one.";
  // As for a password change and a deletion (decision 0043): a session alone cannot move the account.
  if (!currentPassword) errors.currentPassword = "Please enter your current password.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, values: { newEmail, currentPassword } };
}

export function parsePasswordChange(form: {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}): FormParse<PasswordChangeField, { currentPassword: string; newPassword: string }> {
  const currentPassword = form.currentPassword ?? "";
  const newPassword = form.newPassword ?? "";
  const errors: FieldErrors<PasswordChangeField> = {};
  if (!currentPassword) errors.currentPassword = "Please enter your current password.";
  if (newPassword.length < PASSWORD_MIN)
    errors.newPassword = `Your new password must be at least ${PASSWORD_MIN} characters.`;
  else if (newPassword.length > PASSWORD_MAX)
    errors.newPassword = `Your new password must be at most ${PASSWORD_MAX} characters.`;
  else if (newPassword === currentPassword)
    errors.newPassword = "Your new password must differ from the current one.";
  if (!errors.newPassword && (form.confirmPassword ?? "") !== newPassword)
    errors.confirmPassword = "The two new passwords do not match. Type the same one twice.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, values: { currentPassword, newPassword } };
}

export function parseAccountDeletion(form: {
  password?: string;
  understood?: string;
}): FormParse<DeleteAccountField, { password: string }> {
  const errors: FieldErrors<DeleteAccountField> = {};
  if (!form.password) errors.password = "Please enter your password to confirm it is you.";
  if (form.understood !== "yes")
    errors.understood = "Please tick the box to confirm you have read what is deleted and kept.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, values: { password: form.password! } };
}

/**
 * What deleting an account does, in the words the page shows before the traveller confirms
 * (decision 0032). Bookings with payments are accounting records that Kenya's Tax Procedures
 * Act 2015 requires us to keep for five years.
 */
export const accountDeletionTexts = {
  deleted: [
    "Your account: your name, email address and password. You are signed out everywhere.",
    "From your bookings: your name, email address, phone number and special requirements.",
    "From a booking someone else made with your email address in their account: your name, email address and phone number. The booking stays theirs.",
    "Your contact messages and quote requests, your places on waiting lists and your reviews.",
  ],
  kept: [
    "Each booking's reference, trip, dates, number of travellers, amounts and the payments made on it, with nothing that names you.",
  ],
  why: "Bookings and payments are accounting records: Kenya's Tax Procedures Act requires us to keep them for five years. Kept this way, they no longer identify you.",
  blockedByTrip:
    "You have a trip coming up. Please cancel it from your bookings first, or write to us: we cannot run a trip for a traveller we cannot reach.",
} as const;

/** A booking that stops the deletion: pending or confirmed, and not yet over. */
export function blocksDeletion(
  booking: { status: string; endDate: string },
  today: string,
): boolean {
  return (
    (booking.status === "pending" || booking.status === "confirmed") && booking.endDate >= today
  );
}
