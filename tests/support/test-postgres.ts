import { execFile, spawn } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describeDbError } from "../../server/platform/db/connection";

/**
 * Which PostgreSQL the integration and system tests use, decided once per run (Vitest's global
 * setup, ./postgres-global-setup.ts):
 * 1. TEST_DATABASE_URL, when it is set: used as it is.
 * 2. Else the server a developer usually has, at machinePostgresUrl, when it accepts us there.
 * 3. Else a private cluster made for this run from Debian's PostgreSQL binaries, so that a machine
 *    with no database server (a newcomer's, CI's) runs the whole suite with no set-up: a
 *    temporary directory, a free loopback port, trust authentication, the database `test`.
 *    It is stopped and removed when the run ends, or by a watchdog if the run dies first.
 */
export const machinePostgresUrl = "postgres://postgres@127.0.0.1:5432/test";

const execFileAsync = promisify(execFile);

export interface TestPostgres {
  url: string;
  /** Where this server's own client programs are (pg_dump must match the server's version). */
  binDir?: string;
  stop(): Promise<void>;
}

export async function chooseTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const refusal = await refusalAt(machinePostgresUrl);
  if (!refusal) return { url: machinePostgresUrl, stop: async () => {} };
  // Said once, so that someone who expected their own server knows why it is not used: for
  // example Debian's default cluster, which asks TCP clients for a password.
  console.log(
    `No usable PostgreSQL at ${machinePostgresUrl} (${refusal}): starting a private one.`,
  );
  return startPrivatePostgres();
}

/** Why a connection to `url` fails (refused, no such database, a password asked), or undefined. */
async function refusalAt(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return describeDbError(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The newest /usr/lib/postgresql/<version>/bin that has the server (Debian's layout). */
export function debianPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (which
 * Debian's packages create) or else `nobody`. As anyone else it runs as that user.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = new Map(
    readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .map(([name, , uid, gid]) => [name, { uid: Number(uid), gid: Number(gid) }] as const),
  );
  const user = users.get("postgres") ?? users.get("nobody");
  if (!user)
    throw new Error(
      "Running as root, but there is no postgres or nobody user to run PostgreSQL as.",
    );
  return user;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startPrivatePostgres(): Promise<TestPostgres> {
  const binDir = debianPostgresBin();
  if (!binDir)
    throw new Error(
      "The integration and system tests need PostgreSQL: TEST_DATABASE_URL is unset, none is usable at 127.0.0.1:5432, and Debian's PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin) are missing to start a private one. `npm test` as root installs them; otherwise run 'sudo apt-get install postgresql-15' (your Debian release's version) or set TEST_DATABASE_URL.",
    );
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "kilele-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  // As the server's user, from a directory it can read (pg_ctl fails in one it cannot).
  const run = (program: string, args: string[]) =>
    execFileAsync(join(binDir, program), args, { cwd: dir, ...user });

  // A throwaway cluster: no fsync anywhere (a crash loses nothing worth keeping), UTF-8 like a
  // real server, the superuser named `postgres` like the machine's, no password from loopback.
  await run("initdb", [
    "--pgdata",
    data,
    "--username=postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
    "--no-instructions",
  ]);
  const settings = {
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    max_connections: "100",
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    autovacuum: "off",
  };
  appendFileSync(
    join(data, "postgresql.conf"),
    Object.entries(settings)
      .map(([name, value]) => `${name} = ${value}\n`)
      .join(""),
  );

  // The port is free when asked, but another process may take it before the server binds it.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await run("pg_ctl", [
        "start",
        "--wait",
        "--pgdata",
        data,
        "--log",
        join(dir, "server.log"),
        "-o",
        `-p ${port}`,
      ]);
      break;
    } catch (error) {
      const log = existsSync(join(dir, "server.log"))
        ? readFileSync(join(dir, "server.log"), "utf8")
        : "";
      if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`The private PostgreSQL did not start: ${String(error)}\n${log}`);
    }
  }
  startWatchdog(dir, binDir, user);
  await run("createdb", ["--host", dir, "--port", String(port), "--username", "postgres", "test"]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    binDir,
    async stop() {
      // Immediate: the cluster is deleted next, so there is nothing to write to disk first.
      await run("pg_ctl", ["stop", "--pgdata", data, "--mode=immediate", "--wait"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A run that dies without its teardown (a crash, SIGKILL, a closed terminal) would leave the
 * server running for good: pg_ctl detaches it. A small shell loop, in its own process group so a
 * Ctrl-C does not take it too, stops the server and removes its directory once this process is
 * gone; after a normal teardown it sees the directory gone and exits. It polls /proc rather than
 * `kill -0`, which fails for another user's process when the loop runs as `postgres`.
 */
function startWatchdog(
  dir: string,
  binDir: string,
  user: { uid: number; gid: number } | undefined,
) {
  const script = `while [ -d /proc/${process.pid} ] && [ -d "$1" ]; do sleep 1; done
[ -d "$1" ] && "$2/pg_ctl" stop --pgdata "$1/data" --mode=immediate >/dev/null 2>&1; rm -rf "$1"`;
  spawn("sh", ["-c", script, "test-postgres-watchdog", dir, binDir], {
    cwd: dir,
    detached: true,
    stdio: "ignore",
    ...user,
  }).unref();
}
