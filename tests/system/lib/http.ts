// Raw HTTP for the security and fuzzing tests: any method, headers and body bytes, sent from
// any loopback address (127.x.y.z all reach the server on Linux), so per-address rate limits
// see a different client for each case, as they would for visitors on the internet.
import http from "node:http";
import Database from "better-sqlite3";
import { join } from "node:path";
import type { Server } from "./system";
import { PASSWORD } from "./faults-accounts";
import { totp } from "../../support/totp";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  body: string;
}

export interface Sending {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's address: one of 127.0.0.0/8. */
  from?: string;
}

export function send(
  server: Server,
  { method = "GET", path, headers = {}, body, from }: Sending,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path,
        localAddress: from,
        headers:
          body === undefined
            ? headers
            : { "content-length": String(Buffer.byteLength(body)), ...headers },
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: response.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** The n-th client address: 127.1.0.1, 127.1.0.2, ... (never the 127.0.0.1 the tests use). */
export function clientAddress(n: number): string {
  return `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

/** Same-site form post headers, as a browser on our own page sends them. */
export function formHeaders(
  server: Server,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { "content-type": "application/x-www-form-urlencoded", origin: server.origin, ...extra };
}

export function jsonHeaders(
  server: Server,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { "content-type": "application/json", origin: server.origin, ...extra };
}

/**
 * What an answer must never show a visitor: our secret, a stack frame, a file path on the
 * server, or a driver's raw error. Returns the first leak found, or null.
 */
export function leakIn(answer: Answer, secret: string): string | null {
  const checks: Array<[string, RegExp | string]> = [
    ["the auth secret", secret],
    ["a stack frame", /\bat [\w$.<>]+ \(?(?:file:\/\/|\/)[^)\s]*:\d+:\d+\)?/],
    ["a server path", /\/(?:work|home|root|tmp)\/[\w.-]+\/(?:server|build|node_modules)\//],
    ["node_modules", "node_modules"],
    [
      "a database error",
      /SQLITE_[A-Z]+|SqliteError|syntax error at or near|relation "[^"]+" does not exist/,
    ],
  ];
  for (const [name, pattern] of checks) {
    const found =
      typeof pattern === "string" ? answer.body.includes(pattern) : pattern.test(answer.body);
    if (found) return name;
  }
  return null;
}

/**
 * Every table's content, to compare before and after a request that was refused. The mail
 * outbox is counted only (its delivery loop updates rows on its own), the rate-limit and
 * migration tables not at all.
 */
export function databaseSnapshot(db: Database.Database): string {
  const tables = (
    db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'bookings_search%' order by name",
      )
      .all() as Array<{ name: string }>
  ).map((row) => row.name);
  const parts: string[] = [];
  for (const table of tables) {
    if (table === "mail_outbox")
      parts.push(
        `${table}:${(db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n}`,
      );
    else parts.push(`${table}:${JSON.stringify(db.prepare(`select * from "${table}"`).all())}`);
  }
  return parts.join("\n");
}

/**
 * Grants the admin role the way the operator's CLI does (server/modules/accounts/roles.ts), then enrols the
 * signed-in admin in two-factor sign-in over HTTP as their browser would without JavaScript
 * (decision 0046): the password, the setup key read off /admin/two-factor, a code computed from
 * it (RFC 6238). Returns the session cookie that passed the second factor, for the admin pages.
 */
export async function grantAdmin(server: Server, email: string, session: string): Promise<string> {
  grantAdminRole(server.dataDir, email);
  return enrolInTwoFactor(server, session);
}

/**
 * The enrolment half of grantAdmin, for an admin whose role was granted another way (a server on
 * PostgreSQL): returns the session cookie that passed the second factor.
 */
export async function enrolInTwoFactor(server: Server, session: string): Promise<string> {
  // A client address of its own: better-auth allows 3 two-factor requests per 10 s per address.
  const from = clientAddress(200_000 + Math.floor(Math.random() * 60_000));
  const post = (fields: Record<string, string>) =>
    send(server, {
      method: "POST",
      path: "/admin/two-factor",
      headers: formHeaders(server, { cookie: session }),
      body: new URLSearchParams(fields).toString(),
      from,
    });
  const started = await post({ intent: "start", password: PASSWORD });
  if (started.status !== 302) throw new Error(`enrolment answered ${started.status}`);
  const page = await send(server, {
    path: "/admin/two-factor",
    headers: { cookie: session },
    from,
  });
  const key = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page.body)?.[1];
  if (!key) throw new Error(`no setup key on /admin/two-factor (${page.status})`);
  const confirmed = await post({ intent: "confirm", code: totp(key) });
  const cookie = confirmed.setCookies
    .find((value) => /^better-auth\.session_token=[^;]/.test(value))
    ?.split(";")[0];
  if (confirmed.status !== 302 || !cookie)
    throw new Error(`confirming the code answered ${confirmed.status} without a session`);
  return cookie;
}

/** The admin role alone, as `npm run admin -- grant` leaves it: the enrolment is still to come. */
export function grantAdminRole(dataDir: string, email: string): void {
  const db = new Database(join(dataDir, "app.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare('select id from "user" where email = ?').get(email.toLowerCase()) as
      { id: string } | undefined;
    if (!user) throw new Error(`no user ${email}`);
    db.prepare(
      "insert or ignore into user_roles (user_id, role, created_at) values (?, 'admin', ?)",
    ).run(user.id, new Date().toISOString());
  } finally {
    db.close();
  }
}
