/**
 * Where a verification link lands (/auth/verified): better-auth redirects there after confirming
 * the address, or with `?error=CODE` when it could not. The page's words for each case.
 */
export type VerificationResult = "verified" | "expired" | "invalid";

/** The path every verification mail's link returns to (server/modules/accounts/actions.ts passes it as callbackURL). */
export const VERIFIED_PATH = "/auth/verified";

export function verificationResult(errorCode: string | null): VerificationResult {
  if (errorCode === null) return "verified";
  return errorCode === "TOKEN_EXPIRED" ? "expired" : "invalid";
}

export const verificationTexts: Readonly<
  Record<VerificationResult, { title: string; intro: string }>
> = {
  verified: {
    title: "Your email is verified",
    intro:
      "Thank you: your address is confirmed, and bookings made with it appear in your account.",
  },
  expired: {
    title: "This link has expired",
    intro:
      "Verification links work for 24 hours. Sign in with your email and password, and we will send you a new link.",
  },
  invalid: {
    title: "This link does not work",
    intro:
      "It may be incomplete, or replaced by a newer link. Sign in with your email and password: if your address still needs confirming, we will send you a new link.",
  },
};
