// PostgreSQL pieces of the fault and scale-out tests: throwaway databases on the test server,
// a TCP proxy between a server process and PostgreSQL that a test can cut, freeze or make drop
// the connection that sends a given query, and the server's client programs.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { join } from "node:path";
import pg from "pg";
import { testPostgresUrl } from "../../support/databases";

/** The test server's maintenance database, where databases are created and dropped. */
export const adminUrl = (() => {
  const address = new URL(testPostgresUrl);
  address.pathname = "/postgres";
  return address.href;
})();
const target = new URL(adminUrl);
const targetHost = target.hostname;
const targetPort = Number(target.port || pg.defaults.port);

/**
 * A PostgreSQL client program (pg_dump, pg_restore) of the test server's version: from the
 * private server's own bin directory when the run started one, else the one on PATH.
 */
export function postgresTool(name: string): string {
  const binDir = process.env.TEST_POSTGRES_BIN;
  return binDir ? join(binDir, name) : name;
}

export interface ThrowawayDatabase {
  name: string;
  /** Its URL, through another port (a proxy) when given. */
  url(port?: number): string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database, dropped (connections and all) by drop(). */
export async function throwawayDatabase(prefix = "faults"): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = (port = targetPort) => {
    const address = new URL(adminUrl);
    address.hostname = "127.0.0.1";
    address.port = String(port);
    address.pathname = `/${name}`;
    return address.href;
  };
  return {
    name,
    url,
    query: (text, values) =>
      withClient(url(), async (client) => (await client.query(text, values)).rows),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

export interface PgProxy {
  port: number;
  /** Connections open through the proxy right now. */
  connections(): number;
  /** PostgreSQL "goes away": every connection reset, nothing listening (ECONNREFUSED). */
  cut(): Promise<void>;
  /** The network goes silent: connections stay open but nothing moves either way, new ones hang. */
  freeze(): void;
  /** The connection that sends a query containing `marker` is reset (the database dies mid-request). */
  poison(marker: string): void;
  /** Back to normal: listening and forwarding, frozen traffic delivered, no poison. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of the PostgreSQL server of adminUrl. */
export async function startPgProxy(): Promise<PgProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let frozen = false;
  let marker: Buffer | undefined;
  let server: net.Server | undefined;
  let port = 0;

  const destroy = (pair: { client: net.Socket; upstream: net.Socket }) => {
    pair.client.destroy();
    pair.upstream.destroy();
    pairs.delete(pair);
  };

  function accept(client: net.Socket) {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    for (const socket of [client, upstream]) {
      socket.on("error", () => destroy(pair));
      socket.on("close", () => destroy(pair));
    }
    client.on("data", (chunk: Buffer) => {
      if (marker && chunk.includes(marker)) return destroy(pair);
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    if (frozen) {
      client.pause();
      upstream.pause();
    }
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(accept);
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  async function cut() {
    const closed = stopListening();
    for (const pair of [...pairs]) destroy(pair);
    await closed;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    connections: () => pairs.size,
    cut,
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    poison(text: string) {
      marker = Buffer.from(text);
    },
    async restore() {
      frozen = false;
      marker = undefined;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      if (!server) await listen();
    },
    close: cut,
  };
}
