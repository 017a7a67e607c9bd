import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig, type Plugin } from "vite";
import type { ManualChunksOption } from "rollup";
import { paraglideOptions } from "./scripts/lib/paraglide-options.mjs";

/** Writes a Brotli (quality 11) copy next to every client asset; server.js serves it with `precompressed: true`. */
function precompressBrotli(): Plugin {
  return {
    name: "precompress-brotli",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const data = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

/** See app/i18n/message-runtime.ts: the compiled messages get the runtime's two names from there. */
function messagesWithoutDetection(): Plugin {
  const standIn = new URL("./app/i18n/message-runtime.ts", import.meta.url).pathname;
  return {
    name: "messages-without-detection",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../runtime.js" && importer?.includes("/app/i18n/paraglide/messages/"))
        return standIn;
      return null;
    },
  };
}

const rootModule = new URL("./app/root.tsx", import.meta.url).pathname;

/**
 * The browser build's chunks: every module of ours that the root route imports (the header,
 * footer, cart, currency switch and what they use) goes into one `site` chunk. The root route is
 * on every page, so that chunk never carries code a page does not run; left to Rollup, a module
 * shared by the root and one other route landed in a chunk with that route's code (the landing
 * page loaded the review form and the admin table that way).
 */
const alongsideRoot: ManualChunksOption = (id, { getModuleInfo }) => {
  if (id.includes("/node_modules/")) return undefined;
  const message = compiledMessage(id);
  if (message !== null) return message;
  return reachableStatically(rootModule, getModuleInfo).has(id) ? "site" : undefined;
};

/**
 * The compiled messages (decision 0075) by the prefix of their key, which names where they are
 * said: the header's, footer's, switch's and 404's words go with the root; the landing page's are
 * left to Rollup (only that page imports them); any other page's words ("trip_") get a chunk of
 * their own. The messages' index reaches every message, so without this each one would count as
 * reachable from the root and every page would load every page's words.
 */
const siteWords = new Set(["nav", "footer", "language", "not", "category", "error"]);
function compiledMessage(id: string): string | undefined | null {
  const key = /\/app\/i18n\/paraglide\/messages\/([a-z]+)_[a-z0-9_]*\.js$/.exec(id)?.[1];
  if (key === undefined) {
    if (!id.includes("/app/i18n/paraglide/")) return null;
    // The runtime and the plural rules, which every message uses, go with the root.
    return id.includes("/paraglide/messages/") ? undefined : "site";
  }
  if (siteWords.has(key)) return "site";
  return key === "landing" ? undefined : `words-${key}`;
}

let reachableFromRoot: Set<string> | undefined;
function reachableStatically(
  from: string,
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null,
): Set<string> {
  if (reachableFromRoot) return reachableFromRoot;
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return (reachableFromRoot = seen);
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build's entry is our Hono app, which mounts React Router as its fallback handler,
  // so build/server/index.js exports one `app` that serves pages and /api alike.
  build: {
    assetsInlineLimit: 0,
    // The browser build: chunks under 1 KB (an icon, a helper two routes share) are merged into
    // a neighbour instead of costing a request and its headers each (the landing page loaded 27
    // scripts, 14 of them about 1 KB). At 2 KB, the payment plan's words and the notice box (the
    // pay and proposal pages') were merged into a chunk the landing page loads, 0.5 KB over its
    // budget (session 19).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { manualChunks: alongsideRoot, experimentalMinChunkSize: 1024 } },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // The message catalogs compiled to functions before the app is (decision 0075).
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    messagesWithoutDetection(),
    tailwindcss(),
    reactRouter(),
    precompressBrotli(),
  ],
}));
