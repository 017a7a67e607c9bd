import { z } from "zod";
import { contactAdventureOptions } from "../landing";
import { schoolPrograms } from "../pricing/tiers";
import {
  groupCountsProblem,
  groupSizeLimits,
  isEmailAddress,
  teacherLimits,
  isPhoneNumber,
  textLimits,
  type QuoteKind,
} from "./inquiry-fields";
import { honeypotSchema } from "../forms/honeypot-schema";
import { internationalPhone } from "../contact/phone";

/*
 * Server-side schemas of POST /api/contact-inquiry and POST /api/quote-request. The browser
 * never imports this module (zod stays out of the client bundle); it mirrors the same limits
 * from inquiry-fields.ts with plain checks.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- single-line fields also refuse line breaks and tabs
const controlOrLineBreak = /[\u0000-\u001F\u007F]/;

/** Free text: trimmed, at most `max` characters, line breaks allowed, no other control characters. */
export function multiLineText(max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !controlCharacters.test(value), "contains characters we cannot store");
}

/** One line of text (names, organisations): it also goes into email subjects, so no line breaks. */
function singleLineText(max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !controlOrLineBreak.test(value), "must be a single line of text");
}

function requiredLine(max: number) {
  return singleLineText(max).pipe(z.string().min(1, "is required"));
}

/** Optional text: absent, null or blank all become null. */
function optionalText(text: z.ZodType<string>) {
  return text.nullish().transform((value) => (value ? value : null));
}

const email = z
  .string({ error: "must be a valid email address" })
  .trim()
  .max(textLimits.email, "is too long")
  .refine(isEmailAddress, "must be a valid email address")
  .pipe(z.email("must be a valid email address"));

// Stored in international form where the country is known ("0712 000 111" -> "+254712000111").
const requiredPhone = singleLineText(textLimits.phone)
  .refine((value) => isPhoneNumber(value), "must be a phone number, e.g. +254 712 345 678")
  .transform((value) => internationalPhone(value));
const optionalPhone = optionalText(
  singleLineText(textLimits.phone)
    .refine(
      (value) => value === "" || isPhoneNumber(value),
      "must be a phone number, e.g. +254 712 345 678",
    )
    .transform((value) => internationalPhone(value)),
);

function groupSize(kind: QuoteKind) {
  const { min, max } = groupSizeLimits[kind];
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** A whole number from `min` to `max`, with the sentence the form shows beside the field. */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

function oneOf(values: readonly string[], message: string) {
  return z.string({ error: message }).refine((value) => values.includes(value), message);
}

export const contactAdventureValues: readonly string[] = contactAdventureOptions.map(
  (option) => option.value,
);

/** The contact inquiry payload: name (first and last joined), email, phone or null, adventure, message. */
export const contactInquirySchema = z.strictObject({
  name: requiredLine(textLimits.fullName),
  email,
  phone: optionalPhone,
  adventure: oneOf(contactAdventureValues, `must be one of ${contactAdventureValues.join(", ")}`),
  message: multiLineText(textLimits.message).pipe(z.string().min(1, "is required")),
  website: honeypotSchema,
});
export type ContactInquiry = z.infer<typeof contactInquirySchema>;

export const schoolProgramValues: readonly string[] = schoolPrograms.map(
  (program) => program.value,
);
/**
 * The programme ids a quote request may name, from the catalogue (content/quote-requests.ts): the
 * team-building page's programmes (Request Proposal) and the corporate packages plus the custom
 * one (Request Corporate Quote). Passed in, so this module stays free of the catalogue.
 */
export interface QuoteRequestChoices {
  proposalProgrammeIds: readonly string[];
  corporatePackageIds: readonly string[];
}

const schoolQuoteSchema = z.strictObject({
  kind: z.literal("school-quote"),
  schoolName: requiredLine(textLimits.organisation),
  contactPerson: requiredLine(textLimits.personName),
  email,
  phone: requiredPhone,
  studentCount: groupSize("school-quote"),
  teacherCount: wholeNumber(teacherLimits.min, teacherLimits.max),
  preferredDates: optionalText(singleLineText(textLimits.dates)),
  program: oneOf(schoolProgramValues, `must be one of ${schoolProgramValues.join(", ")}`),
  additionalRequirements: optionalText(multiLineText(textLimits.notes)),
  budget: optionalText(singleLineText(textLimits.budget)),
  website: honeypotSchema,
});

function proposalSchemaFor(programmeIds: readonly string[]) {
  return z.strictObject({
    kind: z.literal("proposal"),
    organisation: requiredLine(textLimits.organisation),
    contactPerson: requiredLine(textLimits.personName),
    email,
    phone: requiredPhone,
    groupSize: groupSize("proposal"),
    preferredDates: optionalText(singleLineText(textLimits.dates)),
    programme: oneOf(programmeIds, `must be one of ${programmeIds.join(", ")}`),
    notes: optionalText(multiLineText(textLimits.notes)),
    website: honeypotSchema,
  });
}

function corporateSchemaFor(packageIds: readonly string[]) {
  const { max } = groupSizeLimits.corporate;
  // How many of the group are residents and citizens (the rest non-residents); absent: none.
  const count = wholeNumber(0, max)
    .nullish()
    .transform((value) => value ?? 0);
  return z
    .strictObject({
      kind: z.literal("corporate"),
      company: requiredLine(textLimits.organisation),
      contactPerson: requiredLine(textLimits.personName),
      email,
      phone: requiredPhone,
      groupSize: groupSize("corporate"),
      package: oneOf(packageIds, `must be one of ${packageIds.join(", ")}`),
      eastAfricanResidents: count,
      kenyanCitizens: count,
      preferredDates: optionalText(singleLineText(textLimits.dates)),
      notes: optionalText(multiLineText(textLimits.notes)),
      website: honeypotSchema,
    })
    .superRefine((request, context) => {
      const problem = groupCountsProblem(
        request.groupSize,
        request.eastAfricanResidents,
        request.kenyanCitizens,
      );
      if (problem) context.addIssue({ code: "custom", path: ["kenyanCitizens"], message: problem });
    });
}

/**
 * The body of POST /api/quote-request: a school quote, a team-building proposal or a corporate
 * quote, told apart by `kind`, naming one of the catalogue's programmes.
 */
export function quoteRequestSchemaFor(choices: QuoteRequestChoices) {
  return z.discriminatedUnion(
    "kind",
    [
      schoolQuoteSchema,
      proposalSchemaFor(choices.proposalProgrammeIds),
      corporateSchemaFor(choices.corporatePackageIds),
    ],
    {
      error: "must be school-quote, proposal or corporate",
    },
  );
}
export type QuoteRequest = z.infer<ReturnType<typeof quoteRequestSchemaFor>>;
export type SchoolQuoteRequest = z.infer<typeof schoolQuoteSchema>;
export type ProposalRequest = z.infer<ReturnType<typeof proposalSchemaFor>>;
export type CorporateQuoteRequest = z.infer<ReturnType<typeof corporateSchemaFor>>;
