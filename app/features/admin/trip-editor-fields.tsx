import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
// Types only: the field tree is built from the zod schema on the server (the route's loader
// sends `tripFormView(draft)`), so the admin's JavaScript carries no zod.
import type { FieldView } from "../../../domain/catalogue/trip-form";
import type { PhotoChoice } from "../../../domain/catalogue/photo-choices";
import { PhotoChoicesContext, PhotoField } from "./trip-photo-fields";

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";
const area = "w-full rounded-lg border border-earth-700 bg-white p-2 text-base";
const box = "rounded-xl border border-sand-200 bg-white p-4";

type Errors = Record<string, string>;

/** A structural button (add, remove, move, switch): it posts the draft without the browser's checks. */
function ActionButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      formNoValidate
      className={buttonClasses("outline", "sm")}
    >
      {label}
    </button>
  );
}

function Actions({ actions }: { actions: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {actions.map((action) => (
        <ActionButton key={action.value} {...action} />
      ))}
    </div>
  );
}

/** A group's or an item's own error (a child band with both a percentage and prices). */
function GroupError({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {errors[name]}
    </p>
  ) : null;
}

function LeafField({ view, errors }: { view: FieldView; errors: Errors }) {
  if (view.kind === "hidden") return <input type="hidden" name={view.name} value={view.value} />;
  if (view.kind === "photo" || view.kind === "photos")
    return <PhotoField view={view} error={errors[view.name]} />;
  if (view.kind === "checkbox")
    return (
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={view.name}
          name={view.name}
          type="checkbox"
          defaultChecked={view.checked}
          aria-invalid={errors[view.name] ? true : undefined}
          aria-describedby={errors[view.name] ? `${view.name}-error` : undefined}
          className="size-5"
        />
        <label htmlFor={view.name} className="text-sm font-semibold">
          {view.label}
        </label>
        <GroupError name={view.name} errors={errors} />
      </div>
    );
  if (
    view.kind !== "text" &&
    view.kind !== "longText" &&
    view.kind !== "number" &&
    view.kind !== "lines" &&
    view.kind !== "choice"
  )
    return null;
  const hint = view.hint ?? (view.kind === "lines" ? "One a line." : undefined);
  return (
    <FormField id={view.name} label={view.label} hint={hint} error={errors[view.name]}>
      {(described) =>
        view.kind === "choice" ? (
          <select
            id={view.name}
            name={view.name}
            defaultValue={view.value}
            className={input}
            {...described}
          >
            {view.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : view.kind === "longText" || view.kind === "lines" ? (
          <textarea
            id={view.name}
            name={view.name}
            defaultValue={view.value}
            rows={Math.min(12, Math.max(3, view.value.split("\n").length + 1))}
            className={area}
            {...described}
          />
        ) : (
          <input
            id={view.name}
            name={view.name}
            defaultValue={view.value}
            placeholder={view.kind === "text" ? view.placeholder : undefined}
            inputMode={view.kind === "number" ? "decimal" : undefined}
            className={input}
            {...described}
          />
        )
      }
    </FormField>
  );
}

function Fields({ views, errors }: { views: readonly FieldView[]; errors: Errors }) {
  return (
    <div className="grid gap-4">
      {views.map((view) => (
        <Field key={view.name} view={view} errors={errors} />
      ))}
    </div>
  );
}

/** A fieldset with its legend, hint and own error (a group, a list, one item of a list). */
function Box({
  name,
  label,
  hint,
  errors,
  tone = "",
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: Errors;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`rounded-lg border border-sand-200 p-3 ${tone}`}
      aria-describedby={errors[name] ? `${name}-error` : undefined}
    >
      <legend className="px-1 font-semibold">{label}</legend>
      {hint ? <p className="text-sm">{hint}</p> : null}
      <GroupError name={name} errors={errors} />
      {children}
    </fieldset>
  );
}

function Field({ view, errors }: { view: FieldView; errors: Errors }) {
  switch (view.kind) {
    case "group":
      return (
        <Box name={view.name} label={view.label} hint={view.hint} errors={errors}>
          <Fields views={view.children} errors={errors} />
        </Box>
      );
    case "variant":
      return (
        <Box name={view.name} label={view.label} errors={errors}>
          <p className="text-sm">
            Type: <strong>{view.current}</strong>
          </p>
          <Actions actions={view.switches} />
          <div className="mt-3">
            <Fields views={view.children} errors={errors} />
          </div>
        </Box>
      );
    case "list":
      return (
        <Box name={view.name} label={view.label} hint={view.hint} errors={errors}>
          {view.present ? <input type="hidden" name={view.name} value="" /> : null}
          {view.items.length === 0 ? (
            <p className="text-sm">{view.present ? "None." : "Not set."}</p>
          ) : null}
          <ol className="grid gap-3">
            {view.items.map((item) => (
              <li key={item.name}>
                <Box name={item.name} label={item.label} errors={errors} tone="bg-sand-50">
                  <Fields views={item.children} errors={errors} />
                  <Actions actions={item.actions} />
                </Box>
              </li>
            ))}
          </ol>
          <Actions actions={view.actions} />
        </Box>
      );
    case "section":
      return null;
    default:
      return <LeafField view={view} errors={errors} />;
  }
}
const holdsError = (view: FieldView, errors: Errors): boolean =>
  view.kind === "section"
    ? view.children.some((child) => holdsError(child, errors))
    : Object.keys(errors).some((name) => name === view.name || name.startsWith(`${view.name}.`));

/**
 * The trip editor's fields, filled from a draft (`views`: tripFormView(draft), drawn on the server),
 * each with its error beside it. Plain form controls
 * and submit buttons, so the editor works without JavaScript: the route's form posts, the server
 * reads the draft back (draftFromForm), applies a structural button or validates, and renders again.
 * The route owns the surrounding form and its Save draft, Preview and Publish buttons.
 * `photoChoices` are the library's photos its photo fields offer.
 */
export function TripEditorFields({
  views,
  errors,
  photoChoices = [],
}: {
  views: readonly FieldView[];
  errors: Errors;
  photoChoices?: readonly PhotoChoice[];
}) {
  return (
    <PhotoChoicesContext value={photoChoices}>
      <div className="grid gap-4">
        {views.map((section, index) =>
          section.kind === "section" ? (
            <details
              key={section.name}
              open={index === 0 || holdsError(section, errors)}
              className={box}
            >
              <summary className="cursor-pointer">
                <h2 className="inline text-xl font-bold">{section.label}</h2>
              </summary>
              <div className="mt-3">
                <Fields views={section.children} errors={errors} />
              </div>
            </details>
          ) : null,
        )}
      </div>
    </PhotoChoicesContext>
  );
}
