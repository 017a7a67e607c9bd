/**
 * Settings kept per trip are records keyed by the trip's slug ("point-lenana": the trip's way of
 * booking, its payment terms) or by its slug and an option ("point-lenana/standard": a base
 * price). When the operator renames the trip they follow it (decision 0069).
 */

/** Whether `key` is the trip's own ("slug") or one of its options' ("slug/option"). */
function isKeyOf(key: string, slug: string): boolean {
  return key === slug || key.startsWith(`${slug}/`);
}

/**
 * The record with the keys of `from` moved to `to`, in their places; null when it holds none.
 * A key `to` already has keeps its value: what is kept under the trip's current slug wins.
 */
export function withTripSlugMoved<T>(
  record: Readonly<Record<string, T>>,
  from: string,
  to: string,
): Record<string, T> | null {
  if (!Object.keys(record).some((key) => isKeyOf(key, from))) return null;
  const moved: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!isKeyOf(key, from)) {
      moved[key] = value;
      continue;
    }
    const renamed = `${to}${key.slice(from.length)}`;
    if (!(renamed in record)) moved[renamed] = value;
  }
  return moved;
}
