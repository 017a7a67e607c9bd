// Shared pieces of the system tests: production servers as child processes (bench/lib/server.js),
// valid unique booking requests, and reading what the server stored.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { startProductionServer } from "../../../bench/lib/server.js";
import { isoDateInDays } from "../../../domain/calendar";
import { afterAll } from "vitest";

export { freePort, startProductionServer } from "../../../bench/lib/server.js";
export type Server = Awaited<ReturnType<typeof startProductionServer>>;

/** The per-IP API limits would turn a one-address load into 429s; the limiters still run. */
export const NO_RATE_LIMITS = { BENCH_RATE_LIMIT_POINTS: "1000000000" };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function daysAhead(days: number): string {
  return isoDateInDays(new Date(), days);
}

/** A valid booking request no other request shares: own email and own Idempotency-Key. */
export function bookingRequest(run: string, n: number) {
  return {
    key: `${run}-${n}`,
    body: {
      clientName: `System Traveller ${n}`,
      // Own address per request, no +tag: the per-email limit counts a +tag with its inbox.
      clientEmail: `system-${run}-${n}@example.com`,
      clientPhone: "+254 712 345 678",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: daysAhead(20 + (n % 150)),
      numberOfParticipants: 1 + (n % 4),
      specialRequirements: null as string | null,
    },
  };
}

export interface BookingAnswer {
  key: string;
  status: number;
  id?: string;
}

/** POST /api/secure-booking; a connection error counts as status 0 (no answer). */
export async function postBooking(
  origin: string,
  request: ReturnType<typeof bookingRequest>,
  timeoutMs = 10_000,
): Promise<BookingAnswer> {
  try {
    const response = await fetch(`${origin}/api/secure-booking`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "idempotency-key": request.key },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let id: string | undefined;
    try {
      id = (JSON.parse(text) as { booking?: { id?: string } }).booking?.id;
    } catch {
      id = undefined;
    }
    return { key: request.key, status: response.status, id };
  } catch {
    return { key: request.key, status: 0 };
  }
}

export function newRun(): string {
  return randomUUID().slice(0, 8);
}

/** The server's SQLite file, read-only beside the live server (WAL lets both work at once). */
export function openServerDatabase(dataDir: string): Database.Database {
  return new Database(join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
}

/** Every booking row of a server's SQLite database (opened read-only beside the live server). */
export function sqliteBookings(
  dataDir: string,
): Array<{ id: string; idempotency_key: string | null }> {
  const db = openServerDatabase(dataDir);
  try {
    return db.prepare("select id, idempotency_key from bookings").all() as Array<{
      id: string;
      idempotency_key: string | null;
    }>;
  } finally {
    db.close();
  }
}

/** Things to undo once the file's tests are done: newest first, each even if another fails. */
export function cleanupsAfterAll(): Array<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });
  return cleanups;
}
