import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { safeReturnPath } from "../../../domain/auth/return-path";
import {
  isLanguage,
  languageOfPath,
  offeredLanguage,
  type Language,
} from "../../../domain/i18n/languages";
import { env } from "../config";
import { preferenceCookie } from "./preference-cookie";

/**
 * The remembered language (issue 31, decision 0075). A page's language is its address; this cookie
 * only remembers the last one the visitor chose, so the English landing page can offer it back
 * (a notice with a link, never a redirect). It is set by:
 * - reading a German or French page (the header's switch is a plain link to one), and
 * - following a link from one of those to an English page (the switch's "English"), and
 * - the offer's "No thanks" button, a plain form posting here.
 * The cookie is read on the server only: by the root loader and by the page cache (one copy per
 * page language and offer).
 */

export const LANGUAGE_COOKIE = "language";
const cookiePattern = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The remembered language from a Cookie header, or null when none (or not one of ours). */
export function rememberedLanguage(cookieHeader: string | null | undefined): Language | null {
  const value = cookiePattern.exec(cookieHeader ?? "")?.[1];
  return isLanguage(value) ? value : null;
}

export function languageCookie(language: Language, secure: boolean): string {
  return preferenceCookie(LANGUAGE_COOKIE, language, secure);
}

/** What the landing page offers this request (its address, cookie and Accept-Language). */
export function languageOfferFor(request: {
  url: string;
  headers: { get(name: string): string | null };
}): Language | null {
  return offeredLanguage({
    path: new URL(request.url).pathname,
    remembered: rememberedLanguage(request.headers.get("cookie")),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/**
 * The page cache's language part of a key: the page's language, and on the English landing page
 * the language it offers ("en", "de", "en>fr"), so no visitor is served a page, or an offer, in
 * another visitor's language.
 */
export function pageLanguageKey(request: {
  url: string;
  headers: { get(name: string): string | null };
}): string {
  const language = languageOfPath(new URL(request.url).pathname);
  const offer = languageOfferFor(request);
  return offer ? `${language}>${offer}` : language;
}

/** The language a page request leaves remembered, or null to leave the cookie as it is. */
export function languageToRemember(input: {
  pathname: string;
  cookie: string | null | undefined;
  referer: string | null | undefined;
  siteOrigin: string;
}): Language | null {
  const language = languageOfPath(input.pathname);
  const remembered = rememberedLanguage(input.cookie);
  if (language === remembered) return null;
  if (language !== "en") return language;
  // An English page remembers English only when the visitor came from one of our German or French
  // pages (the switch, whose other links stay in the page's language): a shared English link or a
  // search result does not undo a choice.
  const from = refererPath(input.referer, input.siteOrigin);
  return from !== null && languageOfPath(from) !== "en" ? "en" : null;
}

function refererPath(referer: string | null | undefined, siteOrigin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(siteOrigin).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Sets the language cookie on a page answer (after the page cache, which never stores an answer
 * with a cookie: the cookie is added to the copy that goes out).
 */
export function rememberLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    const siteUrl = env().SITE_URL;
    const language = languageToRemember({
      pathname: new URL(c.req.url).pathname,
      cookie: c.req.header("cookie"),
      referer: c.req.header("referer"),
      siteOrigin: siteUrl,
    });
    if (language) c.res.headers.append("Set-Cookie", languageCookie(language, isSecure(siteUrl)));
  };
}

function isSecure(siteUrl: string): boolean {
  return siteUrl.startsWith("https://");
}

export const languageRoutes = new Hono();

/** The offer's "No thanks" (and any plain form that chooses a language): remember it, go back. */
languageRoutes.post(
  "/language",
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text("The form is too large.", 413) }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = safeReturnPath(form.back) ?? "/";
    if (!isLanguage(form.language))
      return c.text("Choose English, German (de) or French (fr).", 400);
    c.header("Set-Cookie", languageCookie(form.language, isSecure(env().SITE_URL)));
    c.header("Cache-Control", "no-store");
    return c.redirect(back, 303);
  },
);
