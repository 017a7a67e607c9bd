import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build's entry is our Hono app, which mounts React Router as its fallback handler,
  // so build/server/index.js exports one `app` that serves pages and /api alike.
  build: {
    assetsInlineLimit: 0,
    // The browser build: chunks under 8 KB (an icon, a helper two routes share) are merged into
    // a neighbour instead of costing a request and its headers each (the landing page loaded 27
    // scripts, 14 of them about 1 KB).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { experimentalMinChunkSize: 8 * 1024 } },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), precompressBrotli()],
}));
