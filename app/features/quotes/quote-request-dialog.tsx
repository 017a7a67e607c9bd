import { useEffect, useId, useRef, useState, type FormEvent } from "react";
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
import {
  quoteFormNumbers,
  quoteFormProblems,
  type QuoteFormProblems,
} from "../../../domain/inquiries/quote-form";
import { usePrice } from "~/features/currency/use-price";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { fieldClasses } from "~/features/booking/booking-fields";
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

/** What the form shows after sending: the stored request's reference (issue 30), on the page. */
interface Sent {
  reference: string;
}

/**
 * Sending the form: the checks the browser cannot do, then the request. `problems` holds a
 * sentence per field (shown beside it) and `problem` the one above the buttons; what was typed
 * stays when the request fails. Once stored, `sent` carries the reference the page shows.
 */
function useQuoteSubmit(kind: QuoteKind) {
  const form = forms[kind];
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<QuoteFormProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  function refuse(element: HTMLFormElement, found: QuoteFormProblems, sentence: string) {
    setProblems(found);
    setProblem(sentence);
    const first = Object.keys(found)[0];
    (first ? (element.elements.namedItem(first) as HTMLElement | null) : null)?.focus();
  }

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
    const found = quoteFormProblems(kind, values);
    if (Object.keys(found).length > 0) {
      refuse(element, found, "Please check the fields marked below.");
      return;
    }
    setProblems({});
    setProblem(null);
    setSubmitting(true);
    const body: Record<string, unknown> = { ...values, kind, ...quoteFormNumbers(kind, values) };
    for (const optional of ["preferredDates", "budget", form.notes.name])
      if (!body[optional]) delete body[optional];
    const result = await postInquiry("/api/quote-request", body);
    setSubmitting(false);
    if (!result.ok) {
      // The server's sentence per field goes beside the field it names.
      const beside: QuoteFormProblems = {};
      for (const issue of result.issues)
        if (element.elements.namedItem(issue.path))
          beside[issue.path] ??= `Please check this field: it ${issue.message.replace(/\.$/, "")}.`;
      refuse(
        element,
        beside,
        `${form.failure.description} ${result.error} What you typed is still here.`,
      );
      return;
    }
    setSent({ reference: result.reference ?? "" });
  }
  return { problem, problems, submitting, sent, handleSubmit };
}

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

/**
 * The confirmation in place of the form (issue 30: a toast with no reference covered the
 * header): the spec's words and the stored request's reference, announced by the live region
 * the dialog always has, and a button that closes.
 */
function QuoteSent({ kind, sent, onDone }: { kind: QuoteKind; sent: Sent; onDone: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const form = forms[kind];
  return (
    <div className="grid gap-3">
      <p className="text-lg font-bold">{form.success.title}</p>
      <p>{form.success.description}</p>
      <p>
        Your reference: <strong data-testid="quote-reference">{sent.reference}</strong>. Please
        quote it when you write to us.
      </p>
      <div className="flex justify-end">
        <Button ref={close} onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
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
  const { problem, problems, submitting, sent, handleSubmit } = useQuoteSubmit(kind);
  const showPrice = usePrice();
  const estimate = estimateText(
    kind,
    options.find((option) => option.value === optionValue),
    Number(groupSize),
    showPrice,
  );

  const field = fieldsOf(id);
  const problemId = `${id}-problem`;
  const sizeProblem = fieldProblem(problems, id, form.group.name);

  return (
    <div className="p-5">
      <div role="status" data-testid="quote-sent">
        {sent ? <QuoteSent kind={kind} sent={sent} onDone={onDone} /> : null}
      </div>
      {sent ? null : (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          aria-describedby={problem ? problemId : undefined}
          className="grid gap-4 sm:grid-cols-2"
        >
          <p className="text-sm sm:col-span-2">{form.intro} Fields marked * are required.</p>
          <WhoIsAskingFields form={form} idPrefix={id} problems={problems} />
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
              {...sizeProblem.attributes}
            />
            {sizeProblem.message}
          </div>
          {kind === "school-quote" ? <TeacherField idPrefix={id} problems={problems} /> : null}
          {kind === "corporate" ? (
            <GroupCountInputs idPrefix={id} problems={problems} initial={initial} />
          ) : null}
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
            {kind === "school-quote" ? (
              <p className="mt-1 text-sm font-semibold" data-testid="school-discount">
                {schoolDiscountSentence(Number(groupSize))}
              </p>
            ) : null}
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
      )}
    </div>
  );
}

/** The school form's accompanying teachers (issue 30), within teacherLimits. */
function TeacherField({ idPrefix, problems }: { idPrefix: string; problems: QuoteFormProblems }) {
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
  initial,
}: {
  idPrefix: string;
  problems: QuoteFormProblems;
  initial: QuoteFormProps["initial"];
}) {
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
        defaultValue={String(initial?.[name] ?? 0)}
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
function WhoIsAskingFields({
  form,
  idPrefix,
  problems,
}: {
  form: QuoteFormWording;
  idPrefix: string;
  problems: QuoteFormProblems;
}) {
  const field = fieldsOf(idPrefix);
  const email = fieldProblem(problems, idPrefix, "email");
  const phone = fieldProblem(problems, idPrefix, "phone");
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
          {...email.attributes}
        />
        {email.message}
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
          {...phone.attributes}
        />
        {phone.message}
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
