import type { MetaDescriptor } from "react-router";
import { site } from "../../domain/site";

interface RootMatchData {
  contacts?: { siteUrl?: string };
}

/** Pull the site's absolute URL out of the root loader's data (meta functions receive `matches`). */
export function siteUrlFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.data as RootMatchData | undefined;
  return root?.contacts?.siteUrl ?? "";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  siteUrl,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.brandName}`;
  const url = `${siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [{ property: "og:image", content: image.startsWith("http") ? image : `${siteUrl}${image}` }]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
