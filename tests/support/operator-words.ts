/**
 * Words that belong to the code, not to the operator who reads /admin/security (issue 14): names
 * of functions, frameworks, settings and protocols. A finding, its recommendation and what its
 * live check saw must say what they mean without them.
 */
export const codeWords =
  /requireAdmin|Hono|AUTH_SECRET|[A-Z]+_[A-Z]+|middleware|loader|\bAPI\b|\bPOST\b|\bGET\b|\(\d{3}\)|\b429\b|Retry-After|\bCSP\b|Content-Security-Policy|nonce|HSTS|nosniff|frame-ancestors|Referrer-Policy|X-Content-Type|\bJSON\b|openssl|totalPrice|\/api\/|\bprobe\b|rolled back|engine/;

/** The code words in `text`, for a failure message that says which one slipped in. */
export function codeWordsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(codeWords.source, "g"))].map((match) => match[0]);
}
