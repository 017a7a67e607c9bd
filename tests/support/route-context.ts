import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Database } from "../../server/platform/db/schema";
import {
  clientIpContext,
  dbContext,
  outboxContext,
} from "../../server/platform/http/request-context";
import { getMailOutbox, type MailOutbox } from "../../server/platform/mail";

/**
 * The router context a test hands a route's loader or action directly, as server/app.ts does for
 * a request: the test's database and, when the action reads it, the client's address. The
 * provider stays writable, so a test can add what a middleware would set (the admin user).
 */
export function routeContext(values: {
  db: Kysely<Database>;
  clientIp?: string;
  /** The outbox mailing routes hand on; the process's own unless the test records its mail. */
  outbox?: MailOutbox;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, values.db);
  context.set(outboxContext, values.outbox ?? getMailOutbox());
  if (values.clientIp !== undefined) context.set(clientIpContext, values.clientIp);
  return context;
}
