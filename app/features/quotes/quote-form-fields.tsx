import { useState, type ReactNode } from "react";
import {
  corporateEstimateRange,
  groupSizeLimits,
  proposalEstimate,
  schoolDiscountSentence,
  schoolQuoteEstimate,
  teacherLimits,
  textLimits,
  type QuoteKind,
} from "../../../domain/inquiries/inquiry-fields";
import type { QuoteFormProblems } from "../../../domain/inquiries/quote-form";
import { usePrice } from "~/features/currency/use-price";
import { fieldClasses } from "~/features/booking/booking-fields";
import { HoneypotField } from "~/components/ui/honeypot-field";
import type { QuoteFormProps, QuoteOption } from "./quote-options";

/*
 * The quote forms' fields (issue 30), drawn alike in the dialog a trip page opens with JavaScript
 * and on the quote page /itinerary/:slug/quote that works without it: the same names (the API's),
 * labels, limits and sentences beside each field. `values` gives back what was typed after a
 * refusal, so nothing is lost.
 */

/** What was typed, by field name (the server's answer to a refused form). */
export type QuoteFormValues = Readonly<Record<string, string | undefined>>;

/** Each quote form's field names (the API's) and wording. */
export const quoteForms = {
  "school-quote": {
    organisation: { name: "schoolName", label: "School name" },
    group: {
      name: "studentCount",
      label: "Number of students",
      placeholder: "Minimum 15 students",
    },
    option: { name: "program", label: "Program" },
    notes: { name: "additionalRequirements", label: "Additional requirements" },
    budget: true,
    intro:
      "Tell us about your group and we'll send a detailed quote within 24 hours. Group discounts for 20+ students; payment plans available.",
    submit: "Submit Quote Request",
    success: {
      title: "Quote Request Submitted!",
      description:
        "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
    },
    failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
  },
  proposal: {
    organisation: { name: "organisation", label: "Organisation" },
    group: { name: "groupSize", label: "Group size", placeholder: "Minimum 8 people" },
    option: { name: "programme", label: "Programme" },
    notes: { name: "notes", label: "Goals and notes" },
    budget: false,
    intro: "Tell us about your team and we'll send a tailored proposal within 24 hours.",
    submit: "Request Proposal",
    success: {
      title: "Proposal Request Submitted!",
      description:
        "We'll send you a tailored proposal within 24 hours. Check your email for confirmation.",
    },
    failure: {
      title: "Error",
      description: "Failed to submit proposal request. Please try again.",
    },
  },
  corporate: {
    organisation: { name: "company", label: "Company" },
    group: { name: "groupSize", label: "Group size", placeholder: "Minimum 10 people" },
    option: { name: "package", label: "Package" },
    notes: { name: "notes", label: "Notes" },
    budget: false,
    intro: "Tell us about your group and occasion and we'll send a detailed quote within 24 hours.",
    submit: "Submit Quote Request",
    success: {
      title: "Quote Request Submitted!",
      description:
        "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
    },
    failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
  },
} as const satisfies Record<QuoteKind, unknown>;

/** The live estimate for the chosen option and group size; null when it needs a custom quote. */
function estimateText(
  kind: QuoteKind,
  option: QuoteOption | undefined,
  groupSize: number,
  showPrice: (usd: number) => string,
): { total: string; detail: string } | null {
  // No estimate for a group the form will refuse: a typed 1e308 would price to Infinity (the
  // no-JavaScript page draws the form again with what was typed, fuzzed in tests/system).
  const { max } = groupSizeLimits[kind];
  if (!option || !Number.isFinite(groupSize) || groupSize <= 0 || groupSize > max) return null;
  const people = Math.trunc(groupSize);
  if (kind === "school-quote") {
    const total = schoolQuoteEstimate(option.value, people);
    return total > 0 && option.pricePerStudent
      ? {
          total: showPrice(total),
          detail: `${people} students x ${showPrice(option.pricePerStudent)}`,
        }
      : null;
  }
  if (kind === "proposal") {
    const total = proposalEstimate(people, option.duration ?? "");
    return total > 0
      ? {
          total: showPrice(total),
          detail: `${people} people x ${showPrice(150)} per day for ${option.duration ?? ""}`,
        }
      : null;
  }
  const range = corporateEstimateRange(option.priceRange, people);
  return range
    ? {
        total: `${showPrice(range.min)} - ${showPrice(range.max)}`,
        detail: `${people} guests x ${option.priceRange ?? ""} per person`,
      }
    : null;
}

type QuoteFormWording = (typeof quoteForms)[QuoteKind];

/** A field's id (the form's own id, then the name, for its label) and name (the API's). */
const fieldsOf = (idPrefix: string) => (name: string) => ({ id: `${idPrefix}-${name}`, name });

/** A field's sentence beside it, and the attributes that tie the field to it. */
function fieldProblem(problems: QuoteFormProblems, id: string, name: string) {
  const message = problems[name];
  return {
    attributes: message
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-problem` }
      : {},
    message: message ? (
      <p id={`${id}-${name}-problem`} className="mt-1 text-sm font-semibold text-red-800">
        {message}
      </p>
    ) : null,
  };
}

/** What every field's component is handed: its form's id, the refusals and what was typed. */
interface FieldsContext {
  idPrefix: string;
  problems: QuoteFormProblems;
  values?: QuoteFormValues;
}

/** A one-line text field with its label, its sentence beside it and what was typed. */
function TextField({
  context: { idPrefix, problems, values },
  name,
  label,
  required = false,
  className,
  ...input
}: {
  context: FieldsContext;
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  type?: "email" | "tel";
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  const beside = fieldProblem(problems, idPrefix, name);
  return (
    <div className={className}>
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-semibold">
        {label} {required ? <span aria-hidden="true">*</span> : "(optional)"}
      </label>
      <input
        {...fieldsOf(idPrefix)(name)}
        {...input}
        required={required}
        defaultValue={values?.[name]}
        className={fieldClasses}
        {...beside.attributes}
      />
      {beside.message}
    </div>
  );
}

/** The school form's accompanying teachers (issue 30), within teacherLimits. */
function TeacherField({ idPrefix, problems, values }: FieldsContext) {
  const beside = fieldProblem(problems, idPrefix, "teacherCount");
  return (
    <div>
      <label htmlFor={`${idPrefix}-teacherCount`} className="text-sm font-semibold">
        Accompanying teachers ({teacherLimits.min}-{teacherLimits.max}){" "}
        <span aria-hidden="true">*</span>
      </label>
      <input
        {...fieldsOf(idPrefix)("teacherCount")}
        type="number"
        inputMode="numeric"
        required
        min={teacherLimits.min}
        max={teacherLimits.max}
        step={1}
        defaultValue={values?.teacherCount}
        className={fieldClasses}
        {...beside.attributes}
      />
      {beside.message}
    </div>
  );
}

/** A corporate group's residents and citizens (issue 30), carried from the panel. */
function GroupCountInputs({
  idPrefix,
  problems,
  values,
  initial,
}: FieldsContext & { initial: QuoteFormProps["initial"] }) {
  const beside = fieldProblem(problems, idPrefix, "kenyanCitizens");
  const noteId = `${idPrefix}-counts-note`;
  const input = (name: "eastAfricanResidents" | "kenyanCitizens", label: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm">
        {label}
      </label>
      <input
        {...fieldsOf(idPrefix)(name)}
        type="number"
        inputMode="numeric"
        min={0}
        max={groupSizeLimits.corporate.max}
        step={1}
        defaultValue={values?.[name] ?? String(initial?.[name] ?? 0)}
        className={fieldClasses}
        {...beside.attributes}
        aria-describedby={[noteId, beside.message ? `${idPrefix}-kenyanCitizens-problem` : ""]
          .join(" ")
          .trim()}
      />
    </div>
  );
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Who is travelling</legend>
      <p id={noteId} className="text-sm">
        How many of your group are East African residents and Kenyan citizens (resident prices in
        KES); the rest travel as non-residents.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {input("eastAfricanResidents", "East African residents")}
        {input("kenyanCitizens", "Kenyan citizens")}
      </div>
      {beside.message}
    </fieldset>
  );
}

/** The organisation and the person to answer: name, email and phone (cells of the form's grid). */
function WhoIsAskingFields({ form, context }: { form: QuoteFormWording; context: FieldsContext }) {
  return (
    <>
      <TextField
        context={context}
        name={form.organisation.name}
        label={form.organisation.label}
        required
        maxLength={textLimits.organisation}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <TextField
        context={context}
        name="contactPerson"
        label="Contact person"
        required
        maxLength={textLimits.personName}
        autoComplete="name"
      />
      <TextField
        context={context}
        name="email"
        label="Email"
        type="email"
        required
        maxLength={textLimits.email}
        autoComplete="email"
      />
      <TextField
        context={context}
        name="phone"
        label="Phone"
        type="tel"
        required
        maxLength={textLimits.phone}
        autoComplete="tel"
      />
    </>
  );
}

/** Preferred dates, a budget where the form asks for one, and notes (cells of the form's grid). */
function OptionalQuoteFields({
  form,
  context,
}: {
  form: QuoteFormWording;
  context: FieldsContext;
}) {
  const { idPrefix, problems, values } = context;
  const notes = fieldProblem(problems, idPrefix, form.notes.name);
  return (
    <>
      <TextField
        context={context}
        name="preferredDates"
        label="Preferred dates"
        maxLength={textLimits.dates}
        placeholder="e.g. 10-14 March 2027"
        className={form.budget ? "" : "sm:col-span-2"}
      />
      {form.budget ? (
        <TextField
          context={context}
          name="budget"
          label="Budget"
          maxLength={textLimits.budget}
          placeholder="e.g. $150 per student"
        />
      ) : null}
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-${form.notes.name}`} className="text-sm font-semibold">
          {form.notes.label} (optional)
        </label>
        <textarea
          {...fieldsOf(idPrefix)(form.notes.name)}
          rows={3}
          maxLength={textLimits.notes}
          defaultValue={values?.[form.notes.name]}
          className={fieldClasses}
          {...notes.attributes}
        />
        {notes.message}
      </div>
    </>
  );
}

/** The first choice the form shows: what was typed, else the panel's, else the first. */
function firstChoice(options: QuoteOption[], ...candidates: Array<string | undefined>): string {
  const known = candidates.find((value) => options.some((option) => option.value === value));
  return known ?? options[0]?.value ?? "";
}

/**
 * Every field of a quote form, its live estimate and the honeypot: the cells of the form's grid,
 * placed in a `<form>` by the dialog or the page, which add the sentence above the buttons.
 */
export function QuoteFormFields({
  kind,
  options,
  initial,
  idPrefix,
  problems,
  values,
}: QuoteFormProps & FieldsContext) {
  const form = quoteForms[kind];
  const limits = groupSizeLimits[kind];
  const context = { idPrefix, problems, values };
  const [groupSize, setGroupSize] = useState(
    values?.[form.group.name] ?? (initial?.groupSize ? String(initial.groupSize) : ""),
  );
  const [optionValue, setOptionValue] = useState(
    firstChoice(options, values?.[form.option.name], initial?.option),
  );
  const showPrice = usePrice();
  const estimate = estimateText(
    kind,
    options.find((option) => option.value === optionValue),
    Number(groupSize),
    showPrice,
  );
  const field = fieldsOf(idPrefix);
  const sizeProblem = fieldProblem(problems, idPrefix, form.group.name);
  const optionProblem = fieldProblem(problems, idPrefix, form.option.name);
  return (
    <>
      <p className="text-sm sm:col-span-2">{form.intro} Fields marked * are required.</p>
      <WhoIsAskingFields form={form} context={context} />
      <div>
        <label htmlFor={`${idPrefix}-${form.group.name}`} className="text-sm font-semibold">
          {form.group.label} ({limits.min}-{kind === "corporate" ? "100+" : limits.max}){" "}
          <span aria-hidden="true">*</span>
        </label>
        <input
          {...field(form.group.name)}
          type="number"
          inputMode="numeric"
          required
          min={limits.min}
          max={limits.max}
          step={1}
          placeholder={form.group.placeholder}
          value={groupSize}
          onChange={(event) => setGroupSize(event.target.value)}
          className={fieldClasses}
          {...sizeProblem.attributes}
        />
        {sizeProblem.message}
      </div>
      {kind === "school-quote" ? <TeacherField {...context} /> : null}
      {kind === "corporate" ? <GroupCountInputs {...context} initial={initial} /> : null}
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-${form.option.name}`} className="text-sm font-semibold">
          {form.option.label} <span aria-hidden="true">*</span>
        </label>
        <select
          {...field(form.option.name)}
          required
          value={optionValue}
          onChange={(event) => setOptionValue(event.target.value)}
          className={fieldClasses}
          {...optionProblem.attributes}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {optionProblem.message}
      </div>
      <EstimateBox
        kind={kind}
        estimate={estimate}
        groupSize={Number(groupSize)}
        outputFor={`${idPrefix}-${form.group.name} ${idPrefix}-${form.option.name}`}
      />
      <OptionalQuoteFields form={form} context={context} />
      <HoneypotField id={`${idPrefix}-website`} />
    </>
  );
}

/** The estimate for the group and option chosen, and the school's group discount (issue 30). */
function EstimateBox({
  kind,
  estimate,
  groupSize,
  outputFor,
}: {
  kind: QuoteKind;
  estimate: ReturnType<typeof estimateText>;
  groupSize: number;
  outputFor: string;
}) {
  return (
    <div className="rounded-lg bg-forest-50 px-4 py-3 sm:col-span-2" aria-live="polite">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Estimated total</span>
        <output htmlFor={outputFor} className="text-xl font-bold">
          {estimate ? estimate.total : "Custom quote"}
        </output>
      </p>
      <p className="mt-1 text-sm">
        {estimate
          ? `${estimate.detail}. Your quote confirms the final price.`
          : "We'll price your group and programme in the quote."}
      </p>
      {kind === "school-quote" ? (
        <p className="mt-1 text-sm font-semibold" data-testid="school-discount">
          {schoolDiscountSentence(groupSize)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The confirmation in place of the form (issue 30: a toast with no reference covered the
 * header): the spec's words and the stored request's reference; `children` is the way on.
 */
export function QuoteSentMessage({
  kind,
  reference,
  children,
}: {
  kind: QuoteKind;
  reference: string;
  children?: ReactNode;
}) {
  const form = quoteForms[kind];
  return (
    <div className="grid gap-3">
      <p className="text-lg font-bold">{form.success.title}</p>
      <p>{form.success.description}</p>
      <p>
        Your reference: <strong data-testid="quote-reference">{reference}</strong>. Please quote it
        when you write to us.
      </p>
      {children}
    </div>
  );
}

/** The sentence above the buttons when a form is refused (an alert, tied to the form). */
export function QuoteFormProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2"
    >
      {problem}
    </p>
  ) : null;
}
