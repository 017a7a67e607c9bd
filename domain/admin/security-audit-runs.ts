import { formatTravelDate, isoDate, nairobiWallClock } from "../calendar";
import type { AuditFinding } from "./security-audit";

/**
 * Stored runs of the security audit (decision 0048): the audit runs when the operator presses
 * "Run the checks now" and once a night, and /admin/security shows the latest run. These are the
 * rules about runs that need no database: when the nightly run is due, how soon the button may run
 * the checks again, how a run's time reads, and how a stored run is read back.
 */

/** What one run found: the spec's findings (with the abuse checks) and the further checks. */
export interface AuditRunFindings {
  findings: AuditFinding[];
  further: AuditFinding[];
}

export type AuditTrigger = "button" | "nightly";

/** A button press within this long of the last run is refused: repeated clicks run nothing. */
export const MIN_MS_BETWEEN_RUNS = 60_000;

/**
 * Every account the audit makes has an address at this domain. `.invalid` is reserved (RFC 2606),
 * so no real traveller can own one; a list of accounts can filter on it (decision 0048).
 */
export const PROBE_EMAIL_DOMAIN = "audit.invalid";

export function probeEmail(label: string): string {
  return `${label}@${PROBE_EMAIL_DOMAIN}`;
}

/**
 * The nightly run is due in Nairobi's 03:00 hour, when the fewest travellers are on the site
 * (its 300 test price look-ups and test sign-ins then bother nobody). The scheduler offers the
 * job every hour; outside this hour it does nothing, so a server starting at noon does not run
 * the probes while it starts.
 */
export function isNightlyAuditHour(now: Date): boolean {
  return nairobiWallClock(now).getUTCHours() === 3;
}

/** "26 Nov 2026, 18:04 (Nairobi)": when a run started, as the operator reads it. */
export function auditRunTime(startedAt: string): string {
  const instant = new Date(startedAt);
  if (Number.isNaN(instant.getTime())) return startedAt;
  const local = nairobiWallClock(instant);
  // formatTravelDate gives "Thu, Nov 26, 2026"; the page wants the day first, without the weekday.
  const [, monthDay = "", year = ""] = formatTravelDate(isoDate(local)).split(", ");
  const [month, day] = monthDay.split(" ");
  return `${day} ${month} ${year}, ${local.toISOString().slice(11, 16)} (Nairobi)`;
}

/** How long a run took, in words: "12 seconds", "under a second". */
export function auditRunDuration(ms: number): string {
  if (ms < 1000) return "under a second";
  const seconds = Math.round(ms / 1000);
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

function isFindingList(value: unknown): value is AuditFinding[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as AuditFinding).id === "string" &&
        typeof (item as AuditFinding).status === "string",
    )
  );
}

/** A stored run's findings, or null when the stored text is not a run (it is then not shown). */
export function parseAuditRunFindings(stored: string): AuditRunFindings | null {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { findings, further } = value as Partial<AuditRunFindings>;
  return isFindingList(findings) && isFindingList(further) ? { findings, further } : null;
}
