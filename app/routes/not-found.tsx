import type { Route } from "./+types/not-found";
import { NotFoundMessage, notFoundMeta } from "~/components/layout/not-found-message";

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location.pathname);
}

export { loader } from "./not-found.server";

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundMessage path={loaderData.path} />;
}
