import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root.server";

/**
 * The root loader's data (contacts, sign-in state, the footer's featured trips), for any
 * component under the root route. Undefined only while the root itself failed (error pages).
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/**
 * A route whose `handle` is `ownChrome` draws its own header and <main> instead of the public
 * site's header and footer (the admin area). The root layout asks every matched route.
 */
export const ownChrome = { ownChrome: true } as const;

export function hasOwnChrome(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "ownChrome" in handle;
}
