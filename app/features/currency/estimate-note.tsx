import { useRootData } from "~/lib/root-data";

/** Under the header whenever prices are converted (the root loader's text, decision 0034). */
export function EstimateNote() {
  const note = useRootData()?.estimateNote;
  if (!note) return null;
  return (
    <p
      data-testid="estimate-note"
      className="no-print border-b border-ochre-100 bg-ochre-50 px-4 py-2 text-center text-sm text-earth-900"
    >
      {note}
    </p>
  );
}
