import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root.server";

/**
 * The root loader's data (contacts, sign-in state, the footer's featured trips), for any
 * component under the root route. Undefined only while the root itself failed (error pages).
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
