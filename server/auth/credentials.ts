import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

/**
 * The checks every sign-up, sign-in and password reset passes, whether it comes from our
 * forms or straight to /api/auth. Pure: no I/O, so the same rules run in both places.
 */

export const PASSWORD_MIN = 6; // a password has at least 6 characters
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321 path limit

const markup = /[<>]/;

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(EMAIL_MAX, `Email addresses are at most ${EMAIL_MAX} characters.`)
  .pipe(z.email("Please enter a valid email address."));

const newPassword = z
  .string({ error: "Please enter a password." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine(
    (value) => !isCommonPassword(value),
    "This password is too common and easy to guess. Please choose a less common one.",
  );

export const signUpSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters.`)
    .refine((value) => !markup.test(value), "Full name cannot contain < or >."),
  email,
  password: newPassword,
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
