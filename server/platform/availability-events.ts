/**
 * "Seats or a departure's price changed": a booking stored, confirmed or cancelled, a departure
 * created, edited, closed or cancelled, seats held for a waiting traveller. A departure's status
 * ("Full", "2 seats left", "Guaranteed") shows on trip pages and cards that signed-out visitors
 * get from the page cache (decision 0008), and its fill rate moves its price (decision 0023), so
 * whatever keeps copies in this process forgets them: the page cache and the quotes' inputs
 * register here. Other processes catch up within their own lifetimes (30 s, 2 s); the booking
 * itself always counts seats in its own transaction.
 *
 * A plain list of listeners, so services announce a change without importing the HTTP layer.
 */
const listeners = new Set<() => void>();

export function onAvailabilityChange(listener: () => void): void {
  listeners.add(listener);
}

export function availabilityChanged(): void {
  for (const listener of listeners) listener();
}

/** Announces a committed change that succeeded (`ok`) and passes its result on. */
export async function announced<T extends { ok: boolean }>(change: Promise<T>): Promise<T> {
  const result = await change;
  if (result.ok) availabilityChanged();
  return result;
}
