import type { Context } from "hono";

/**
 * The TCP peer's address, from the Node request that @hono/node-server passes as `c.env`.
 * Deliberately not X-Forwarded-For: a client can write any header it likes. Behind a reverse
 * proxy every client shares the proxy's address, which errs on the side of stricter limits.
 */
export function socketAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "incoming" in env) {
    const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } }).incoming;
    const address = incoming?.socket?.remoteAddress;
    if (address) return address;
  }
  return "unknown";
}
