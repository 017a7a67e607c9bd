import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      ".e2e-data/",
      "test-results/",
      "playwright-report/",
      "public/",
      "build-*/",
      ".e2e-data*/",
      "bench/.tmp/",
      "test-results-*/",
      // The compiled message catalogs (scripts/compile-messages.mjs).
      "app/i18n/paraglide/",
      ".e2e-*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        window: "readonly",
        document: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        setImmediate: "readonly",
        crypto: "readonly",
        Response: "readonly",
        Request: "readonly",
        Headers: "readonly",
        fetch: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // The server-only boundary: code under server/ (database, auth, mail, secrets) reaches app/
    // only through *.server.ts modules, which React Router's build refuses to bundle for the
    // browser. Type-only imports carry no code and stay allowed.
    files: ["app/**/*.ts", "app/**/*.tsx", "domain/**/*.ts", "content/**/*.ts"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/server"],
              allowTypeImports: true,
              message:
                "Import server code from a *.server.ts module (beside the route or in app/lib/), so it never reaches the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads the wall clock in one place, server/platform/clock.ts (issue 25): everything else
    // takes `now` from there or from its caller, so a given clock is never quietly ignored.
    files: ["server/**/*.ts", "app/**/*.server.ts", "app/**/*.server.tsx"],
    ignores: ["server/platform/clock.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "Date",
          property: "now",
          message:
            "Read the clock through server/platform/clock.ts (epochMs), or take `now` as a parameter.",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            "Read the clock through server/platform/clock.ts (systemNow, businessToday), or take `now` as a parameter.",
        },
      ],
    },
  },
  {
    // domain/ is pure business logic: no React, no I/O, no environment, no clock.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "lucide-react", "sonner"],
              message: "domain/ must not depend on React.",
            },
            {
              group: ["node:*", "fs", "path", "http", "https", "child_process", "crypto"],
              message: "domain/ must not do I/O.",
            },
            {
              group: [
                "kysely",
                "better-sqlite3",
                "pg",
                "better-auth",
                "better-auth/*",
                "nodemailer",
                "pdfkit",
                "hono",
                "hono/*",
                "pino",
              ],
              message: "domain/ must not do I/O.",
            },
            {
              group: ["**/app/**", "~/*", "**/server/**"],
              message: "domain/ must not import from app/ or server/.",
            },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "domain/ takes configuration as parameters.",
        },
        { object: "Date", property: "now", message: "domain/ takes the clock as a parameter." },
        {
          object: "Math",
          property: "random",
          message: "domain/ takes the random source as a parameter.",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "domain/ takes the clock as a parameter.",
        },
        { selector: "Identifier[name='process']", message: "domain/ must not read the process." },
      ],
    },
  },
);
