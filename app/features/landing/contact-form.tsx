import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useFetcher } from "react-router";
import {
  contactFormErrors,
  contactFormMaxLengths,
  contactFormValues,
  firstInvalidField,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormResult,
} from "../../../domain/inquiries/contact-form";
import { contactAdventureOptions } from "../../../domain/landing";
import { contactQuestionText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { Button, ExternalButtonLink } from "~/components/ui/button";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { notify } from "~/lib/notify";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600 aria-[invalid=true]:border-red-700";

function focusField(form: HTMLFormElement | null, field: ContactFormField) {
  (form?.elements.namedItem(field) as HTMLElement | null)?.focus();
}

/**
 * What follows a fetcher's answer: the spec's notices, a cleared form after success, the cursor
 * on the first field to fix after a refusal.
 */
function useAnswerFollowUp(
  result: ContactFormResult | undefined,
  formRef: RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    if (!result) return;
    if (result.sent) {
      notify({
        title: "Inquiry Sent Successfully!",
        description: result.message,
        variant: "success",
      });
      formRef.current?.reset();
      return;
    }
    const field = firstInvalidField(result.errors);
    if (field) focusField(formRef.current, field);
    else
      notify({
        title: result.unreachable ? "Service unavailable" : "Submission Failed",
        description: "Please try again or contact us directly.",
        variant: "destructive",
      });
  }, [result, formRef]);
}

/**
 * The sent inquiry's reference, once it is stored (not while sending again). Outside the form's
 * grid, so an empty live region takes no room; present from the first render so it is announced.
 */
function InquirySentStatus({
  answer,
  sending,
}: {
  answer: ContactFormResult | undefined;
  sending: boolean;
}) {
  const reference = answer?.sent ? answer.reference : undefined;
  return (
    <div role="status" className="mb-4 empty:mb-0">
      {reference && !sending ? (
        <div className="flex gap-3 rounded-lg border border-forest-600 bg-forest-50 p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
          <div>
            <p className="font-bold">Inquiry Sent Successfully!</p>
            <p className="mt-1">
              {answer?.sent ? answer.message : null} Your reference is{" "}
              <strong className="font-mono">{reference}</strong>; a confirmation is on its way to
              your inbox.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The landing contact form. It posts to the landing page's own action (home.server.ts), which
 * stores the inquiry and mails the operator: a plain form post without JavaScript (the answer
 * comes back as `answerWithoutScript`), a fetcher with it, so the page stays where it is. The
 * browser checks the fields first with the server's own sentences. Sending only sends: the
 * WhatsApp chat is a separate link the visitor opens if they want it.
 */
export function ContactForm({
  whatsappNumber,
  answerWithoutScript,
}: {
  whatsappNumber: string;
  answerWithoutScript?: ContactFormResult;
}) {
  const fetcher = useFetcher<ContactFormResult>({ key: "contact-form" });
  const answer = fetcher.data ?? answerWithoutScript;
  const [browserErrors, setBrowserErrors] = useState<ContactFormErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const errors = browserErrors ?? (answer && !answer.sent ? answer.errors : {});
  const typed = answer && !answer.sent ? answer.values : undefined;
  const reference = answer?.sent ? answer.reference : undefined;

  useAnswerFollowUp(fetcher.data, formRef);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    if (sending) {
      event.preventDefault();
      return;
    }
    const form = new FormData(event.currentTarget);
    const found = contactFormErrors(contactFormValues((name) => form.get(name)));
    const field = firstInvalidField(found);
    setBrowserErrors(field ? found : null);
    if (field) {
      event.preventDefault();
      focusField(event.currentTarget, field);
    }
  }

  function fieldProps(field: ContactFormField) {
    return {
      id: `contact-${field}`,
      name: field,
      ...(field === "adventure" ? {} : { maxLength: contactFormMaxLengths[field] }),
      defaultValue: typed?.[field],
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    };
  }
  function errorText(field: ContactFormField) {
    return errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    ) : null;
  }

  return (
    <>
      <InquirySentStatus answer={answer} sending={sending} />
      <fetcher.Form
        ref={formRef}
        method="post"
        // The fragment brings a visitor without JavaScript back to this form with the answer.
        action="/?index#contact"
        noValidate
        onSubmit={checkBeforeSending}
        aria-busy={sending}
        className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        {answer && !answer.sent && !sending && (answer.failure || !browserErrors) ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2"
          >
            {answer.failure
              ? `We could not send your inquiry: ${answer.failure} Your message is still here; please try again or ask us on WhatsApp.`
              : "Please check the fields marked below; your message is still here."}
          </p>
        ) : null}
        <div>
          <label htmlFor="contact-firstName" className="text-sm font-semibold">
            First name <span aria-hidden="true">*</span>
          </label>
          <input
            {...fieldProps("firstName")}
            autoComplete="given-name"
            required
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
            className={inputClasses}
          />
          {errorText("email")}
        </div>
        <div>
          <label htmlFor="contact-phone" className="text-sm font-semibold">
            Phone (optional)
          </label>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" className={inputClasses} />
          {errorText("phone")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-adventure" className="text-sm font-semibold">
            Adventure <span aria-hidden="true">*</span>
          </label>
          <select
            {...fieldProps("adventure")}
            defaultValue={typed?.adventure ?? ""}
            required
            className={inputClasses}
          >
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
          <textarea {...fieldProps("message")} rows={5} required className={inputClasses} />
          {errorText("message")}
        </div>
        <HoneypotField id="contact-website" />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button
            type="submit"
            variant="primary"
            size="lg"
            className="w-full sm:w-auto"
            disabled={sending}
          >
            {sending ? "Sending..." : "Send Inquiry"}
          </Button>
          <ExternalButtonLink
            href={whatsappLink(whatsappNumber, contactQuestionText(reference))}
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
          >
            Ask on WhatsApp
          </ExternalButtonLink>
        </div>
        <p className="text-sm sm:col-span-2">
          Fields marked * are required. We reply by email within 24 hours; WhatsApp is there if you
          would rather chat.
        </p>
      </fetcher.Form>
    </>
  );
}
