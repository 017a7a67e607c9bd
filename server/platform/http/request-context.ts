import { createContext, RouterContextProvider } from "react-router";

/**
 * What the Hono app hands React Router with each request (server/app.ts). React Router
 * middleware (future.v8_middleware) needs a RouterContextProvider rather than a plain object, so
 * each value has a typed key that loaders, actions and middleware read with `context.get(...)`.
 */

/** The CSP nonce of this response's inline scripts. */
export const nonceContext = createContext<string>();
/** The client's address (TRUST_PROXY decides, server/platform/http/client-ip.ts), for rate limits in route actions. */
export const clientIpContext = createContext<string>();

export function requestContext(values: { nonce: string; clientIp: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(clientIpContext, values.clientIp);
  return context;
}
