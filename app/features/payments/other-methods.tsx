import { Landmark, MessageCircle } from "lucide-react";
import { ExternalButtonLink } from "~/components/ui/button";
import { whatsappLink } from "../../../domain/messaging/whatsapp";
import { formatMoney } from "../../../domain/money/format";
import type { PayPageView } from "./pay-page-model";

/**
 * Paybill and bank transfer as configured, with the booking's reference and, when something is
 * due, what to send by each (dollars by bank, shillings by Paybill); WhatsApp when neither is set.
 */
export function OtherMethodsPanel({ view, wide }: { view: PayPageView; wide: boolean }) {
  const due = view.due;
  return (
    <section
      aria-labelledby="pay-other"
      className={`rounded-2xl border border-sand-200 bg-white p-5 shadow-sm ${wide ? "md:col-span-2" : ""}`}
    >
      <h2 id="pay-other" className="flex items-center gap-2 text-xl font-bold">
        <Landmark aria-hidden="true" className="size-5 text-forest-700" />
        {view.otherMethods.length ? "Paybill or bank transfer" : "Other ways to pay"}
      </h2>
      {view.otherMethods.length ? (
        <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
          {view.otherMethods.map((method) => (
            <div key={method.title}>
              <h3 className="font-semibold">{method.title}</h3>
              <ul className="mt-1 grid gap-0.5">
                {method.lines.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {due?.kesAmountMinor && due.currency !== "KES" ? (
        <p className="mt-3 text-sm">
          Send {formatMoney(due.amountMinor, due.currency)} by bank transfer, or{" "}
          {formatMoney(due.kesAmountMinor, "KES")} by M-Pesa Paybill.
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        Use your booking reference{" "}
        <strong className="font-mono tracking-wider">{view.reference}</strong> as the account or
        payment reference; we record the payment and email you a receipt.
      </p>
      <ExternalButtonLink
        href={whatsappLink(
          view.whatsappNumber,
          `Hello, I would like to pay for booking ${view.reference}.`,
        )}
        variant="whatsapp"
        className="mt-3"
      >
        <MessageCircle aria-hidden="true" className="size-4" /> Ask us on WhatsApp
      </ExternalButtonLink>
    </section>
  );
}
