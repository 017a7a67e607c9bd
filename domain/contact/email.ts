/**
 * Email addresses as the site stores, compares and counts them. Case and surrounding space never
 * matter; for limits, a `+tag` after the local part does not either, since `amina+1@` and
 * `amina+2@` land in one inbox (dots are left alone: only some providers ignore them).
 */

/** The address as stored and compared: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The inbox an address lands in: normalised, without a `+tag`. */
export function inboxOf(email: string): { local: string; domain: string } {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf("@");
  if (at < 1) return { local: address, domain: "" };
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return { local: plus > 0 ? local.slice(0, plus) : local, domain: address.slice(at + 1) };
}

/** The inbox as one address (`amina@example.com` for `Amina+1@Example.com`): what limits count. */
export function inboxAddress(email: string): string {
  const { local, domain } = inboxOf(email);
  return `${local}@${domain}`;
}
