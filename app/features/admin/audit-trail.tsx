import { formatTimestamp } from "~/features/admin/admin-shell";

export interface AuditTrailEntry {
  id: string;
  at: string;
  actorEmail: string;
  /** What changed, in the operator's words. */
  changes: string;
}

/** The latest changes to a settings page, newest first: when, by whom, and what changed. */
export function AuditTrail({
  entries,
  empty = "No changes yet; the default settings are in use.",
}: {
  entries: readonly AuditTrailEntry[];
  /** Said when nothing has changed yet. */
  empty?: string;
}) {
  return entries.length ? (
    <ol className="mt-3 grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-sand-200 bg-white p-3 text-sm">
          <p className="font-semibold">
            {formatTimestamp(entry.at)} by {entry.actorEmail}
          </p>
          <p className="break-words">{entry.changes}</p>
        </li>
      ))}
    </ol>
  ) : (
    <p className="mt-3">{empty}</p>
  );
}
