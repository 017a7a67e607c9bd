import { infoPageKeys, pagePath } from "../../domain/pages/page-keys";
import { categories } from "../../domain/catalogue/categories";
import { publishedTripSlugs } from "../modules/catalogue";

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

export function sitemapXml(siteUrl: string): string {
  const urls = publicPaths()
    .map(
      (path) =>
        `  <url><loc>${siteUrl}${path}</loc><changefreq>${path === "/" ? "weekly" : "monthly"}</changefreq></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /api/",
    // Personal links (decision 0031): nothing for a search engine there.
    "Disallow: /traveller-details/",
    // A client's proposal (decision 0071), personal as well.
    "Disallow: /proposals/",
    // /search stays crawlable so engines read its noindex (a Disallow would hide it from them).
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
