import type { Route } from "./+types/team";
import { TeamPageView } from "~/features/pages/team-page-view";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";

export { loader } from "./team.server";

/** A preview's answer says no-store (the public page's has no headers of its own). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { content, preview } = loaderData;
  return [
    ...pageMeta({
      title: content.seo.title,
      description: content.seo.description,
      path: "/team",
      siteUrl: siteUrlFrom(matches),
      language: languageFrom(matches),
    }),
    ...(preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The team and guides: edited in the content studio, whose preview draws a draft with this module. */
export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPageView page={loaderData.content} photos={loaderData.photos} />;
}
