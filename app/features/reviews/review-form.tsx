import { useId } from "react";
import { Form, useNavigation } from "react-router";
import {
  ratingOptions,
  reviewMaxLengths,
  reviewMinTextLength,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
} from "../../../domain/reviews/review-fields";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/features/booking/booking-fields";

/**
 * The review form: a plain POST to the page's own action, so it works without JavaScript. The
 * rating is a radio group with a visible word per star count; a field the server refused shows
 * its sentence beside it, and every value comes back as it was sent.
 */
export function ReviewForm({
  values,
  errors,
}: {
  values: ReviewFormValues;
  errors: ReviewFormErrors;
}) {
  const id = useId();
  const sending = useNavigation().state === "submitting";
  const errorId = (field: ReviewFormField) => `${id}-${field}-error`;
  const described = (field: ReviewFormField, hint?: string) => {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
    return {
      ...(ids ? { "aria-describedby": ids } : {}),
      ...(errors[field] ? { "aria-invalid": true } : {}),
    };
  };
  const error = (field: ReviewFormField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-semibold text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const count = Object.keys(errors).length;

  return (
    <Form method="post" className="mt-8 grid gap-6" aria-label="Write your review">
      {count ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {count === 1
            ? "One answer needs a change before your review can be published."
            : `${count} answers need a change before your review can be published.`}
        </p>
      ) : null}
      <fieldset {...described("rating")}>
        <legend className="text-base font-semibold">
          Your rating <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-5">
          {ratingOptions.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 py-2 text-sm font-semibold has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
            >
              <input
                type="radio"
                name="rating"
                value={option.value}
                defaultChecked={values.rating === String(option.value)}
                required
                className="size-4 accent-forest-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {error("rating")}
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-firstName`} className="text-sm font-semibold">
            First name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-firstName`}
            name="firstName"
            defaultValue={values.firstName}
            required
            maxLength={reviewMaxLengths.firstName}
            autoComplete="given-name"
            className={fieldClasses}
            {...described("firstName", `${id}-shown`)}
          />
          {error("firstName")}
        </div>
        <div>
          <label htmlFor={`${id}-country`} className="text-sm font-semibold">
            Country you live in <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-country`}
            name="country"
            defaultValue={values.country}
            required
            maxLength={reviewMaxLengths.country}
            autoComplete="country-name"
            className={fieldClasses}
            {...described("country", `${id}-shown`)}
          />
          {error("country")}
        </div>
        <p id={`${id}-shown`} className="text-sm sm:col-span-2">
          Your first name and country are shown with your review; your email and surname never are.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold">
          Your review <span aria-hidden="true">*</span>
        </label>
        <p id={`${id}-text-hint`} className="text-sm">
          What would you tell a friend about this trip? At least {reviewMinTextLength} characters.
        </p>
        <textarea
          id={`${id}-text`}
          name="text"
          defaultValue={values.text}
          required
          minLength={reviewMinTextLength}
          maxLength={reviewMaxLengths.text}
          rows={7}
          className={fieldClasses}
          {...described("text", `${id}-text-hint`)}
        />
        {error("text")}
      </div>
      <HoneypotField id={`${id}-website`} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Publishing..." : "Publish my review"}
      </Button>
    </Form>
  );
}
