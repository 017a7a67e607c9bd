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
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build's entry is our Hono app, which mounts React Router as its fallback handler,
  // so build/server/index.js exports one `app` that serves pages and /api alike.
  build: { assetsInlineLimit: 0, ...(isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : {}) },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), precompressBrotli()],
}));
