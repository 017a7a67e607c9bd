/**
 * Phone numbers as travellers type them, and as the site stores and links them. Most callers are
 * Kenyan and type the local form ("0712 000 111"), which no WhatsApp link or foreign phone can
 * dial: those are stored in international form ("+254712000111"). A number that is not recognisably
 * Kenyan and has no country code is kept as typed, because guessing its country would be wrong.
 */

const KENYA = "254";

/** The number in international form (+ and digits) when its country is known; else as typed, trimmed. */
export function internationalPhone(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00") && digits.length > 8) return `+${digits.slice(2)}`;
  // Kenyan numbers: 0 and nine digits locally, or 254 and nine digits without the +.
  if (/^0[17]\d{8}$/.test(digits) || /^0[2-6]\d{7,8}$/.test(digits))
    return `+${KENYA}${digits.slice(1)}`;
  if (/^254\d{9}$/.test(digits)) return `+${digits}`;
  return trimmed;
}

/** The digits a wa.me link needs (country code first), or null when the number has no known country. */
export function whatsappDigits(phone: string): string | null {
  const international = internationalPhone(phone);
  if (!international.startsWith("+")) return null;
  const digits = international.slice(1);
  return digits.length >= 8 ? digits : null;
}

/**
 * What a phone search looks for in stored numbers' digits: the last nine digits (a Kenyan number
 * without its 0 or +254; most other countries' subscriber numbers too), so "0712 000 111" finds
 * "+254712000111" and the other way round. Null when the text is not a phone number of 6+ digits.
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < 6) return null;
  return digits.length > 9 ? digits.slice(-9) : digits;
}
