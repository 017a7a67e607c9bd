import type { Kysely } from "kysely";
import { createContext, RouterContextProvider } from "react-router";
import type { Database } from "../db/schema";

/**
 * What the Hono app hands React Router with each request (server/app.ts). React Router
 * middleware (future.v8_middleware) needs a RouterContextProvider rather than a plain object, so
 * each value has a typed key that loaders, actions and middleware read with `context.get(...)`.
 */

/** The CSP nonce of this response's inline scripts. */
export const nonceContext = createContext<string>();
/** The client's address (TRUST_PROXY decides, server/platform/http/client-ip.ts), for rate limits in route actions. */
export const clientIpContext = createContext<string>();
/**
 * The database the routes read and write. Routes take it from here rather than from getDb(), so
 * the composition root decides which one they use: server/app.ts hands the process's own, a test
 * hands its test database (tests/support/route-context.ts). Helpers in the routes' *.server.ts
 * files receive it as a parameter.
 */
export const dbContext = createContext<Kysely<Database>>();

export function requestContext(values: {
  nonce: string;
  clientIp: string;
  db: Kysely<Database>;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(clientIpContext, values.clientIp);
  context.set(dbContext, values.db);
  return context;
}
