import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build's entry is our Hono app, which mounts React Router as its fallback handler,
  // so build/server/index.js exports one `app` that serves pages and /api alike.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : { assetsInlineLimit: 0 },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
