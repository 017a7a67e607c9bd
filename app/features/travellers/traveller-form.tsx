import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  altitudeOptions,
  conditionOptions,
  detailLabels,
  detailMaxLengths,
  fitnessOptions,
  illnessOptions,
  optionalDetailFields,
  readinessLabels,
  type DetailField,
  type TravellerFormErrors,
  type TravellerFormField,
  type TravellerFormValues,
} from "../../../domain/travellers/traveller-fields";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/features/booking/booking-fields";

const hints: Partial<Record<DetailField, string>> = {
  fullName: "As printed on the photo page, middle names included.",
  passportNumber:
    "Park and mountain permits are issued against it. Kenyan citizens may give their ID number.",
  dietaryNeeds: "Vegetarian, no pork, nut allergy... Leave empty if none.",
  medicalNotes:
    "Allergies, medicines, conditions, injuries: what the guide must know in an emergency. Leave empty if none.",
  emergencyName: "Someone not on the trip.",
  emergencyPhone: "With the country code, for example +44 7700 900123.",
  insurancePolicy: "Your insurance must cover trekking at the trip's altitude and evacuation.",
};

const autoComplete: Partial<Record<DetailField, string>> = {
  fullName: "off",
  dateOfBirth: "off",
  passportNumber: "off",
  emergencyPhone: "off",
};

const fieldId = (field: TravellerFormField) => `traveller-${field}`;
const errorId = (field: TravellerFormField) => `traveller-${field}-error`;
const hintId = (field: TravellerFormField) => `traveller-${field}-hint`;

function describedBy(field: TravellerFormField, errors: TravellerFormErrors, hint: boolean) {
  const ids = [hint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean);
  return {
    ...(ids.length ? { "aria-describedby": ids.join(" ") } : {}),
    ...(errors[field] ? { "aria-invalid": true as const } : {}),
  };
}

function FieldError({ field, errors }: { field: TravellerFormField; errors: TravellerFormErrors }) {
  return errors[field] ? (
    <p id={errorId(field)} className="mt-1 text-sm font-semibold text-red-800">
      {errors[field]}
    </p>
  ) : null;
}

function Required({ field }: { field: DetailField }) {
  return optionalDetailFields.includes(field) ? (
    <span className="font-normal"> (optional)</span>
  ) : (
    <span aria-hidden="true"> *</span>
  );
}

function TextField({
  field,
  values,
  errors,
  type = "text",
}: {
  field: DetailField;
  values: TravellerFormValues;
  errors: TravellerFormErrors;
  type?: "text" | "date" | "tel";
}) {
  const multiline = field === "medicalNotes" || field === "dietaryNeeds";
  const shared = {
    id: fieldId(field),
    name: field,
    defaultValue: values[field],
    maxLength: detailMaxLengths[field],
    required: !optionalDetailFields.includes(field),
    autoComplete: autoComplete[field],
    className: fieldClasses,
    ...describedBy(field, errors, Boolean(hints[field])),
  };
  return (
    <div className={multiline ? "sm:col-span-2" : undefined}>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold">
        {detailLabels[field]}
        <Required field={field} />
      </label>
      {hints[field] ? (
        <p id={hintId(field)} className="text-sm">
          {hints[field]}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={field === "medicalNotes" ? 4 : 2} {...shared} />
      ) : (
        <input type={type} {...shared} />
      )}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** The readiness questions: one answer (radio) each, or any number of conditions (checkboxes). */
function ChoiceGroup({
  field,
  options,
  values,
  errors,
}: {
  field: "fitness" | "highestAltitude" | "altitudeIllness" | "conditions";
  options: readonly { value: string; label: string }[];
  values: TravellerFormValues;
  errors: TravellerFormErrors;
}) {
  const many = field === "conditions";
  const chosen = new Set(values[field].split(","));
  return (
    <fieldset id={fieldId(field)} tabIndex={-1} {...describedBy(field, errors, false)}>
      <legend className="text-sm font-semibold">
        {readinessLabels[field]}
        {many ? null : <span aria-hidden="true"> *</span>}
      </legend>
      <div className={many ? "mt-2 grid gap-2 sm:grid-cols-2" : "mt-2 grid gap-2"}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-200 bg-white px-3 py-2 text-sm has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
          >
            <input
              type={many ? "checkbox" : "radio"}
              name={field}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              required={!many}
              className="size-5 shrink-0 accent-forest-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError field={field} errors={errors} />
    </fieldset>
  );
}

/**
 * One traveller's details (and, on a high trek, the readiness questions) as a plain POST form:
 * it works without JavaScript, the server checks every field, and a refused form comes back
 * with its values and a summary whose links move to each field that needs a change.
 */
export function TravellerDetailsForm({
  values,
  errors,
  asksReadiness,
  highestPoint,
  hidden,
  submitLabel,
  children,
}: {
  values: TravellerFormValues;
  errors: TravellerFormErrors;
  asksReadiness: boolean;
  highestPoint: number | null;
  hidden: Record<string, string>;
  submitLabel: string;
  children?: ReactNode;
}) {
  const sending = useNavigation().state === "submitting";
  const wrong = Object.keys(errors) as TravellerFormField[];
  // With JavaScript the page does not reload: move focus to the summary, as a reload would show it.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) summary.current?.focus();
  }, [errors]);
  return (
    <Form
      method="post"
      className="mt-6 grid gap-6"
      aria-labelledby="traveller-form-heading"
      noValidate
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {wrong.length ? (
        <div
          ref={summary}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">
            {wrong.length === 1
              ? "One answer needs a change before the details can be saved:"
              : `${wrong.length} answers need a change before the details can be saved:`}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {wrong.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline">
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Passport and health</legend>
        <div className="sm:col-span-2">
          <TextField field="fullName" values={values} errors={errors} />
        </div>
        <TextField field="nationality" values={values} errors={errors} />
        <TextField field="dateOfBirth" values={values} errors={errors} type="date" />
        <div className="sm:col-span-2">
          <TextField field="passportNumber" values={values} errors={errors} />
        </div>
        <TextField field="dietaryNeeds" values={values} errors={errors} />
        <TextField field="medicalNotes" values={values} errors={errors} />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Emergency contact and insurance</legend>
        <TextField field="emergencyName" values={values} errors={errors} />
        <TextField field="emergencyPhone" values={values} errors={errors} type="tel" />
        <TextField field="insuranceProvider" values={values} errors={errors} />
        <TextField field="insurancePolicy" values={values} errors={errors} />
      </fieldset>
      {asksReadiness ? (
        <fieldset className="grid gap-5">
          <legend className="mb-2 text-lg font-bold">
            Readiness for altitude
            {highestPoint ? ` (this trip reaches ${highestPoint.toLocaleString("en-US")} m)` : ""}
          </legend>
          <p className="-mt-2 text-sm">
            Honest answers help us keep you safe: you get advice on them, and your guide sees
            anything they should know before the climb.
          </p>
          <ChoiceGroup field="fitness" options={fitnessOptions} values={values} errors={errors} />
          <ChoiceGroup
            field="highestAltitude"
            options={altitudeOptions}
            values={values}
            errors={errors}
          />
          <ChoiceGroup
            field="altitudeIllness"
            options={illnessOptions}
            values={values}
            errors={errors}
          />
          <ChoiceGroup
            field="conditions"
            options={conditionOptions}
            values={values}
            errors={errors}
          />
        </fieldset>
      ) : null}
      {children}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Saving..." : submitLabel}
      </Button>
    </Form>
  );
}
