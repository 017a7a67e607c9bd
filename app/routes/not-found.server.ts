import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { logger } from "../../server/platform/logger";
import { loggablePath } from "../../server/platform/http/request-log";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: loggablePath(pathname) }, "404 page not found");
  return data({ path: pathname }, { status: 404 });
}
