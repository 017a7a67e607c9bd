import type { MetaDescriptor } from "react-router";
import { site } from "../../domain/site";
import {
  defaultLanguage,
  languageOfPath,
  languages,
  localizedPath,
  type Language,
} from "../../domain/i18n/languages";

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

/** The page's language, from the address of the deepest match (decision 0075). */
export function languageFrom(matches: ReadonlyArray<{ pathname: string } | undefined>): Language {
  return languageOfPath(matches.at(-1)?.pathname ?? "/");
}

/**
 * Title, description, canonical URL, language alternates and Open Graph tags for one page.
 * `path` is the page's English address; `language` the one this copy is in: its canonical URL is
 * its own language's, and every language's copy is named as an alternate (hreflang, with English
 * as x-default), as search engines ask.
 */
export function pageMeta({
  title,
  description,
  path,
  siteUrl,
  language = defaultLanguage,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  language?: Language;
  image?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.brandName}`;
  const url = `${siteUrl}${localizedPath(path, language)}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: `${siteUrl}${localizedPath(path, alternate)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${path}` },
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
