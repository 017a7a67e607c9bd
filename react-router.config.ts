import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs keep separate builds (see server.js).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // v8_middleware: the admin area's guard runs once, in app/routes/admin/layout.tsx, before any
  // of its loaders or actions (documents, .data requests and the CSV alike).
  future: { v8_splitRouteModules: true, v8_middleware: true },
} satisfies Config;
