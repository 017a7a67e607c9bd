import {
  groupCountsProblem,
  groupSizeLimits,
  isEmailAddress,
  isPhoneNumber,
  teacherLimits,
  type QuoteKind,
} from "./inquiry-fields";

/**
 * The quote forms' own checks (issue 30), run in the browser before sending: one sentence per
 * field, shown beside it. The server's schema (inquiry-request.ts) checks the same again; these
 * are what the browser's `required`, `type` and `min`/`max` cannot say in words.
 */

/** The field that holds each form's group size. */
export const groupSizeField: Record<QuoteKind, "studentCount" | "groupSize"> = {
  "school-quote": "studentCount",
  proposal: "groupSize",
  corporate: "groupSize",
};

const groupSizeLabels: Record<QuoteKind, string> = {
  "school-quote": "Number of students",
  proposal: "Group size",
  corporate: "Group size",
};

/** A count field's text as a number: blank is `blank`, anything but digits is NaN. */
function countOf(text: string | undefined, blank: number): number {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return blank;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type QuoteFormProblems = Partial<Record<string, string>>;

/** Every field of a quote form that cannot be sent as typed, with the sentence shown beside it. */
export function quoteFormProblems(
  kind: QuoteKind,
  values: Readonly<Record<string, string | undefined>>,
): QuoteFormProblems {
  const problems: QuoteFormProblems = {};
  if (!isEmailAddress((values.email ?? "").trim()))
    problems.email = "Please enter a valid email address.";
  if (!isPhoneNumber((values.phone ?? "").trim()))
    problems.phone = "Please enter a phone number, e.g. +254 712 345 678.";
  const sizeField = groupSizeField[kind];
  const { min, max } = groupSizeLimits[kind];
  const size = countOf(values[sizeField], Number.NaN);
  if (!Number.isInteger(size) || size < min || size > max)
    problems[sizeField] = `${groupSizeLabels[kind]} must be a whole number from ${min} to ${max}.`;
  if (kind === "school-quote") {
    const teachers = countOf(values.teacherCount, Number.NaN);
    if (!Number.isInteger(teachers) || teachers < teacherLimits.min || teachers > teacherLimits.max)
      problems.teacherCount = `Accompanying teachers must be a whole number from ${teacherLimits.min} to ${teacherLimits.max}.`;
  }
  if (kind === "corporate" && !problems.groupSize) {
    const problem = groupCountsProblem(
      size,
      countOf(values.eastAfricanResidents, 0),
      countOf(values.kenyanCitizens, 0),
    );
    if (problem) problems.kenyanCitizens = problem;
  }
  return problems;
}

/** The numbers of a quote form as the API takes them (blank counts: none). */
export function quoteFormNumbers(
  kind: QuoteKind,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, number> {
  const numbers: Record<string, number> = {
    [groupSizeField[kind]]: countOf(values[groupSizeField[kind]], Number.NaN),
  };
  if (kind === "school-quote") numbers.teacherCount = countOf(values.teacherCount, Number.NaN);
  if (kind === "corporate") {
    numbers.eastAfricanResidents = countOf(values.eastAfricanResidents, 0);
    numbers.kenyanCitizens = countOf(values.kenyanCitizens, 0);
  }
  return numbers;
}

/** The optional fields of the quote forms: left out of the request when blank. */
const optionalQuoteFields = ["preferredDates", "budget", "additionalRequirements", "notes"];

/**
 * A quote form's typed values as the request the server's schema reads (POST /api/quote-request
 * and the no-JavaScript page /itinerary/:slug/quote alike): the kind, the counts as numbers,
 * and the blank optional fields left out.
 */
export function quoteRequestBody(
  kind: QuoteKind,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, kind, ...quoteFormNumbers(kind, values) };
  for (const optional of optionalQuoteFields) if (!body[optional]) delete body[optional];
  return body;
}
