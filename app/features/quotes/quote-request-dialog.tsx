import { useId, useState, type FormEvent } from "react";
import {
  corporateEstimateRange,
  groupSizeLimits,
  isEmailAddress,
  isPhoneNumber,
  proposalEstimate,
  schoolQuoteEstimate,
  textLimits,
  type QuoteKind,
} from "../../../domain/inquiries/inquiry-fields";
import { usePrice } from "~/features/currency/use-price";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { fieldClasses } from "~/features/booking/booking-fields";
import { notify } from "~/lib/notify";
import { postInquiry } from "./post-inquiry";
import type { QuoteFormProps, QuoteOption } from "./quote-options";
import { HoneypotField } from "~/components/ui/honeypot-field";

/** Each quote form's field names (the API's) and wording. */
const forms = {
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
  if (!option || !Number.isFinite(groupSize) || groupSize <= 0) return null;
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

type QuoteFormWording = (typeof forms)[QuoteKind];

/** A field's id (the form's own id, then the name, for its label) and name (the API's). */
const fieldsOf = (idPrefix: string) => (name: string) => ({ id: `${idPrefix}-${name}`, name });

/**
 * Sending the form: the checks the browser cannot do, then the request; `problem` is the sentence
 * shown above the buttons, and what was typed stays when the request fails.
 */
function useQuoteSubmit(kind: QuoteKind, onDone: () => void) {
  const form = forms[kind];
  const limits = groupSizeLimits[kind];
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const values = Object.fromEntries(
      Array.from(new FormData(element), ([key, value]) => [
        key,
        typeof value === "string" ? value.trim() : "",
      ]),
    );
    const size = Number(values[form.group.name]);
    // The browser has checked required fields, the email type and the number range; these are the checks it cannot do.
    const invalid = !isEmailAddress(values.email ?? "")
      ? { field: "email", message: "Please enter a valid email address." }
      : !isPhoneNumber(values.phone ?? "")
        ? { field: "phone", message: "Please enter a phone number, e.g. +254 712 345 678." }
        : !Number.isInteger(size) || size < limits.min || size > limits.max
          ? {
              field: form.group.name,
              message: `${form.group.label} must be a whole number from ${limits.min} to ${limits.max}.`,
            }
          : null;
    if (invalid) {
      setProblem(invalid.message);
      (element.elements.namedItem(invalid.field) as HTMLElement | null)?.focus();
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const body: Record<string, unknown> = { ...values, kind, [form.group.name]: size };
    for (const optional of ["preferredDates", "budget", form.notes.name])
      if (!body[optional]) delete body[optional];
    const result = await postInquiry("/api/quote-request", body);
    setSubmitting(false);
    if (!result.ok) {
      setProblem(`We could not submit your request: ${result.error} What you typed is still here.`);
      notify({ ...form.failure, variant: "destructive" });
      return;
    }
    notify({ ...form.success, variant: "success" });
    element.reset();
    onDone();
  }
  return { problem, submitting, handleSubmit };
}

/** The form itself: mounted while the dialog is open, so closing clears it. */
function QuoteForm({
  kind,
  options,
  initial,
  onDone,
  onCancel,
}: QuoteFormProps & { onDone: () => void; onCancel: () => void }) {
  const form = forms[kind];
  const limits = groupSizeLimits[kind];
  const id = useId();
  const [groupSize, setGroupSize] = useState(initial?.groupSize ? String(initial.groupSize) : "");
  const [optionValue, setOptionValue] = useState(
    initial?.option && options.some((option) => option.value === initial.option)
      ? initial.option
      : (options[0]?.value ?? ""),
  );
  const { problem, submitting, handleSubmit } = useQuoteSubmit(kind, onDone);
  const showPrice = usePrice();
  const estimate = estimateText(
    kind,
    options.find((option) => option.value === optionValue),
    Number(groupSize),
    showPrice,
  );

  const field = fieldsOf(id);
  const problemId = `${id}-problem`;

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      aria-describedby={problem ? problemId : undefined}
      className="grid gap-4 p-5 sm:grid-cols-2"
    >
      <p className="text-sm sm:col-span-2">{form.intro} Fields marked * are required.</p>
      <WhoIsAskingFields form={form} idPrefix={id} />
      <div>
        <label htmlFor={`${id}-${form.group.name}`} className="text-sm font-semibold">
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
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-${form.option.name}`} className="text-sm font-semibold">
          {form.option.label} <span aria-hidden="true">*</span>
        </label>
        <select
          {...field(form.option.name)}
          required
          value={optionValue}
          onChange={(event) => setOptionValue(event.target.value)}
          className={fieldClasses}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="rounded-lg bg-forest-50 px-4 py-3 sm:col-span-2" aria-live="polite">
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">Estimated total</span>
          <output
            htmlFor={`${id}-${form.group.name} ${id}-${form.option.name}`}
            className="text-xl font-bold"
          >
            {estimate ? estimate.total : "Custom quote"}
          </output>
        </p>
        <p className="mt-1 text-sm">
          {estimate
            ? `${estimate.detail}. Your quote confirms the final price.`
            : "We'll price your group and programme in the quote."}
        </p>
      </div>
      <OptionalQuoteFields form={form} idPrefix={id} />
      <HoneypotField id={`${id}-website`} />
      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2"
        >
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Submitting..." : form.submit}
        </Button>
      </div>
    </form>
  );
}

/** The organisation and the person to answer: name, email and phone (cells of the form's grid). */
function WhoIsAskingFields({ form, idPrefix }: { form: QuoteFormWording; idPrefix: string }) {
  const field = fieldsOf(idPrefix);
  return (
    <>
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-${form.organisation.name}`} className="text-sm font-semibold">
          {form.organisation.label} <span aria-hidden="true">*</span>
        </label>
        <input
          {...field(form.organisation.name)}
          required
          maxLength={textLimits.organisation}
          autoComplete="organization"
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-contactPerson`} className="text-sm font-semibold">
          Contact person <span aria-hidden="true">*</span>
        </label>
        <input
          {...field("contactPerson")}
          required
          maxLength={textLimits.personName}
          autoComplete="name"
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-semibold">
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          {...field("email")}
          type="email"
          required
          maxLength={textLimits.email}
          autoComplete="email"
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-phone`} className="text-sm font-semibold">
          Phone <span aria-hidden="true">*</span>
        </label>
        <input
          {...field("phone")}
          type="tel"
          required
          maxLength={textLimits.phone}
          autoComplete="tel"
          className={fieldClasses}
        />
      </div>
    </>
  );
}

/** Preferred dates, a budget where the form asks for one, and notes (cells of the form's grid). */
function OptionalQuoteFields({ form, idPrefix }: { form: QuoteFormWording; idPrefix: string }) {
  const field = fieldsOf(idPrefix);
  return (
    <>
      <div className={form.budget ? "" : "sm:col-span-2"}>
        <label htmlFor={`${idPrefix}-preferredDates`} className="text-sm font-semibold">
          Preferred dates (optional)
        </label>
        <input
          {...field("preferredDates")}
          maxLength={textLimits.dates}
          placeholder="e.g. 10-14 March 2027"
          className={fieldClasses}
        />
      </div>
      {form.budget ? (
        <div>
          <label htmlFor={`${idPrefix}-budget`} className="text-sm font-semibold">
            Budget (optional)
          </label>
          <input
            {...field("budget")}
            maxLength={textLimits.budget}
            placeholder="e.g. $150 per student"
            className={fieldClasses}
          />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-${form.notes.name}`} className="text-sm font-semibold">
          {form.notes.label} (optional)
        </label>
        <textarea
          {...field(form.notes.name)}
          rows={3}
          maxLength={textLimits.notes}
          className={fieldClasses}
        />
      </div>
    </>
  );
}

export default function QuoteRequestDialog({
  title,
  open,
  onClose,
  ...form
}: QuoteFormProps & { title: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="w-[min(44rem,calc(100vw-2rem))]!"
    >
      <QuoteForm {...form} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
