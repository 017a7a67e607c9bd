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
  const kes = view.due?.kesAmountMinor ?? 0;
  const error = answer?.intent === "mpesa" ? answer.error : undefined;
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
        <p className="mt-2 text-sm">
          We send a payment prompt for <strong>{formatMoney(kes, "KES")}</strong> to your phone; you
          confirm it with your M-Pesa PIN.
        </p>
      )}
      <Form method="post" action={action} className="mt-4 grid gap-2" noValidate>
        <input type="hidden" name="intent" value="mpesa" />
        <label htmlFor="mpesa-phone" className="text-sm font-semibold">
          M-Pesa phone number
        </label>
        <input
          id="mpesa-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder="0712 345 678"
          defaultValue={answer?.phone ?? view.prompt?.phone ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "mpesa-phone-error" : undefined}
          className={`${inputClasses} max-w-xs`}
        />
        {error ? (
          <p id="mpesa-phone-error" role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={sending} className="mt-1 justify-self-start">
          {waiting ? "Send the prompt again" : "Send the prompt"}
        </Button>
      </Form>
    </section>
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
