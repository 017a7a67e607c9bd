// `npm run lint` (after ESLint): the import rules of docs/architecture.md, checked on the graph
// madge resolves (every import, type-only ones included; tests excluded).
// - No import circles anywhere in app/, server/, domain/ and content/.
// - server/platform/ imports no feature module, HTTP adapter or lifecycle code.
// - A feature module imports only modules below it in MODULE_ORDER (and platform, domain,
//   content), never server/http/, server/lifecycle/ or app/.
// - Code outside a module reaches it through its index.ts, its public face, never its files.
// - app/ reaches server/ only from *.server.ts(x) files; domain/ imports no app/, server/ or content/.
// - app/ code (tests aside) never calls getDb(): see DB_FROM_CONTEXT below.
// - Only server/modules/bookings/ writes the `bookings` table (migrations and tests aside).
import { readFileSync } from "node:fs";
import madge from "madge";

/** Lowest first: a module may import the ones before it. */
const MODULE_ORDER = [
  "media",
  "catalogue",
  "pages",
  "inquiries",
  "departures",
  "pricing",
  "payments",
  "reviews",
  "testimonials",
  "travellers",
  "bookings",
  // Proposals read the catalogue, inquiries, park fees and plan settings; accepting one (the next
  // slice of issue 30) makes a booking.
  "proposals",
  "accounts",
  "audit",
];

/**
 * Imports the rules refuse that stay until the work that removes them, as "from -> to". None
 * today: keep it that way, or say here why one must wait.
 */
const KNOWN_EXCEPTIONS = new Set();

const result = await madge(["app", "server", "domain", "content"], {
  fileExtensions: ["ts", "tsx"],
  tsConfig: "tsconfig.json",
  excludeRegExp: [/\.test\.tsx?$/, /\/\+types\//, /^tests\//],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});

const problems = [];
for (const circle of result.circular()) problems.push(`import circle: ${circle.join(" > ")}`);

const moduleOf = (file) => file.match(/^server\/modules\/([^/]+)\//)?.[1];
const isServerOnlyApp = (file) => /\.server\.tsx?$/.test(file);

function refusal(from, to) {
  if (
    from.startsWith("server/platform/") &&
    !to.startsWith("server/platform/") &&
    to.startsWith("server/")
  )
    return "platform code imports no feature module, adapter or lifecycle code";
  const fromModule = moduleOf(from);
  if (fromModule) {
    if (
      to.startsWith("server/http/") ||
      to.startsWith("server/lifecycle/") ||
      to.startsWith("app/")
    )
      return "a module imports no HTTP adapter, lifecycle code or app code";
    if (to === "server/app.ts" || to === "server/cli.ts") return "a module imports no entry point";
    const toModule = moduleOf(to);
    if (toModule && toModule !== fromModule) {
      if (to !== `server/modules/${toModule}/index.ts`)
        return `another module is reached through its index.ts only (server/modules/${toModule}/index.ts)`;
      const fromRank = MODULE_ORDER.indexOf(fromModule);
      const toRank = MODULE_ORDER.indexOf(toModule);
      if (fromRank === -1 || toRank === -1)
        return `module missing from MODULE_ORDER (${fromModule}, ${toModule})`;
      if (toRank > fromRank)
        return `${fromModule} sits below ${toModule} (MODULE_ORDER): it may not import it`;
    }
  }
  const toModule = moduleOf(to);
  if (!fromModule && toModule && to !== `server/modules/${toModule}/index.ts`)
    return `a module is reached through its index.ts only (server/modules/${toModule}/index.ts)`;
  if (from.startsWith("app/") && to.startsWith("server/") && !isServerOnlyApp(from))
    return "app code reaches server/ only from a *.server.ts module (types included)";
  if (from.startsWith("domain/") && /^(app|server|content)\//.test(to))
    return "domain/ is pure: it imports no app/, server/ or content/";
  return null;
}

for (const [from, imports] of Object.entries(result.obj())) {
  for (const to of imports) {
    const why = refusal(from, to);
    if (why && !KNOWN_EXCEPTIONS.has(`${from} -> ${to}`)) problems.push(`${from} -> ${to}: ${why}`);
  }
}

/**
 * The database reaches loaders, actions and middleware through the router context
 * (`context.get(dbContext)`, server/platform/http/request-context.ts), set once per request by
 * server/app.ts, the composition root. A route that called getDb() itself would always use the
 * process's own database, so a test or a second app instance could not hand it another. A text
 * check: any `getDb(` in a non-test file under app/.
 */
for (const file of Object.keys(result.obj())) {
  if (!file.startsWith("app/")) continue;
  if (readFileSync(file, "utf8").includes("getDb("))
    problems.push(
      `${file}: calls getDb(); a route reads the database from its context (context.get(dbContext))`,
    );
}

/**
 * One writer for `bookings` (decision 0053): only the bookings module's files update, insert
 * into or delete from the `bookings` table; another module asks bookings, and a rate payments
 * locks on a booking lives in payments' own table. Migrations and tests may write it. A text
 * check on `updateTable("bookings")`, `insertInto("bookings")` and `deleteFrom("bookings")`.
 */
const BOOKINGS_WRITE = /\b(updateTable|insertInto|deleteFrom)\(\s*["'`]bookings["'`]\s*\)/;
for (const file of Object.keys(result.obj())) {
  if (file.startsWith("server/modules/bookings/")) continue;
  if (file.startsWith("server/platform/db/migrations/")) continue;
  const write = readFileSync(file, "utf8").match(BOOKINGS_WRITE);
  if (write)
    problems.push(
      `${file}: ${write[0]}; only server/modules/bookings/ writes the bookings table (decision 0053)`,
    );
}

if (problems.length) {
  console.error(
    `Architecture check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `Architecture check: ${Object.keys(result.obj()).length} files, no import circles, every import within its layer, the database from the router context in app/, bookings written by bookings alone.`,
);
