import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type RouterContextProvider,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { isDatabaseUnavailable } from "../server/platform/db/connection";
import { nonceContext } from "../server/platform/http/request-context";
import { logger } from "../server/platform/logger";
import { loggablePath } from "../server/platform/http/request-log";
import { NonceProvider } from "./nonce";

export const streamTimeout = 5_000;

/**
 * Requests (by their load context, one object per request) whose loader or action failed
 * because the database is unreachable. React Router answers any loader error with 500; these
 * get 503 and Retry-After instead, like the API's answers (server/app.ts), so monitors and
 * proxies see an outage, not a bug, and nothing caches the error page.
 */
const databaseDown = new WeakSet<object>();

function markUnavailable(headers: Headers): void {
  headers.set("Retry-After", "30");
  headers.set("Cache-Control", "no-store");
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    databaseDown.add(context);
    logger.error(
      { err: error, path: loggablePath(new URL(request.url).pathname) },
      "service unavailable",
    );
    return;
  }
  // What React Router logs without a handleError of ours.
  const internal =
    isRouteErrorResponse(error) && "error" in error && error.error instanceof Error
      ? error.error
      : undefined;
  console.error(internal ?? error);
};

/** Client-side navigations (`.data` requests) get the same 503 as a full page load. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!databaseDown.has(context) || response.status < 500) return response;
  const headers = new Headers(response.headers);
  markUnavailable(headers);
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (databaseDown.has(loadContext) && responseStatusCode >= 500) {
    responseStatusCode = 503;
    markUnavailable(responseHeaders);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Our pages have no streamed Suspense boundaries, so every visitor (and crawler) gets
    // the complete document in one response: simpler caching and no late layout shifts.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary larger than this out of place and shows it
        // with an inline script, which never runs without JavaScript: the trip page's sections
        // (one boundary each, for hydration in pieces) came out empty. Never move one.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // React Router preloads every route module at high priority; on a slow phone those
              // downloads compete with the page's own image and text and push the first paint back
              // (bench/RESULTS.md). The scripts still load, just after the page is painted.
              const html = Buffer.concat(chunks)
                .toString("utf8")
                .replace(/<link rel="modulepreload"[^>]*>/g, "");
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
