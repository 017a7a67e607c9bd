import { useState, type FormEvent } from "react";
import { contactAdventureOptions } from "../../../domain/landing";
import { contactInquiryText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { Button } from "~/components/ui/button";

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

/** The landing contact form: validates, then hands the inquiry to the operator's WhatsApp chat and clears. */
export function ContactForm({ whatsappNumber }: { whatsappNumber: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<Field, string>;
    const found: Partial<Record<Field, string>> = {};
    for (const [field, message] of Object.entries(required) as Array<[Exclude<Field, "phone">, string]>) {
      const value = values[field]?.trim() ?? "";
      if (!value || (field === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))) found[field] = message;
    }
    setErrors(found);
    setSent(false);
    if (Object.keys(found).length > 0) {
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    const adventureLabel = contactAdventureOptions.find((option) => option.value === values.adventure)?.label ?? values.adventure;
    const text = contactInquiryText(
      {
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        email: values.email.trim(),
        phone: values.phone?.trim() || null,
        adventure: values.adventure,
        message: values.message.trim(),
      },
      adventureLabel,
    );
    window.open(whatsappLink(whatsappNumber, text), "_blank", "noopener,noreferrer");
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
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      <div>
        <label htmlFor="contact-firstName" className="text-sm font-semibold">
          First name <span aria-hidden="true">*</span>
        </label>
        <input {...fieldProps("firstName")} autoComplete="given-name" required maxLength={100} className={inputClasses} />
        {errorText("firstName")}
      </div>
      <div>
        <label htmlFor="contact-lastName" className="text-sm font-semibold">
          Last name <span aria-hidden="true">*</span>
        </label>
        <input {...fieldProps("lastName")} autoComplete="family-name" required maxLength={100} className={inputClasses} />
        {errorText("lastName")}
      </div>
      <div>
        <label htmlFor="contact-email" className="text-sm font-semibold">
          Email <span aria-hidden="true">*</span>
        </label>
        <input {...fieldProps("email")} type="email" autoComplete="email" required maxLength={254} className={inputClasses} />
        {errorText("email")}
      </div>
      <div>
        <label htmlFor="contact-phone" className="text-sm font-semibold">
          Phone (optional)
        </label>
        <input {...fieldProps("phone")} type="tel" autoComplete="tel" maxLength={40} className={inputClasses} />
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
        <textarea {...fieldProps("message")} rows={5} required maxLength={5000} className={inputClasses} />
        {errorText("message")}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
          Send Inquiry
        </Button>
        <p className="mt-3 text-sm">Fields marked * are required. We reply within 24 hours.</p>
        <p role="status" className="mt-2 text-sm font-semibold text-forest-800">
          {sent ? "Your inquiry is ready in WhatsApp: press send there and we'll get back to you within 24 hours." : ""}
        </p>
      </div>
    </form>
  );
}
