import { CreditCard, Smartphone } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/features/auth/fields";
import type { NoticeData } from "~/features/auth/notice";
import { formatMoney } from "../../../domain/money/format";
import type { PayFormAnswer, PayPageView } from "./pay-page-model";

const panelClass = "rounded-2xl border border-sand-200 bg-white p-5 shadow-sm";

/** What the page says about the last STK prompt or the return from card checkout. */
export function payNotices(view: PayPageView): NoticeData[] {
  const notices: NoticeData[] = [];
  const prompt = view.prompt;
  if (prompt?.state === "paid")
    notices.push({
      tone: "success",
      title: "Payment received",
      description: `${formatMoney(prompt.amountMinor, "KES")} by M-Pesa. Thank you! A receipt is on its way by email.`,
    });
  else if (prompt?.state === "failed")
    notices.push({
      tone: "error",
      title: "The prompt was not paid",
      description:
        "It was cancelled on the phone or timed out, and nothing was charged. You can send it again.",
    });
  else if (prompt?.state === "needs-attention")
    notices.push({
      tone: "error",
      title: "We are checking this payment",
      description:
        "M-Pesa reported a different amount than we asked for. We will contact you; please do not pay again.",
    });
  if (view.card === "paid")
    notices.push({
      tone: "success",
      title: "Payment received",
      description: "Your card payment is recorded. Thank you! A receipt is on its way by email.",
    });
  else if (view.card === "confirming")
    notices.push({
      tone: "success",
      title: "Thank you: your card payment is being confirmed",
      description: "This takes a few seconds. Reload this page to see it recorded.",
    });
  else if (view.card === "cancelled")
    notices.push({
      tone: "error",
      title: "Card payment cancelled",
      description: "Nothing was charged. You can pay by card again or choose another way.",
    });
  return notices;
}

/** While a prompt waits for the traveller's PIN, the page asks again every few seconds (with JavaScript). */
function useRefreshWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  const started = useRef(Date.now());
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (Date.now() - started.current > 3 * 60_000) return clearInterval(timer);
      if (state === "idle") void revalidate();
    }, 4_000);
    return () => clearInterval(timer);
  }, [pending, revalidate, state]);
}

export function MpesaPanel({
  view,
  action,
  answer,
}: {
  view: PayPageView;
  action: string;
  answer?: PayFormAnswer;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "mpesa";
  const waiting = view.prompt?.state === "pending" || view.prompt?.state === "starting";
  useRefreshWhilePending(waiting);
  const error = answer?.intent === "mpesa" ? answer.error : undefined;
  const { masked, mayChoose } = view.phone;
  return (
    <section aria-labelledby="pay-mpesa" className={panelClass}>
      <h2 id="pay-mpesa" className="flex items-center gap-2 text-xl font-bold">
        <Smartphone aria-hidden="true" className="size-5 text-forest-700" /> M-Pesa
      </h2>
      {waiting && view.prompt ? (
        <div role="status" className="mt-3 rounded-lg border border-ochre-500 bg-ochre-50 p-4">
          <p className="text-lg font-bold">Check your phone</p>
          <p className="mt-1 text-sm">
            We sent a payment prompt for {formatMoney(view.prompt.amountMinor, "KES")} to{" "}
            <strong>{view.prompt.phone}</strong>. Enter your M-Pesa PIN on the phone to pay. This
            page updates once M-Pesa confirms.
          </p>
        </div>
      ) : (
        <MpesaAmount view={view} />
      )}
      {masked || mayChoose ? (
        <Form method="post" action={action} className="mt-4 grid gap-2" noValidate>
          <input type="hidden" name="intent" value="mpesa" />
          {mayChoose ? (
            <PhoneField masked={masked} error={error} typed={answer?.phone ?? ""} />
          ) : error ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={sending} className="mt-1 justify-self-start">
            {waiting ? "Send the prompt again" : "Send the prompt"}
          </Button>
        </Form>
      ) : (
        <p className="mt-3 text-sm">
          Your booking has no Kenyan M-Pesa number. Open the payment link in your email to enter
          one, or pay another way below.
        </p>
      )}
    </section>
  );
}

/** What one prompt asks for, to which phone, and why there are several above M-Pesa's limit. */
function MpesaAmount({ view }: { view: PayPageView }) {
  const due = view.due;
  const prompt = due?.kesPromptMinor ?? 0;
  const to = view.phone.masked ? (
    <>
      the phone on your booking, <strong>{view.phone.masked}</strong>
    </>
  ) : (
    "your phone"
  );
  return (
    <>
      <p className="mt-2 text-sm">
        We send a payment prompt for <strong>{formatMoney(prompt, "KES")}</strong> to {to}; you
        confirm it with your M-Pesa PIN.
      </p>
      {due && due.kesPrompts > 1 && due.kesAmountMinor ? (
        <p className="mt-2 text-sm" data-testid="mpesa-limit">
          M-Pesa takes at most {formatMoney(prompt, "KES")} in one payment, so{" "}
          {formatMoney(due.kesAmountMinor, "KES")} is asked for in {due.kesPrompts} prompts: send
          the next once the first is paid. Or pay it all at once by card, Paybill or bank transfer.
        </p>
      ) : null}
    </>
  );
}

/** The number a prompt goes to: empty for the booking's own phone, or another M-Pesa number. */
function PhoneField({
  masked,
  error,
  typed,
}: {
  masked: string | null;
  error?: string;
  typed: string;
}) {
  const described = [masked ? "mpesa-phone-hint" : "", error ? "mpesa-phone-error" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <label htmlFor="mpesa-phone" className="text-sm font-semibold">
        M-Pesa phone number
      </label>
      {masked ? (
        <p id="mpesa-phone-hint" className="text-sm">
          Leave it empty to use {masked}, or enter another M-Pesa number.
        </p>
      ) : null}
      <input
        id="mpesa-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={!masked}
        placeholder="0712 345 678"
        defaultValue={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClasses} max-w-xs`}
      />
      {error ? (
        <p id="mpesa-phone-error" role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function CardPanel({
  view,
  action,
  answer,
}: {
  view: PayPageView;
  action: string;
  answer?: PayFormAnswer;
}) {
  const navigation = useNavigation();
  const opening = navigation.state !== "idle" && navigation.formData?.get("intent") === "card";
  const amount = formatMoney(view.due?.amountMinor ?? 0, view.due?.currency ?? "USD");
  const error = answer?.intent === "card" ? answer.error : undefined;
  return (
    <section aria-labelledby="pay-card" className={panelClass}>
      <h2 id="pay-card" className="flex items-center gap-2 text-xl font-bold">
        <CreditCard aria-hidden="true" className="size-5 text-forest-700" /> Card
      </h2>
      <p className="mt-2 text-sm">
        Pay <strong>{amount}</strong> by Visa, Mastercard or American Express on Stripe's secure
        checkout page; you come back here afterwards.
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-4">
        <input type="hidden" name="intent" value="card" />
        <Button type="submit" disabled={opening}>
          Pay {amount} by card
        </Button>
      </Form>
    </section>
  );
}
