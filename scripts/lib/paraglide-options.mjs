/**
 * The one set of Paraglide compiler options, shared by the Vite plugin and the postinstall
 * compile (decision 0075). The page's language is always passed to a message explicitly
 * (`m.key(inputs, { locale })`, read from the address by app/i18n/language.ts), so the runtime's
 * own detection is reduced to its base locale: no cookie, URL or storage code in the browser.
 */
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/i18n/paraglide",
  strategy: /** @type {["baseLocale"]} */ (["baseLocale"]),
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
};
