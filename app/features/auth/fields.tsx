import type { ComponentProps } from "react";

export const inputClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600 focus:outline-2 focus:outline-forest-600";

/** A labelled input; `name` doubles as the id prefix so labels and fields always pair up. */
export function Field({
  label,
  name,
  idPrefix,
  hint,
  ...props
}: ComponentProps<"input"> & { label: string; name: string; idPrefix: string; hint?: string }) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input id={id} name={name} aria-describedby={hintId} className={inputClasses} {...props} />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-earth-900/80">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
