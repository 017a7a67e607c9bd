/**
 * The short reference a traveller quotes for a booking or an inquiry: the first 8 characters of
 * its id, in capitals ("E345C836"). It is on every mail, the dashboard and the CSV, and the admin
 * search finds a booking by it.
 */
export function shortReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The id prefix a search text stands for when it is a reference ("e345c836", "#E345C836"); else null. */
export function referenceIdPrefix(text: string): string | null {
  const match = /^#?([0-9a-f]{8})$/i.exec(text.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Whether a text can be a booking's id: the server makes UUIDs, so anything else (a NUL, a path,
 * a thousand characters) names no booking and is answered "not found" without asking the
 * database. PostgreSQL fails on a NUL in a query, which answered 500 (fuzz bench, /dashboard).
 */
export function canBeBookingId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,80}$/.test(value);
}
