import { describe, expect, it } from "vitest";
import {
  contactFormErrors,
  contactFormFieldOfInquiryPath,
  contactFormMessages,
  contactFormValues,
  contactInquiryFromForm,
  firstInvalidField,
} from "./contact-form";
import { contactInquirySchema } from "./inquiry-request";

const filled = {
  firstName: " Amina ",
  lastName: "Otieno",
  email: "amina@example.com",
  phone: "",
  adventure: "kilimanjaro",
  message: "Two of us in February.",
  website: "",
};
const read = (fields: Record<string, unknown>) => contactFormValues((name) => fields[name]);

describe("the landing contact form", () => {
  it("reads every field as trimmed text, and anything missing or not text as empty", () => {
    const values = read({ ...filled, phone: undefined, message: 42 });
    expect(values.firstName).toBe("Amina");
    expect(values.phone).toBe("");
    expect(values.message).toBe("");
  });

  it("names every missing required field with its sentence, in the form's order", () => {
    const errors = contactFormErrors(read({}));
    expect(errors).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter a valid email address.",
      adventure: "Please choose an adventure.",
      message: "Please tell us a little about your plans.",
    });
    expect(firstInvalidField(errors)).toBe("firstName");
  });

  it("accepts a complete form with or without a phone, and refuses a bad phone, email or adventure", () => {
    expect(contactFormErrors(read(filled))).toEqual({});
    expect(contactFormErrors(read({ ...filled, phone: "0712 000 111" }))).toEqual({});
    expect(contactFormErrors(read({ ...filled, phone: "call me" }))).toEqual({
      phone: contactFormMessages.phone,
    });
    expect(contactFormErrors(read({ ...filled, email: "amina@" }))).toEqual({
      email: contactFormMessages.email,
    });
    // A value a visitor cannot pick from the list (a forged post) is refused like an empty one.
    expect(contactFormErrors(read({ ...filled, adventure: "moon-landing" }))).toEqual({
      adventure: contactFormMessages.adventure,
    });
    expect(firstInvalidField(contactFormErrors(read({ ...filled, email: "" })))).toBe("email");
  });

  it("refuses text longer than the inputs allow, as the server would", () => {
    expect(contactFormErrors(read({ ...filled, lastName: "x".repeat(101) }))).toEqual({
      lastName: contactFormMessages.lastName,
    });
  });

  it("becomes the spec's inquiry payload, which the API's schema accepts", () => {
    const inquiry = contactInquiryFromForm(read(filled));
    expect(inquiry).toEqual({
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: null,
      adventure: "kilimanjaro",
      message: "Two of us in February.",
      website: "",
    });
    expect(contactInquirySchema.safeParse(inquiry).success).toBe(true);
  });

  it("points the schema's own findings at the field the visitor typed them in", () => {
    expect(contactFormFieldOfInquiryPath("name")).toBe("firstName");
    expect(contactFormFieldOfInquiryPath("phone")).toBe("phone");
    expect(contactFormFieldOfInquiryPath("message")).toBe("message");
    const withControl = contactInquiryFromForm(read({ ...filled, firstName: "Ami\u0007na" }));
    const issue = contactInquirySchema.safeParse(withControl).error?.issues[0];
    expect(contactFormFieldOfInquiryPath(String(issue?.path[0]))).toBe("firstName");
  });
});
