import type { Route } from "./+types/info-page";
import { InfoPageView } from "~/features/pages/info-page-view";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { pagePath } from "../../domain/pages/page-keys";

export { loader } from "./info-page.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, key } = loaderData;
  return pageMeta({
    title: page.seo.title,
    description: page.seo.description,
    path: pagePath(key),
    siteUrl: siteUrlFrom(matches),
    type: "article",
  });
}

/** A trust page read before paying; its words are edited in the content studio. */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} facts={loaderData.facts} />;
}
