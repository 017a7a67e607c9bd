import { MessageCircle } from "lucide-react";
import { Form, Link } from "react-router";
import { shortReference } from "../../../domain/booking/reference";
import type { ProposalAcceptanceView } from "../../../domain/proposals/proposal-acceptance";
import { Button } from "~/components/ui/button";
import { formatTravelDate, kenyanTime } from "../../../domain/calendar";
import { whatsappDigits } from "../../../domain/contact/phone";
import { formatMoney } from "../../../domain/money/format";
import { whatsappProposalText, planSentences } from "../../../domain/proposals/proposal-view";
import type { ProposalPrices } from "../../../domain/proposals/proposal-lines";

/**
 * The operator's side panels of a proposal (issue 30): the client's link with a WhatsApp share
 * and "New link", the sent versions with when the client opened each, and the prices as they
 * would be sent now, with the cost and margin only the operator sees.
 */

export interface SentVersionView {
  number: number;
  sentAt: string;
  sentBy: string;
  note: string | null;
  changes: string[];
  expiresOn: string;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  views: number;
}

/** "Share on WhatsApp": to the client's number when it reads as one, else the operator picks the chat. */
function whatsappShare(input: {
  phone: string;
  clientName: string;
  title: string;
  url: string;
  expiresOn: string;
}) {
  const digits = whatsappDigits(input.phone) ?? "";
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappProposalText(input))}`;
}

export function ClientLink({
  url,
  client,
}: {
  url: string;
  client: { phone: string; name: string; title: string; expiresOn: string };
}) {
  return (
    <section
      aria-labelledby="client-link"
      className="rounded-xl border border-forest-100 bg-forest-50 p-4"
    >
      <h2 id="client-link" className="text-xl font-bold">
        The client&apos;s link
      </h2>
      <label htmlFor="client-link-url" className="mt-2 block text-sm font-semibold">
        Opens the latest version without an account
      </label>
      <input
        id="client-link-url"
        readOnly
        value={url}
        className="mt-1 min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={whatsappShare({
            phone: client.phone,
            clientName: client.name,
            title: client.title,
            url,
            expiresOn: client.expiresOn,
          })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-[#146c43] px-4 text-sm font-semibold text-white hover:bg-[#0f5132]"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> Share on WhatsApp
        </a>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-lg border border-forest-700 bg-white px-4 text-sm font-semibold text-forest-800"
        >
          Open the client&apos;s page
        </a>
        <Form method="post">
          <Button type="submit" name="intent" value="new-link" variant="ghost">
            New link (the old one stops working)
          </Button>
        </Form>
      </div>
    </section>
  );
}

export function SentVersions({ versions }: { versions: readonly SentVersionView[] }) {
  if (!versions.length) return null;
  return (
    <section
      aria-labelledby="sent-versions"
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <h2 id="sent-versions" className="text-xl font-bold">
        Sent versions
      </h2>
      <ol className="mt-3 grid gap-3">
        {[...versions].reverse().map((version) => (
          <li
            key={version.number}
            className="border-t border-sand-200 pt-3 first:border-0 first:pt-0"
          >
            <p className="font-semibold">
              Version {version.number}, sent {kenyanTime(version.sentAt)} by {version.sentBy}
            </p>
            <p className="text-sm">
              {version.firstViewedAt
                ? `Opened by the client ${kenyanTime(version.firstViewedAt)}${version.views > 1 ? `; ${version.views} times, last ${kenyanTime(version.lastViewedAt!)}` : ""}.`
                : "Not opened yet."}{" "}
              Prices hold until {formatTravelDate(version.expiresOn)}.
            </p>
            {version.note ? <p className="mt-1 text-sm">Note: {version.note}</p> : null}
            {version.changes.length ? (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {version.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OperatorPrices({ prices }: { prices: ProposalPrices }) {
  return (
    <section
      aria-labelledby="operator-prices"
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <h2 id="operator-prices" className="text-xl font-bold">
        Prices as saved
      </h2>
      <p className="text-sm">Cost and margin are yours only; the client sees the price.</p>
      {prices.lines.length === 0 ? (
        <p className="mt-2">No lines yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Lines with cost, margin and price</caption>
            <thead>
              <tr className="border-b border-sand-200">
                <th scope="col" className="py-2 pr-3">
                  Line
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Cost
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Margin
                </th>
                <th scope="col" className="py-2 text-right">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.lines.map((line, index) => (
                <tr key={`${line.label}-${index}`} className="border-b border-sand-100">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {line.label}
                    <span className="block text-earth-700">{line.detail}</span>
                  </th>
                  <td className="py-2 pr-3 text-right">
                    {formatMoney(line.costMinor, line.currency)}
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {formatMoney(line.marginMinor, line.currency)}
                  </td>
                  <td className="py-2 text-right">
                    {formatMoney(line.amountMinor, line.currency)}
                  </td>
                </tr>
              ))}
              {prices.totals.map((total) => (
                <tr key={total.currency} className="font-bold">
                  <th scope="row" className="py-2 pr-3">
                    Total in {total.currency}
                  </th>
                  <td className="py-2 pr-3 text-right">
                    {formatMoney(total.costMinor, total.currency)}
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {formatMoney(total.marginMinor, total.currency)}
                  </td>
                  <td className="py-2 text-right">
                    {formatMoney(total.amountMinor, total.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {prices.totals.map((total) => (
        <ul key={total.currency} className="mt-2 text-sm">
          {planSentences(total).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ))}
    </section>
  );
}

/** The client's acceptance (decision 0073): who, which version, when, from where, and the booking. */
export function AcceptedPanel({ acceptance }: { acceptance: ProposalAcceptanceView }) {
  return (
    <section
      aria-labelledby="proposal-accepted"
      className="rounded-xl border-2 border-forest-700 bg-forest-50 p-4"
    >
      <h2 id="proposal-accepted" className="text-xl font-bold">
        Accepted: version {acceptance.version}
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Name typed</dt>
        <dd className="break-words">{acceptance.name}</dd>
        <dt className="font-semibold">When</dt>
        <dd>{kenyanTime(acceptance.acceptedAt)}</dd>
        <dt className="font-semibold">From address</dt>
        <dd className="break-words">{acceptance.clientAddress}</dd>
        <dt className="font-semibold">Booking conditions</dt>
        <dd>Ticked</dd>
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        {acceptance.bookingId ? (
          <Link to={`/admin/bookings/${acceptance.bookingId}`} className="underline">
            Booking {shortReference(acceptance.bookingId)}
          </Link>
        ) : (
          <span>The booking was erased with the client&apos;s account.</span>
        )}
        {acceptance.departureId ? (
          <Link to={`/admin/departures/${acceptance.departureId}`} className="underline">
            Its private departure and manifest
          </Link>
        ) : null}
      </p>
      <p className="mt-2 text-sm">
        The proposal can no longer be sent again: change the booking, or start a new proposal.
      </p>
    </section>
  );
}
