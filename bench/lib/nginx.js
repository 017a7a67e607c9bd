// nginx as a TLS-terminating reverse proxy would stand in front of the site, for the proxy system
// test and the load benchmark: Debian's nginx (`apt-get install nginx`; .ci/run installs it as
// root), run as a plain child process with its own config, pid, logs and temp files in a
// throwaway directory: no system service, nothing outside that directory touched.
import { spawn } from "node:child_process";
import { onServerCore } from "./cpu.js";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server.js";

export const NGINX = process.env.NGINX_BIN || "/usr/sbin/nginx";

/** Exit with the one command to run when nginx is missing. */
export function requireNginx() {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx not found at ${NGINX}: run \`apt-get install -y nginx\` (as root), or set NGINX_BIN.`,
    );
}

/**
 * The proxy's configuration: plain HTTP on a loopback port, as if a TLS terminator (or nginx's own
 * `listen 443 ssl`) sat before it, so it says `X-Forwarded-Proto: https`. It appends the address
 * it saw to X-Forwarded-For (the server trusts that through TRUST_PROXY) and names each request
 * with its own X-Request-Id. Upstream connections are kept alive, as a production nginx would.
 * @param {{ dir: string, port: number, upstreams: number[], serverName: string }} options
 */
export function nginxConfig({ dir, port, upstreams, serverName }) {
  const temp = (name) => join(dir, "temp", name);
  return `# Written by bench/lib/nginx.js for one test or benchmark run.
daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;

events {
  worker_connections 1024;
}

http {
  # The request id beside each line: the same id the app logs and answers in X-Request-Id.
  log_format with_id '$remote_addr [$time_local] "$request_method $uri" $status $request_time $request_id';
  access_log ${join(dir, "access.log")} with_id;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  client_max_body_size 1m;

  upstream kilele {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join("\n")}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    server_name ${serverName};

    location / {
      proxy_pass http://kilele;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Start nginx in front of the given server ports on a free loopback port; resolves once it
 * accepts connections. Returns { port, origin, dir, stop(), output(), accessLog() }.
 * @param {{ upstreams: number[], serverName?: string, timeoutMs?: number }} options
 */
export async function startNginx({ upstreams, serverName = "localhost", timeoutMs = 10_000 }) {
  requireNginx();
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(dir, "temp"));
  const port = await freePort();
  const config = join(dir, "nginx.conf");
  writeFileSync(config, nginxConfig({ dir, port, upstreams, serverName }));
  // -e: the error log from the first moment (before the config is read nginx would otherwise
  // open /var/log/nginx/error.log); -p: relative paths under the run's directory.
  const [command, args] = onServerCore(NGINX, [
    "-e",
    join(dir, "error.log"),
    "-p",
    dir,
    "-c",
    config,
  ]);
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  let exited = null;
  const exitPromise = new Promise((done) =>
    child.on("exit", (code, signal) => done((exited = { code, signal }))),
  );
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", onExit);
    // SIGQUIT: nginx's graceful stop (answers in progress finish).
    if (!exited) child.kill("SIGQUIT");
    await Promise.race([exitPromise, sleep(5_000)]);
    if (!exited) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
  const errorLog = () =>
    existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited)
      throw new Error(
        `nginx exited (${JSON.stringify(exited)}) before it was ready:\n${log}${errorLog()}`,
      );
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `nginx did not accept connections within ${timeoutMs} ms:\n${log}${errorLog()}`,
      );
    }
    await sleep(100);
  }
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dir,
    stop,
    output: () => log + errorLog(),
    accessLog: () =>
      existsSync(join(dir, "access.log")) ? readFileSync(join(dir, "access.log"), "utf8") : "",
  };
}
