import type { Route } from "./+types/info-page";
import { InfoPageView } from "~/features/pages/info-page-view";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";
import { pagePath } from "../../domain/pages/page-keys";

export { loader } from "./info-page.server";

/** A preview's answer says no-store (the public page's has no headers of its own). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, key, preview } = loaderData;
  return [
    ...pageMeta({
      title: page.seo.title,
      description: page.seo.description,
      path: pagePath(key),
      siteUrl: siteUrlFrom(matches),
      language: languageFrom(matches),
      type: "article",
    }),
    ...(preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * A trust page read before paying; its words are edited in the content studio, whose preview
 * draws a draft with this same module (/admin-preview/pages/<key>).
 */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} facts={loaderData.facts} />;
}
