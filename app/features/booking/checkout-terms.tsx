import type { CheckoutTerms } from "../../../domain/booking/instant-booking";
import { formatMoney } from "../../../domain/money/format";
import { formatTravelDate } from "../../../domain/calendar";
import { CancellationPolicyList } from "./cancellation-policy";

/**
 * What paying for this trip means, shown before the traveller sends (decision 0055): the deposit
 * and its share, the balance and its due date (or the whole amount at once), and the
 * cancellation terms. The figures are the server's plan for the quote on the page.
 */
export function CheckoutPaymentTerms({ terms }: { terms: CheckoutTerms }) {
  const { plan, how } = terms;
  const money = (minor: number) => formatMoney(minor, plan.currency);
  const instant = how.way === "instant";
  return (
    <section
      aria-labelledby="checkout-payment-heading"
      className="mt-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      data-testid="checkout-terms"
    >
      <h2 id="checkout-payment-heading" className="text-lg font-bold">
        {instant ? "Paying for your trip" : "Once we confirm"}
      </h2>
      <dl className="mt-2 grid gap-2">
        {plan.kind === "full" ? (
          <div className="flex justify-between gap-3">
            <dt>
              {instant ? "Pay now (the whole amount)" : "Due on confirmation (the whole amount)"}
            </dt>
            <dd className="text-right font-semibold" data-testid="checkout-deposit">
              {money(plan.depositMinor)}
            </dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between gap-3">
              <dt>
                {instant ? "Deposit to pay now" : "Deposit on confirmation"} ({plan.depositPercent}
                %)
              </dt>
              <dd className="text-right font-semibold" data-testid="checkout-deposit">
                {money(plan.depositMinor)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>Balance due by {formatTravelDate(plan.balanceDueDate!)}</dt>
              <dd className="text-right font-semibold" data-testid="checkout-balance">
                {money(plan.balanceMinor)}
              </dd>
            </div>
          </>
        )}
      </dl>
      <p className="mt-3 text-sm">
        {waysToPay(terms)}
        {instant
          ? ` Your seats are held for ${terms.holdMinutes} minutes while you pay.`
          : " Nothing is charged now."}
      </p>
      <CancellationPolicyList headingLevel="h3" className="mt-3 text-sm" />
    </section>
  );
}

/** "Ways to pay: card, M-Pesa or bank transfer." Only the ways the operator has set up. */
function waysToPay({ methods, offline }: CheckoutTerms): string {
  const ways = [
    ...(methods.card ? ["card"] : []),
    ...(methods.mpesa ? ["M-Pesa"] : []),
    ...(offline.paybill ? ["M-Pesa Paybill"] : []),
    ...(offline.bankTransfer ? ["bank transfer"] : []),
  ];
  if (ways.length === 0) return "We will tell you how to pay when we confirm.";
  const listed = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(", ")} or ${ways.at(-1)}`;
  return `Ways to pay: ${listed}.`;
}

/**
 * The instant checkout's choice of how to pay the deposit: card (Stripe's page) or an M-Pesa
 * prompt to the phone typed above. A plain radio group: it works without JavaScript.
 */
export function PayWithChoice({
  terms,
  idPrefix,
  error,
  chosen,
}: {
  terms: CheckoutTerms;
  idPrefix: string;
  error?: string;
  chosen?: string;
}) {
  const offered = (["card", "mpesa"] as const).filter((method) => terms.methods[method]);
  const labels = {
    card: "Card (Visa, Mastercard): you pay on Stripe's secure page",
    mpesa: "M-Pesa: we send a prompt to the phone number above",
  };
  return (
    <fieldset
      className="grid gap-2"
      {...(error ? { "aria-describedby": `${idPrefix}-payWith-error` } : {})}
    >
      <legend className="text-sm font-semibold">
        Pay the deposit with <span aria-hidden="true">*</span>
      </legend>
      {offered.map((method, index) => (
        <label key={method} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="payWith"
            value={method}
            required
            defaultChecked={chosen ? chosen === method : index === 0}
            className="size-5 accent-forest-700"
          />
          {labels[method]}
        </label>
      ))}
      {error ? (
        <p id={`${idPrefix}-payWith-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
