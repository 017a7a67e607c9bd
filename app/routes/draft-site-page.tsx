import type { Route } from "./+types/draft-site-page";
import { InfoPageView } from "~/features/pages/info-page-view";

export { loader } from "./draft-site-page.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Preview: ${loaderData?.page.heading ?? "page"}` },
    { name: "robots", content: "noindex" },
  ];
}

/** A page's draft, by the public page's own component (framed by the editor's preview). */
export default function AdminPreviewPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} facts={loaderData.facts} />;
}
