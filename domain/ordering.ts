/**
 * A list's order after moving one item a place up (towards the start) or down: the ids in their
 * new order, or null when the item is not there or cannot move that way (already first or last).
 */
export function movedOrder(
  ids: readonly string[],
  id: string,
  direction: "up" | "down",
): string[] | null {
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  order[at] = order[to]!;
  order[to] = id;
  return order;
}
