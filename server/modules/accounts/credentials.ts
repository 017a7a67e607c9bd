import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../domain/auth/password-rules";
import { isCommonPassword } from "./common-passwords";

export { PASSWORD_MAX, PASSWORD_MIN };

/**
 * The checks every sign-up, sign-in and password reset passes, whether it comes from our
 * forms or straight to /api/auth. Pure: no I/O, so the same rules run in both places.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321 path limit

const markup = /[<>]/;

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(EMAIL_MAX, `Email addresses are at most ${EMAIL_MAX} characters.`)
  .pipe(z.email("Please enter a valid email address."));

export const newPassword = z
  .string({ error: "Please enter a password." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine(
    (value) => !isCommonPassword(value),
    "This password is too common and easy to guess. Please choose a less common one.",
  );

const fullName = z
  .string({ error: "Please enter your full name." })
  .trim()
  .min(1, "Please enter your full name.")
  .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters.`)
  .refine((value) => !markup.test(value), "Full name cannot contain < or >.");

/** No profile pictures: the site never shows one, and a URL there would be ours to serve. */
const noImage = z.undefined({ error: "A profile picture cannot be set." }).optional();

export const signUpSchema = z.object({
  name: fullName,
  email,
  password: newPassword,
  image: noImage,
});

/** better-auth's /change-password: the new password follows the sign-up rules. */
export const changePasswordSchema = z.object({
  newPassword,
  currentPassword: z
    .string({ error: "Please enter your current password." })
    .min(1, "Please enter your current password.")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});

/** better-auth's /update-user: a name follows the sign-up rules; no picture. */
export const updateUserSchema = z.object({
  name: fullName.optional(),
  image: noImage,
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});

export const requestResetSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  newPassword,
  token: z
    .string({ error: "The reset link is incomplete." })
    .min(1, "The reset link is incomplete.")
    .max(512, "The reset link is not valid."),
});

/** The first problem as one sentence, for an alert box or an API error. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form and try again.";
}

/** The message when the email or the password is missing, in the auth service's own wording. */
export const missingCredentialsMessage =
  "You must provide either an email or phone number and a password";
