/**
 * The operator's second factor (decision 0046): how an authenticator app learns the secret, and
 * what a code looks like before it goes to better-auth.
 */

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed in by hand. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The secret in groups of four, easier to read out and type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The otpauth:// link an authenticator app opens (Key Uri Format): 6 digits every 30 seconds. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.toString()}`;
}

export const totpCodeMessage = "Enter the 6-digit code from your authenticator app.";
export const recoveryCodeMessage = "Enter one of your recovery codes, as it was shown to you.";

/** A TOTP code as typed (spaces allowed), or null when it cannot be one. */
export function totpCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** A recovery code as typed (better-auth's are 10 letters and digits with a dash), or null. */
export function recoveryCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim();
  return /^[A-Za-z0-9-]{6,40}$/.test(code) ? code : null;
}
