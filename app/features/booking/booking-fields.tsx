import { useId } from "react";
import { cn } from "~/lib/cn";
import { isoDate } from "../../../domain/calendar";

export const fieldClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600";

/** Today's date as yyyy-mm-dd in the visitor's time zone: the earliest preferred date allowed. */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return isoDate(local);
}

/** Participant count as a row of buttons (booking panels 1-8, seasonal 1-10). */
export function ParticipantButtons({
  value,
  onChange,
  max,
  min = 1,
}: {
  value: number;
  onChange: (value: number) => void;
  max: number;
  min?: number;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold">
        Participants
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {Array.from({ length: max - min + 1 }, (_, index) => index + min).map((count) => (
          <button
            key={count}
            type="button"
            aria-pressed={value === count}
            onClick={() => onChange(count)}
            className={cn(
              "size-11 rounded-lg border text-sm font-semibold",
              value === count
                ? "border-forest-700 bg-forest-700 text-white"
                : "border-sand-200 bg-white hover:border-forest-600",
            )}
          >
            {count}
          </button>
        ))}
      </div>
    </div>
  );
}

export function PreferredDateField({
  value,
  onChange,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Preferred date{required ? "" : " (optional)"}
      </label>
      <input
        id={id}
        type="date"
        min={todayIsoDate()}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses}
      />
    </div>
  );
}

export function SpecialRequirementsField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Special requirements (optional)
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses}
        placeholder="Dietary needs, fitness, celebrations..."
      />
    </div>
  );
}
