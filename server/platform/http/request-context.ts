import type { Kysely } from "kysely";
import { createContext, RouterContextProvider } from "react-router";
import type { Database } from "../db/schema";
import type { MailOutbox } from "../mail/outbox";

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

/**
 * The mail outbox the routes hand to the services that mail (cancelling a departure, moving a
 * booking, approving a cancellation), for the same reason: the composition root decides.
 */
export const outboxContext = createContext<MailOutbox>();

export function requestContext(values: {
  nonce: string;
  clientIp: string;
  db: Kysely<Database>;
  outbox: MailOutbox;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(clientIpContext, values.clientIp);
  context.set(dbContext, values.db);
  context.set(outboxContext, values.outbox);
  return context;
}
