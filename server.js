// The process entry: serves the production build, or the Vite dev server in development.
// Plain JavaScript so it runs without a build step; the app itself lives in server/app.ts.
import http from "node:http";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

const production = process.env.NODE_ENV === "production";
// BUILD_DIR lets parallel test runs keep separate builds; everyone else uses build/.
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

/** Auth secret and database checked and migrated before listening; one clear line and exit 1 otherwise. */
async function prepare(prepareServer) {
  try {
    await prepareServer();
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function productionHandler() {
  const { app, prepareServer } = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  await prepare(prepareServer);
  const root = new Hono();
  root.use(compress());
  // Hashed file names never change content, so browsers may keep them for a year.
  root.use(
    "/assets/*",
    serveStatic({
      root: `./${buildDir}/client`,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // Generated photo variants have content hashes in their names too.
  root.use(
    "/img/generated/*",
    serveStatic({
      root: `./${buildDir}/client`,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // Other public files (favicon...): only GET/HEAD requests for a path with a file extension
  // reach the file system, so pages and API calls skip a disk lookup on every request.
  const publicFiles = serveStatic({
    root: `./${buildDir}/client`,
    precompressed: true,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
  });
  root.use("*", (c, next) => {
    const isFileRequest = (c.req.method === "GET" || c.req.method === "HEAD") && /\.[a-z0-9]+$/i.test(c.req.path);
    return isFileRequest ? publicFiles(c, next) : next();
  });
  root.route("/", app);
  return getRequestListener(root.fetch);
}

async function developmentHandler() {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  await prepare((await vite.ssrLoadModule("./server/app.ts")).prepareServer);
  // Node's env ({ incoming, outgoing }) goes through so the app can read the client's address.
  const listener = getRequestListener(async (request, env) => {
    const { app } = await vite.ssrLoadModule("./server/app.ts");
    return app.fetch(request, env);
  });
  return (req, res) => vite.middlewares(req, res, () => listener(req, res));
}

const handler = production ? await productionHandler() : await developmentHandler();
let shuttingDown = false;
const server = http.createServer((req, res) => {
  // Once a shutdown has begun, each answer tells its client to reconnect elsewhere.
  if (shuttingDown) res.setHeader("Connection", "close");
  return handler(req, res);
});
server.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `listening on http://localhost:${port}`, mode: production ? "production" : "development" }));
});

// Graceful shutdown: stop accepting connections, finish every request already sent, then exit.
// Two things would otherwise reset clients whose requests were already on their way while the
// process was busy (say, rendering a PDF): closing the listening socket drops connections still
// in the kernel's accept queue, and http.Server.close() drops connections whose request has not
// been read yet, as "idle". So the listener closes only after a poll phase has accepted what is
// queued (setImmediate runs after the poll phase), and idle keep-alive connections are closed
// the same way, repeatedly, until the last one is gone. Setting shuttingDown first makes every
// answer from now on close its connection.
function afterPendingIo(callback) {
  return () => setImmediate(callback);
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    shuttingDown = true;
    setTimeout(
      afterPendingIo(() => {
        net.Server.prototype.close.call(server, () => process.exit(0));
        setInterval(afterPendingIo(() => server.closeIdleConnections()), 250).unref();
      }),
      100,
    );
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
