// Compiles the message catalogs (app/i18n/messages/*.json) into tree-shakable functions under
// app/i18n/paraglide/ (decision 0075). Run by `npm install` (postinstall) so the type check and
// the unit tests find them on a fresh clone; the Vite plugin (vite.config.ts) recompiles on
// every build and on each edit in development.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./lib/paraglide-options.mjs";

await compile(paraglideOptions);
// The inlang SDK leaves timers running after it is done; the output is written, so stop here.
process.exit(0);
