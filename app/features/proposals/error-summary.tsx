import type { ProposalErrors } from "../../../domain/proposals/proposal-form";

/** Every refused field, each a link to it: a long editor says at the top what to fix and where. */
export function ErrorSummary({ errors }: { errors: ProposalErrors }) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (!entries.length) return null;
  return (
    <section
      aria-labelledby="error-summary"
      className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h2 id="error-summary" className="font-bold">
        To fix before saving or sending
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
