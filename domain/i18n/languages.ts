/**
 * The site's languages (issue 31, decision 0075): English at the root with no prefix, German
 * under /de/ and French under /fr/. A page's language is read from its address alone, so a link
 * shared or indexed lands in the language it names; the browser's wishes and the remembered
 * choice only ever lead to an offer, never to a redirect.
 */

export const languages = ["en", "de", "fr"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** The languages served under a prefix of their own (every one but English). */
export const prefixedLanguages = languages.filter((language) => language !== defaultLanguage);

/** Each language's name in itself: what the switch shows to a reader of that language. */
export const languageNames: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
};

/**
 * The locale `Intl` formats with on a page in each language. English keeps the conventions the
 * site has always had (decision 0034: each currency in its own locale), so `null` there.
 */
export const intlLocales: Record<Language, string | null> = {
  en: null,
  de: "de-DE",
  fr: "fr-FR",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * A path split into its language and the path as English has it:
 * "/de/itinerary/point-lenana" -> { language: "de", path: "/itinerary/point-lenana" },
 * "/de" and "/de/" -> { language: "de", path: "/" }, "/itinerary/x" -> { language: "en", ... }.
 * "/en/..." is not a prefix (English has none): it stays English and finds no page.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== defaultLanguage && isLanguage(prefix)) {
    return { language: prefix, path: match[2] || "/" };
  }
  return { language: defaultLanguage, path: pathname };
}

/** The language a path is in. */
export function languageOfPath(pathname: string): Language {
  return splitLanguage(pathname).language;
}

/**
 * The address of an English path in a language: ("/itinerary/x", "de") -> "/de/itinerary/x";
 * ("/", "fr") -> "/fr/"; English paths come back unchanged. Query and fragment are kept.
 */
export function localizedPath(path: string, language: Language): string {
  return language === defaultLanguage ? path : `/${language}${path}`;
}

/** The same page in another language: ("/de/team", "fr") -> "/fr/team". */
export function switchedPath(pathname: string, language: Language): string {
  return localizedPath(splitLanguage(pathname).path, language);
}

/**
 * The language a browser's Accept-Language header prefers among ours, by its q-values (ties in
 * the header's order); null when it names none of ours. "de-CH,de;q=0.9,en;q=0.8" -> "de";
 * "en-US,de;q=0.5" -> "en"; "*" and garbage -> null.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage || acceptLanguage.length > 512) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/**
 * The language the English landing page offers in a small notice (never a redirect), or null:
 * a remembered choice (the language cookie) wins over the browser's wishes; a visitor who chose
 * English, or whose browser prefers English or none of ours, is offered nothing.
 */
export function offeredLanguage(input: {
  path: string;
  remembered: Language | null;
  acceptLanguage: string | null | undefined;
}): Language | null {
  if (input.path !== "/") return null;
  const wish = input.remembered ?? preferredLanguage(input.acceptLanguage);
  return wish && wish !== defaultLanguage ? wish : null;
}

/**
 * A plain number as the page's language writes it: 4985 -> "4,985" (English, as the site always
 * wrote heights), "4.985" (German), "4 985" (French, with a no-break space).
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language] ?? "en-US").format(value);
}
