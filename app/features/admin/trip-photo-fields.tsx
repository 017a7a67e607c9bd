import { createContext, useContext } from "react";
import { FormField } from "~/components/ui/form-field";
import type { FieldView } from "../../../domain/catalogue/trip-form";
import { photoOptions, type PhotoChoice } from "../../../domain/catalogue/photo-choices";

/** The library's photos the trip editor offers (the route reads them; none without a library). */
export const PhotoChoicesContext = createContext<readonly PhotoChoice[]>([]);

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

/** A small picture of a library photo beside its name; its alt text is the words beside it. */
function Thumbnail({ src }: { src?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      className="h-12 w-16 shrink-0 rounded object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded bg-sand-100" />
  );
}

/** One photo: "No photo" or a library photo by its alt text, with the chosen one's picture. */
function PhotoSelect({
  view,
  error,
}: {
  view: Extract<FieldView, { kind: "photo" }>;
  error?: string;
}) {
  const options = photoOptions([view.value], useContext(PhotoChoicesContext));
  const chosen = options.find((option) => option.id === view.value);
  return (
    <FormField id={view.name} label={view.label} hint={view.hint} error={error}>
      {(described) => (
        <div className="flex items-center gap-3">
          <Thumbnail src={chosen?.thumbnail} />
          <select
            id={view.name}
            name={view.name}
            defaultValue={view.value}
            className={input}
            {...described}
          >
            <option value="">No photo</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}

/** Several photos: a box for each library photo; the chosen ones first, in their order. */
function PhotoChecklist({
  view,
  error,
}: {
  view: Extract<FieldView, { kind: "photos" }>;
  error?: string;
}) {
  const options = photoOptions(view.values, useContext(PhotoChoicesContext));
  const chosen = new Set(view.values);
  const described = [view.hint ? `${view.name}-hint` : "", error ? `${view.name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      className="rounded-lg border border-sand-200 p-3"
      aria-describedby={described || undefined}
    >
      <legend className="px-1 text-sm font-semibold">{view.label}</legend>
      {view.hint ? (
        <p id={`${view.name}-hint`} className="text-sm">
          {view.hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="text-sm">The library has no photos yet: upload some under Photos.</p>
      ) : null}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <li key={option.id} className="flex min-h-11 items-center gap-3">
            <input
              id={`${view.name}-${index}`}
              type="checkbox"
              name={view.name}
              value={option.id}
              defaultChecked={chosen.has(option.id)}
              className="size-5 shrink-0"
            />
            <Thumbnail src={option.thumbnail} />
            <label htmlFor={`${view.name}-${index}`} className="text-sm">
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${view.name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A photo field of the trip editor: chosen from the library, never a typed id. */
export function PhotoField({ view, error }: { view: FieldView; error?: string }) {
  if (view.kind === "photo") return <PhotoSelect view={view} error={error} />;
  if (view.kind === "photos") return <PhotoChecklist view={view} error={error} />;
  return null;
}
