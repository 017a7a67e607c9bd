import { HoneypotField } from "~/components/ui/honeypot-field";
import { fieldClasses } from "./booking-fields";

export type ContactField = "clientName" | "clientEmail" | "clientPhone" | "specialRequirements";

/**
 * The traveller's details of a booking request (the trip page's checkout, the cart's Book All
 * Trips): full name and email required, phone and special requirements optional, and the
 * honeypot. A field the server refused shows its sentence beside it.
 */
export function ContactFields({
  idPrefix,
  errors = {},
  values = {},
}: {
  idPrefix: string;
  errors?: Partial<Record<ContactField, string>>;
  /** What the traveller sent, shown again when the server answered with the form (no JavaScript). */
  values?: Partial<Record<ContactField, string>>;
}) {
  const field = (name: ContactField) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: values[name],
    className: fieldClasses,
    ...(errors[name]
      ? { "aria-invalid": true, "aria-describedby": `${idPrefix}-${name}-error` }
      : {}),
  });
  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-clientName`} className="text-sm font-semibold">
          Full name <span aria-hidden="true">*</span>
        </label>
        <input {...field("clientName")} required maxLength={120} autoComplete="name" />
        {error("clientName")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-clientEmail`} className="text-sm font-semibold">
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          {...field("clientEmail")}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
        />
        {error("clientEmail")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-clientPhone`} className="text-sm font-semibold">
          Phone (optional)
        </label>
        <input {...field("clientPhone")} type="tel" maxLength={40} autoComplete="tel" />
        {error("clientPhone")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-specialRequirements`} className="text-sm font-semibold">
          Special requirements (optional)
        </label>
        <textarea {...field("specialRequirements")} rows={3} maxLength={2000} />
        {error("specialRequirements")}
      </div>
      <HoneypotField id={`${idPrefix}-website`} />
    </>
  );
}
