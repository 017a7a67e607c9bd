/**
 * The compiled message catalogs (decision 0075), generated from app/i18n/messages/*.json by
 * scripts/compile-messages.mjs and the Vite plugin. Import `m` and call a message through
 * `useMessages().t` so it is said in the page's language.
 */
export { m } from "./paraglide/messages.js";
