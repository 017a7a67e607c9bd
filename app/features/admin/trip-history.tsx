import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatTimestamp } from "~/features/admin/admin-shell";
import type { TripChange } from "../../../domain/catalogue/trip-changes";

/** What changed, field by field, in plain words (a revision, a restore, a refused save). */
export function TripChangeList({
  changes,
  beforeLabel,
  afterLabel,
}: {
  changes: readonly TripChange[];
  beforeLabel: string;
  afterLabel: string;
}) {
  if (changes.length === 0) return <p className="mt-2 text-sm">No field differs.</p>;
  return (
    <ul className="mt-2 grid gap-2 text-sm">
      {changes.map((change) => (
        <li key={change.field} className="rounded-lg bg-sand-50 p-2 break-words">
          <p className="font-semibold">{change.field}</p>
          <p>
            <span className="font-semibold">{beforeLabel}:</span>{" "}
            {change.before ? change.before : <em>empty</em>}
          </p>
          <p>
            <span className="font-semibold">{afterLabel}:</span>{" "}
            {change.after ? change.after : <em>empty</em>}
          </p>
        </li>
      ))}
    </ul>
  );
}

interface Revision {
  number: number;
  publishedAt: string;
  publishedBy: string;
  changes: TripChange[];
}

/** Every publish of the trip, newest first: who, when, what changed, and "Restore". */
export function TripHistory({ history }: { history: readonly Revision[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-2xl font-bold">
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2">Not published yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {history.map((revision) => (
            <li key={revision.number} className="rounded-xl border border-sand-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold">Revision {revision.number}</span>, published{" "}
                  {formatTimestamp(revision.publishedAt)} by {revision.publishedBy}
                </p>
                <Form method="post">
                  <Button
                    type="submit"
                    name="intent"
                    value={`restore:${revision.number}`}
                    size="sm"
                    variant="outline"
                  >
                    Restore<span className="sr-only"> revision {revision.number}</span>
                  </Button>
                </Form>
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">
                  {revision.changes.length === 0
                    ? "First version"
                    : `${revision.changes.length} ${revision.changes.length === 1 ? "change" : "changes"}`}
                </summary>
                <TripChangeList
                  changes={revision.changes}
                  beforeLabel="Before"
                  afterLabel="After"
                />
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
