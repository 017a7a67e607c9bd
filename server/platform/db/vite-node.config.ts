import { defineConfig } from "vite";

// For the CLI scripts (db:migrate, admin): plain Node modules, without the React Router plugin.
export default defineConfig({ logLevel: "error" });
