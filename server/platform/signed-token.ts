import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signing with the auth secret, in one place: the review and pay-page links, the booking receipt
 * and sign-up marker cookies, the calendar feed's address and the M-Pesa callback's path token.
 * A signature is the HMAC (SHA-256, base64url) of `<purpose>:<value>`, so a token made for one
 * use is refused by another. Values stay readable: sign ids, never secrets.
 */
export function signature(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/** Constant time: a secret or signature cannot be guessed a character at a time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<value>.<signature>`: a link or cookie that names one thing and cannot be made up. */
export function signToken(secret: string, purpose: string, value: string): string {
  if (value.includes(".")) throw new Error("A signed value cannot contain a dot.");
  return `${value}.${signature(secret, purpose, value)}`;
}

/** The value a token carries when its signature is right for this purpose; otherwise null. */
export function verifyToken(
  secret: string,
  purpose: string,
  token: string,
  maxLength = 512,
): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > maxLength) return null;
  const value = token.slice(0, dot);
  return sameSecret(token.slice(dot + 1), signature(secret, purpose, value)) ? value : null;
}
