import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A value and its HMAC (SHA-256 with the auth secret), for links that must name one thing and
 * cannot be made up: `<value>.<signature>`. The purpose is part of what is signed, so a token
 * made for one use (a review link) is refused by another. The value itself is readable: sign
 * ids, never secrets.
 */
function signature(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

export function signToken(secret: string, purpose: string, value: string): string {
  if (value.includes(".")) throw new Error("A signed value cannot contain a dot.");
  return `${value}.${signature(secret, purpose, value)}`;
}

/** The value a token carries when its signature is right for this purpose; otherwise null. */
export function verifyToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 512) return null;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, value));
  // Constant time: the signature cannot be guessed a character at a time.
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
