import type { Context } from "hono";
import { env } from "../config";
import { resolveClientAddress, isTrustedPeer } from "./address-ranges";

// The pure parsing and matching rules live in address-ranges.ts (config.ts reads TRUST_PROXY with
// them, so they cannot import config); this file applies them to a request.
export * from "./address-ranges";

/** The TCP peer's address, from the Node request that @hono/node-server passes as `c.env`. */
export function socketAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "incoming" in env) {
    const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } }).incoming;
    const address = incoming?.socket?.remoteAddress;
    if (address) return address;
  }
  return "unknown";
}

/** This request's client address, by TRUST_PROXY (see resolveClientAddress). */
export function clientAddress(c: Context): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), env().TRUST_PROXY);
}

/** Whether this request came through a proxy TRUST_PROXY names, so its X-Request-Id may be kept. */
export function fromTrustedProxy(c: Context): boolean {
  return isTrustedPeer(socketAddress(c), env().TRUST_PROXY);
}
