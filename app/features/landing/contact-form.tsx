import { useState, type FormEvent } from "react";
import { isEmailAddress, isPhoneNumber } from "../../../domain/inquiries/inquiry-fields";
import { contactAdventureOptions } from "../../../domain/landing";
import { contactInquiryText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { Button } from "~/components/ui/button";
import { postInquiry } from "~/features/quotes/post-inquiry";
import { notify } from "~/lib/notify";
import { HoneypotField } from "~/components/ui/honeypot-field";

type Field = "firstName" | "lastName" | "email" | "phone" | "adventure" | "message";
const required: Record<Exclude<Field, "phone">, string> = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  adventure: "Please choose an adventure.",
  message: "Please tell us a little about your plans.",
};

const inputClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600 aria-[invalid=true]:border-red-700";

/**
 * The landing contact form: validates, stores the inquiry through POST /api/contact-inquiry (the
 * operator is emailed), then hands it to the operator's WhatsApp chat and clears. On failure the
 * form keeps what the visitor typed.
 */
export function ContactForm({ whatsappNumber }: { whatsappNumber: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(
      Array.from(new FormData(form), ([key, value]) => [
        key,
        typeof value === "string" ? value.trim() : "",
      ]),
    ) as Record<Field | "website", string>;
    const found: Partial<Record<Field, string>> = {};
    for (const [field, message] of Object.entries(required) as Array<
      [Exclude<Field, "phone">, string]
    >) {
      const value = values[field] ?? "";
      if (!value || (field === "email" && !isEmailAddress(value))) found[field] = message;
    }
    if (values.phone && !isPhoneNumber(values.phone))
      found.phone = "Please enter a phone number, e.g. +254 712 345 678, or leave it empty.";
    setErrors(found);
    setSent(false);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const firstInvalid = (
        ["firstName", "lastName", "email", "phone", "adventure", "message"] as const
      ).find((field) => found[field]);
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    const inquiry = {
      name: `${values.firstName} ${values.lastName}`,
      email: values.email,
      phone: values.phone || null,
      adventure: values.adventure,
      message: values.message,
    };
    // Opened now, while the click still counts as the visitor's action, so no popup blocker stops it.
    const chat = window.open("", "_blank");
    if (chat) chat.opener = null;
    setSending(true);
    const result = await postInquiry("/api/contact-inquiry", {
      ...inquiry,
      website: values.website ?? "",
    });
    setSending(false);
    if (!result.ok) {
      chat?.close();
      setFailure(result.error);
      if (result.unavailable)
        notify({
          title: "Service unavailable",
          description: "Please try again or contact us directly.",
          variant: "destructive",
        });
      else
        notify({
          title: "Submission Failed",
          description: "Please try again or contact us directly.",
          variant: "destructive",
        });
      return;
    }
    notify({
      title: "Inquiry Sent Successfully!",
      description: "We'll get back to you within 24 hours.",
      variant: "success",
    });
    const adventureLabel =
      contactAdventureOptions.find((option) => option.value === inquiry.adventure)?.label ??
      inquiry.adventure;
    const link = whatsappLink(whatsappNumber, contactInquiryText(inquiry, adventureLabel));
    if (chat) chat.location.href = link;
    else window.open(link, "_blank", "noopener,noreferrer");
    form.reset();
    setSent(true);
  }

  function fieldProps(field: Field) {
    return {
      id: `contact-${field}`,
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    };
  }
  function errorText(field: Field) {
    return errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    ) : null;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-busy={sending}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <div>
        <label htmlFor="contact-firstName" className="text-sm font-semibold">
          First name <span aria-hidden="true">*</span>
        </label>
        <input
          {...fieldProps("firstName")}
          autoComplete="given-name"
          required
          maxLength={100}
          className={inputClasses}
        />
        {errorText("firstName")}
      </div>
      <div>
        <label htmlFor="contact-lastName" className="text-sm font-semibold">
          Last name <span aria-hidden="true">*</span>
        </label>
        <input
          {...fieldProps("lastName")}
          autoComplete="family-name"
          required
          maxLength={100}
          className={inputClasses}
        />
        {errorText("lastName")}
      </div>
      <div>
        <label htmlFor="contact-email" className="text-sm font-semibold">
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          {...fieldProps("email")}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          className={inputClasses}
        />
        {errorText("email")}
      </div>
      <div>
        <label htmlFor="contact-phone" className="text-sm font-semibold">
          Phone (optional)
        </label>
        <input
          {...fieldProps("phone")}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          className={inputClasses}
        />
        {errorText("phone")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-adventure" className="text-sm font-semibold">
          Adventure <span aria-hidden="true">*</span>
        </label>
        <select {...fieldProps("adventure")} required defaultValue="" className={inputClasses}>
          <option value="" disabled>
            Choose an adventure
          </option>
          {contactAdventureOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errorText("adventure")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="text-sm font-semibold">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          {...fieldProps("message")}
          rows={5}
          required
          maxLength={5000}
          className={inputClasses}
        />
        {errorText("message")}
      </div>
      <HoneypotField id="contact-website" />
      <div className="sm:col-span-2">
        {failure ? (
          <p
            role="alert"
            className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            We could not send your inquiry: {failure} Your message is still here; please try again
            or contact us on WhatsApp.
          </p>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={sending}
        >
          {sending ? "Sending..." : "Send Inquiry"}
        </Button>
        <p className="mt-3 text-sm">Fields marked * are required. We reply within 24 hours.</p>
        <p role="status" className="mt-2 text-sm font-semibold text-forest-800">
          {sent
            ? "Inquiry sent. WhatsApp is open too, if you'd like to chat with a guide now."
            : ""}
        </p>
      </div>
    </form>
  );
}
