import { createHash } from "node:crypto";
import { epochMs } from "../clock";
import type { Context, MiddlewareHandler, Next } from "hono";
import { hasSessionCookie } from "./session-cookie";
import { currencyChoice } from "./currency-choice";
import { pageLanguageKey } from "./language-choice";
import { gzipTemplate } from "./gzip-template";
import type { NonceVariables } from "./security-headers";

/**
 * A short-lived, in-process cache of the HTML that signed-out visitors get.
 *
 * Why: a server render of a trip page costs milliseconds of CPU, and almost every visitor is
 * signed out and sees the same document. Caching it for a few seconds turns a render into a
 * string substitution (bench/RESULTS.md, load section).
 *
 * The CSP nonce must still be fresh per response, or an attacker who reads one page would know
 * the nonce every visitor gets. So the stored copy is a template: the nonce of the render that
 * filled the cache is replaced by a marker, and each response gets its own nonce in its place.
 *
 * Only plain GET/HEAD requests without a session cookie take part, only 200 text/html answers
 * that set no cookie and do not say `no-store` are stored, and the number of entries is bounded (least recently used go
 * first), so query strings a scraper makes up cannot grow memory without limit. Concurrent
 * misses for one URL wait for a single render instead of all rendering at once.
 */
export interface PageCacheOptions {
  /** How long a stored page is served before the next visitor triggers a fresh render. */
  ttlMs: number;
  maxEntries: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

interface CachedPage {
  /** The page split at its nonce: segments[0] + nonce + segments[1] + ... */
  segments: string[];
  /** Built on the first request that accepts gzip, then reused for every response. */
  gzip?: (nonce: string) => Uint8Array<ArrayBuffer>;
  status: number;
  headers: Array<[string, string]>;
  etag: string;
  expiresAt: number;
}

type PageEnv = { Variables: NonceVariables };

const MAX_CACHEABLE_URL_LENGTH = 512;

const everyCache = new Set<() => void>();

/**
 * Drop every stored page in this process: after a change the next visitor sees it. Subscribed to
 * the events that change what pages say (seats, prices, reviews) in server/lifecycle/subscriptions.ts.
 */
export function forgetCachedPages(): void {
  for (const clear of everyCache) clear();
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<PageEnv> {
  const now = options.now ?? epochMs;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // Moves on with every forget. A render that began before a change may finish after it with
  // the old content: it is answered to its own visitor but never stored, and visitors arriving
  // after the forget start a render of their own instead of waiting for it.
  let generation = 0;
  everyCache.add(() => {
    generation += 1;
    pages.clear();
    rendering.clear();
  });

  function remember(key: string, page: CachedPage) {
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > options.maxEntries) pages.delete(pages.keys().next().value as string);
  }

  function fresh(key: string): CachedPage | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now()) {
      pages.delete(key);
      return undefined;
    }
    // Map order is the eviction order: a hit moves the page to the back.
    pages.delete(key);
    pages.set(key, page);
    return page;
  }

  /** The one render for `key` that concurrent misses wait for; its page when it may be stored. */
  async function render(c: Context<PageEnv>, next: Next, key: string): Promise<CachedPage | null> {
    const startedIn = generation;
    await next();
    const response = c.res;
    if (!storable(c.req.method, response)) return null;
    const html = await response.text();
    c.res = new Response(html, response);
    const stored = templateOf(html, response, c.get("nonce"), now() + options.ttlMs);
    if (startedIn !== generation) return null;
    remember(key, stored);
    return stored;
  }

  // A hit, every signed-out page, awaits nothing and makes no promise but this function's own:
  // the helpers it calls stay synchronous (bench/RESULTS.md counts the promises per request).
  return async (c, next) => {
    const key = cacheKeyOf(c);
    if (key === null) return next();

    let page = fresh(key);
    if (!page) {
      const inFlight = rendering.get(key);
      if (inFlight) {
        page = (await inFlight) ?? undefined;
        if (!page) return next();
      } else {
        const rendered = render(c, next, key);
        rendering.set(key, rendered);
        try {
          const stored = await rendered;
          if (stored) c.res = withValidators(c.res, stored.etag);
        } finally {
          // A forget may have let a newer render take this key meanwhile: leave that one be.
          if (rendering.get(key) === rendered) rendering.delete(key);
        }
        return;
      }
    }
    answerFromTemplate(c, page);
  };
}

/**
 * The request's key in the cache, or null when it takes no part: not a GET or HEAD, a key too
 * long, or a session cookie.
 */
function cacheKeyOf(c: Context<PageEnv>): string | null {
  const method = c.req.method;
  const url = new URL(c.req.url);
  // One copy per currency: prices are rendered in the visitor's chosen currency (decision 0034),
  // and one visitor's choice must never reach another. And one per language (decision 0075): the
  // page's own, and on the landing page the language it offers the visitor.
  const language = pageLanguageKey(c.req.raw);
  const key = `${currencyChoice(c.req.header("cookie"))} ${language} ${url.pathname}${url.search}`;
  if (
    (method !== "GET" && method !== "HEAD") ||
    key.length > MAX_CACHEABLE_URL_LENGTH ||
    hasSessionCookie(c.req.header("cookie"))
  )
    return null;
  return key;
}

/** Whether a rendered answer may be served to other visitors. */
function storable(method: string, response: Response): boolean {
  const contentType = response.headers.get("content-type") ?? "";
  return !(
    method !== "GET" ||
    response.status !== 200 ||
    !contentType.startsWith("text/html") ||
    response.headers.has("set-cookie") ||
    // A page that says it must not be stored (a price quote for one visitor's choice, a
    // booking confirmation) is never served to anyone else.
    /\bno-store\b/i.test(response.headers.get("cache-control") ?? "")
  );
}

/** The stored copy of a rendered page: its text split at the render's nonce. */
function templateOf(
  html: string,
  response: Response,
  nonce: string,
  expiresAt: number,
): CachedPage {
  return {
    segments: html.split(nonce),
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "content-length"),
    etag: `W/"${etagOf(html, nonce)}"`,
    expiresAt,
  };
}

/** Answers from a stored page with this response's nonce: a 304, gzip, or the plain text. */
function answerFromTemplate(c: Context<PageEnv>, page: CachedPage): void {
  const method = c.req.method;
  if (c.req.header("if-none-match") === page.etag) {
    // The browser's copy has the same content. A 304 carries no CSP header (see
    // security-headers.ts): the browser keeps the policy stored with that copy, whose nonce
    // matches the scripts in it.
    c.res = new Response(null, {
      status: 304,
      headers: { ETag: page.etag, "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
    });
    return;
  }
  const nonce = c.get("nonce");
  // Browsers ask for gzip: the page goes out compressed without compressing it again
  // (gzip-template.ts). Anything else gets the plain text.
  if (method === "GET" && acceptsGzip(c.req.header("accept-encoding"))) {
    page.gzip ??= gzipTemplate(page.segments, Buffer.byteLength(nonce));
    const response = new Response(page.gzip(nonce), {
      status: page.status,
      headers: page.headers,
    });
    response.headers.set("Content-Encoding", "gzip");
    c.res = withValidators(response, page.etag);
    return;
  }
  const body = method === "HEAD" ? null : page.segments.join(nonce);
  c.res = withValidators(
    new Response(body, { status: page.status, headers: page.headers }),
    page.etag,
  );
}

/** The content's hash with the nonce left out, so every copy of one page has one ETag. */
function etagOf(html: string, nonce: string): string {
  return createHash("sha1").update(html.split(nonce).join("")).digest("base64url").slice(0, 22);
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const gzip = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?/i.exec(acceptEncoding);
  return !!gzip && (gzip[1] === undefined || Number(gzip[1]) > 0);
}

/**
 * Browsers may keep a signed-out page but must ask again before reusing it (a cheap 304 when
 * nothing changed); shared caches must not keep it, because every copy carries its own nonce.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "private, no-cache";

function withValidators(response: Response, etag: string): Response {
  response.headers.set("ETag", etag);
  response.headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  return response;
}
