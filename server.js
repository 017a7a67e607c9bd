// The process entry: serves the production build, or the Vite dev server in development.
// Plain JavaScript so it runs without a build step; the app itself lives in server/app.ts.
import http from "node:http";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { every } from "hono/combine";
import { compress } from "hono/compress";
import { startInTurns } from "./server/start-in-turn.js";

// The two variables that say which code to load are read here, before any of it is loaded;
// every other setting (PORT and HOST included) comes from server/platform/config.ts, the one reader of
// the environment, which checks them all at start-up.
const production = process.env.NODE_ENV === "production";
// BUILD_DIR lets parallel test runs keep separate builds; everyone else uses build/.
const buildDir = process.env.BUILD_DIR ?? "build";
/** server/platform/config.ts's listenAddress(), from the build or through Vite; set by the handler. */
let listenAddress;

/** Auth secret and database checked and migrated before listening; one clear line and exit 1 otherwise. */
async function prepare(prepareServer) {
  try {
    await prepareServer();
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * What the app does at shutdown, once the last request has been answered: the build's
 * `stopServer` (server/lifecycle/startup.ts: stops the payment status poller, the scheduler and
 * mail delivery, each finishing a turn in progress, then closes the databases). If it did not
 * finish, SQLite still closes at exit (connection.ts), PostgreSQL sees the sockets close with the
 * process, and mail claimed by an unfinished turn is sent again by the next process.
 */
let stopApp = async () => {};

async function productionHandler() {
  const build = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  const { appRoutes, prepareServer } = build;
  stopApp = build.stopServer;
  await prepare(prepareServer);
  listenAddress = build.listenAddress;
  const root = new Hono();
  // One JSON line per request (server/platform/http/request-log.ts), files included; first, so its
  // duration covers compression too.
  root.use(build.requestLog());
  // The API's answers go out as they are: they are small JSON (a quote is about 260 bytes, where
  // gzip's header and chunked framing add about as much as it saves, and compressing cost a tenth
  // of the pricing endpoint's time) or PDFs, whose content is deflated already.
  const compressDocuments = compress();
  root.use((c, next) => (c.req.path.startsWith("/api/") ? next() : compressDocuments(c, next)));
  // Files answered here never reach the app's middleware: they get nosniff and HSTS here.
  const fileHeaders = build.fileSecurityHeaders({ production: true });
  // Hashed file names never change content, so browsers may keep them for a year.
  root.use(
    "/assets/*",
    fileHeaders,
    serveStatic({
      root: `./${buildDir}/client`,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // Library photos (/media/...) live in MEDIA_DIR, not in the build: the app answers them
  // (server/http/media-files.ts), after the lookup below finds no such file in the build.
  // Other public files (favicon...): only GET/HEAD requests for a path with a file extension
  // reach the file system, so pages and API calls skip a disk lookup on every request.
  const publicFiles = every(
    fileHeaders,
    serveStatic({
      root: `./${buildDir}/client`,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
  root.use("*", (c, next) => {
    const isFileRequest =
      (c.req.method === "GET" || c.req.method === "HEAD") && /\.[a-z0-9]+$/i.test(c.req.path);
    return isFileRequest ? publicFiles(c, next) : next();
  });
  // The app's routes join the root's chain, and its error handler becomes the root's: mounting
  // the app with its own handler would wrap each of its handlers in a chain of its own
  // (server/app.ts, appRoutes).
  root.onError(appRoutes.onError);
  root.route("/", appRoutes.routes);
  return getRequestListener(root.fetch);
}

async function developmentHandler() {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const serverApp = await vite.ssrLoadModule("./server/app.ts");
  await prepare(serverApp.prepareServer);
  stopApp = serverApp.stopServer;
  listenAddress = serverApp.listenAddress;
  // Node's env ({ incoming, outgoing }) goes through so the app can read the client's address.
  const listener = getRequestListener(async (request, env) => {
    const { app } = await vite.ssrLoadModule("./server/app.ts");
    return app.fetch(request, env);
  });
  return (req, res) => vite.middlewares(req, res, () => listener(req, res));
}

const handler = production ? await productionHandler() : await developmentHandler();
let shuttingDown = false;

/** Per connection: answers in progress, and how many bytes it had read when the last one ended. */
const connections = new Map();
let accepted = 0;

// A client that drips its headers or body byte by byte holds a connection for at most 30 s
// (Node's defaults are 60 s for headers and 5 minutes for the whole request, checked every 30 s).
const REQUEST_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 2_000,
};

// Requests start a few a turn of the event loop (server/start-in-turn.js: Node 20 accepts one
// new connection a turn, so turns must stay short under load for new clients to get in).
const startInTurn = startInTurns(8);

const server = http.createServer(REQUEST_TIMEOUTS, (req, res) => {
  const connection = connections.get(req.socket);
  if (connection) {
    connection.answering++;
    res.once("close", () => {
      connection.answering--;
      connection.settledBytes = req.socket.bytesRead;
    });
  }
  // Once a shutdown has begun, each answer tells its client to reconnect elsewhere, and requests
  // start at once again: the listener closes in a check phase after two turns without a new
  // connection, and requests started in that phase before it would widen the moment in which a
  // client's connection can reach the kernel's queue and be reset when the listener closes.
  if (shuttingDown) {
    res.setHeader("Connection", "close");
    return handler(req, res);
  }
  startInTurn(() => handler(req, res));
});
server.on("connection", (socket) => {
  accepted++;
  connections.set(socket, { acceptedAt: Date.now(), answering: 0, settledBytes: 0 });
  socket.once("close", () => connections.delete(socket));
});
const { port, host } = listenAddress();
server.listen(port, host, () => {
  console.log(
    JSON.stringify({
      level: 30,
      msg: `listening on http://localhost:${port}`,
      mode: production ? "production" : "development",
    }),
  );
});

// Graceful shutdown: stop accepting connections, answer every request already sent, close the
// databases, exit 0. What would otherwise reset clients whose requests were on their way:
// - Closing the listening socket resets the connections still in the kernel's accept queue, and
//   a busy process (rendering PDFs, say) accepts only one connection per event-loop turn. So the
//   listener closes only after two turns in a row have accepted nothing (3 s at most).
// - http.Server.closeIdleConnections() counts a connection whose request has not been read yet
//   as idle and destroys it. Ours leaves alone a connection with an answer in progress, with
//   bytes read since its last answer (a request coming in), or accepted less than 2 s ago with
//   nothing read yet (its request is still on the network); it closes idle keep-alive ones.
// Setting shuttingDown first makes every answer from now on close its connection.
const ACCEPT_DRAIN_MS = 3_000;
const FRESH_CONNECTION_MS = 2_000;

function closeListenerOnceQueueIsEmpty(onAllClosed) {
  const deadline = Date.now() + ACCEPT_DRAIN_MS;
  let seen = accepted;
  let quietTurns = 0;
  const turn = () => {
    if (accepted === seen) quietTurns++;
    else [seen, quietTurns] = [accepted, 0];
    if (quietTurns < 2 && Date.now() < deadline) return void setImmediate(turn);
    // net.Server's close, not http.Server's: that one would also close "idle" connections now.
    net.Server.prototype.close.call(server, onAllClosed);
    setInterval(closeIdleConnections, 250).unref();
  };
  setImmediate(turn);
}

function closeIdleConnections() {
  const now = Date.now();
  for (const [socket, connection] of connections) {
    if (connection.answering > 0 || socket.bytesRead > connection.settledBytes) continue;
    if (socket.bytesRead === 0 && now - connection.acceptedAt < FRESH_CONNECTION_MS) continue;
    socket.destroy();
  }
}

// The app stops after the last answer (bounded, so a stuck close cannot hold the exit);
// requests still running after 10 seconds are cut, and the exit code says so.
async function exitWhenDrained() {
  await Promise.race([
    stopApp().catch(() => {}),
    new Promise((done) => setTimeout(done, 2_000).unref()),
  ]);
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    shuttingDown = true;
    // A client whose connection is being set up right now still gets in.
    setTimeout(() => closeListenerOnceQueueIsEmpty(() => void exitWhenDrained()), 100);
    setTimeout(() => {
      console.error(
        JSON.stringify({
          level: 50,
          msg: "shutdown: requests still running after 10 s were cut off",
        }),
      );
      process.exit(1);
    }, 10_000).unref();
  });
}
