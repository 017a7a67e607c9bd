import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Database } from "../../server/platform/db/schema";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";

/**
 * The router context a test hands a route's loader or action directly, as server/app.ts does for
 * a request: the test's database and, when the action reads it, the client's address. The
 * provider stays writable, so a test can add what a middleware would set (the admin user).
 */
export function routeContext(values: {
  db: Kysely<Database>;
  clientIp?: string;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, values.db);
  if (values.clientIp !== undefined) context.set(clientIpContext, values.clientIp);
  return context;
}
