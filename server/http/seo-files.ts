import { infoPageKeys, pagePath } from "../../domain/pages/page-keys";
import { categories } from "../../domain/catalogue/categories";
import { publishedTripSlugs } from "../modules/catalogue";
import { languages, localizedPath, prefixedLanguages } from "../../domain/i18n/languages";

/**
 * Every public, indexable route: the spec's route table minus the signed-in and admin pages.
 * /search is public but not listed: its result pages say noindex, and a filtered listing names the
 * unfiltered one as canonical (decision 0064).
 */
export function publicPaths(): string[] {
  return [
    "/",
    ...categories.map((category) => category.path),
    "/seasonal-guide",
    // The team and guides, then the trust pages (decision 0067).
    "/team",
    ...infoPageKeys.map(pagePath),
    ...publishedTripSlugs().map((slug) => `/itinerary/${slug}`),
  ];
}

/**
 * Every public page in every language (decision 0075), each entry naming its other languages'
 * copies as alternates (and English as x-default), the form search engines read for sitemaps.
 */
export function sitemapXml(siteUrl: string): string {
  const urls = publicPaths()
    .flatMap((path) => {
      const alternates = [
        ...languages.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${siteUrl}${localizedPath(path, language)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${path}"/>`,
      ].join("");
      const changefreq = path === "/" ? "weekly" : "monthly";
      return languages.map(
        (language) =>
          `  <url><loc>${siteUrl}${localizedPath(path, language)}</loc>${alternates}<changefreq>${changefreq}</changefreq></url>`,
      );
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** The personal pages, in English and under each language's prefix (decision 0075). */
const personalPaths = [
  "/dashboard",
  // Personal links (decision 0031): nothing for a search engine there.
  "/traveller-details/",
  // A client's proposal (decision 0071), personal as well.
  "/proposals/",
];

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    ...personalPaths.flatMap((path) => [
      `Disallow: ${path}`,
      ...prefixedLanguages.map((language) => `Disallow: /${language}${path}`),
    ]),
    // /search stays crawlable so engines read its noindex (a Disallow would hide it from them).
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
