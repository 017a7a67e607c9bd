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
