import { isInquiryKind, type InquiryKind } from "../inquiries/inquiry-kinds";

/** The admin inbox's state, read from (and written back to) the URL's search params. */
export type InquiryState = "open" | "handled" | "all";

export interface InquiryFilters {
  kind: InquiryKind | "";
  state: InquiryState;
  page: number;
}

/** Lenient: anything malformed falls back to its default (every kind, open ones, page 1). */
export function parseInquiryFilters(params: URLSearchParams): InquiryFilters {
  const kind = params.get("kind") ?? "";
  const state = params.get("state") ?? "open";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    kind: isInquiryKind(kind) ? kind : "",
    state: state === "handled" || state === "all" ? state : "open",
    // Capped so the database's offset stays a small number; past the end shows the last page.
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The inbox link for these filters with some changed; the defaults stay out of the URL. */
export function inquiryFiltersHref(
  filters: InquiryFilters,
  change: Partial<InquiryFilters>,
): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  if (merged.kind) params.set("kind", merged.kind);
  if (merged.state !== "open") params.set("state", merged.state);
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : "/admin/inquiries";
}
