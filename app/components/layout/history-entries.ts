import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The path each entry of this tab's history showed, by React Router's history index
 * (`history.state.idx`), for the pages rendered since this document loaded. It lets a trip
 * page's "Back to Adventures" tell whether the entry before it is a listing it can return to
 * (with its scroll position) or somewhere else. A full page load starts empty, and then the
 * link simply goes to the trip's category.
 */
const pathsByIndex = new Map<number, string>();

function historyIndex(): number | undefined {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" ? state.idx : undefined;
}

/** Records the current entry's path on every location change (mounted once, in the root layout). */
export function useRecordHistoryEntries(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    const index = historyIndex();
    if (index !== undefined) pathsByIndex.set(index, pathname);
  }, [key, pathname]);
}

/** The path of the entry before this one, when this document rendered it. */
export function previousEntryPath(): string | undefined {
  const index = historyIndex();
  return index ? pathsByIndex.get(index - 1) : undefined;
}
