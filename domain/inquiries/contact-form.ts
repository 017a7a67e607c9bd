import { contactAdventureOptions } from "../landing";
import { honeypotFieldName } from "../forms/honeypot";
import { isEmailAddress, isPhoneNumber } from "./inquiry-fields";

/**
 * The landing page's contact form: its fields, the sentence shown beside each field that is
 * wrong, and the inquiry it becomes. The browser checks with these before sending and the
 * server's action checks again with the same words, so a visitor without JavaScript reads the
 * same messages. No zod here: this module is part of the landing page's bundle.
 */
export const contactFormFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "adventure",
  "message",
] as const;
export type ContactFormField = (typeof contactFormFields)[number];

export type ContactFormValues = Record<ContactFormField | typeof honeypotFieldName, string>;
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/** Lengths the inputs allow (maxLength), checked again on the server. */
export const contactFormMaxLengths: Record<ContactFormField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  adventure: 40,
  message: 5000,
};

export const contactFormMessages: Record<ContactFormField, string> = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a phone number, e.g. +254 712 345 678, or leave it empty.",
  adventure: "Please choose an adventure.",
  message: "Please tell us a little about your plans.",
};

/** The submitted fields as trimmed text; anything missing or not text is empty. */
export function contactFormValues(read: (name: string) => unknown): ContactFormValues {
  const text = (name: string) => {
    const value = read(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    adventure: text("adventure"),
    message: text("message"),
    [honeypotFieldName]: text(honeypotFieldName),
  };
}

const adventureValues: readonly string[] = contactAdventureOptions.map((option) => option.value);

function fieldIsValid(field: ContactFormField, value: string): boolean {
  if (value.length > contactFormMaxLengths[field]) return false;
  switch (field) {
    case "phone":
      return value === "" || isPhoneNumber(value);
    case "email":
      return isEmailAddress(value);
    case "adventure":
      return adventureValues.includes(value);
    default:
      return value !== "";
  }
}

/** What is wrong, field by field, in the form's order; empty when the form can be sent. */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of contactFormFields)
    if (!fieldIsValid(field, values[field])) errors[field] = contactFormMessages[field];
  return errors;
}

/** The first field with a problem, where the cursor goes. */
export function firstInvalidField(errors: ContactFormErrors): ContactFormField | undefined {
  return contactFormFields.find((field) => errors[field]);
}

/** The spec's inquiry payload (name is first and last joined; no phone is null). */
export function contactInquiryFromForm(values: ContactFormValues) {
  return {
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone || null,
    adventure: values.adventure,
    message: values.message,
    [honeypotFieldName]: values[honeypotFieldName],
  };
}

/**
 * Which field the server's own check (the inquiry schema: single lines, no control characters)
 * points at, for a problem the form's checks above let through.
 */
export function contactFormFieldOfInquiryPath(path: string): ContactFormField {
  switch (path) {
    case "name":
      return "firstName";
    case "email":
    case "phone":
    case "adventure":
      return path;
    default:
      return "message";
  }
}

/**
 * What the landing page's action answers the form: stored, with the reference to quote; or not,
 * with what to fix beside each field, or one sentence for the whole form, and what the visitor
 * typed, so a page rendered without JavaScript gives it back to them.
 */
export type ContactFormResult =
  | { sent: true; reference: string; message: string }
  | {
      sent: false;
      errors: ContactFormErrors;
      failure?: string;
      /** The server was not reached at all (only the browser can tell). */
      unreachable?: boolean;
      values?: Omit<ContactFormValues, typeof honeypotFieldName>;
    };
