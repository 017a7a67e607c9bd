/**
 * The headers of a personal page or answer (a dashboard, a signed link, a live quote): never kept by
 * a shared cache, and not reused by the browser either; the page cache skips it too.
 */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;
