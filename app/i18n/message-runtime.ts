/**
 * What the compiled messages need of Paraglide's runtime, and nothing else (decision 0075): the
 * build points their `../runtime.js` import here (vite.config.ts, `messagesWithoutDetection`).
 * Every message is called with the page's language (`useMessages().t`, or `{ locale }`), so the
 * runtime's own detection (cookies, URL patterns, storage; about 1 KB of compressed JavaScript on
 * every page) is never used; a message called without a language speaks English, the fallback.
 */
export const experimentalStaticLocale = undefined;

export function getLocale(): "en" {
  return "en";
}
