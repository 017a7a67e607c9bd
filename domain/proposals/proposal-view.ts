import { formatTravelDate } from "../calendar";
import { formatMoney } from "../money/format";
import { childAgesText } from "../pricing/children";
import { categoryLabels } from "../pricing/traveller-categories";
import { partyCount, planDates, type PartyGroup } from "./proposal";
import type { ProposalDocument } from "./proposal-document";
import type { CurrencyTotal } from "./proposal-lines";

/**
 * A sent proposal in the client's words, one wording for the page, the PDF and the mails: the
 * party, the dates, each line as the client sees it (never its cost or margin), the totals and
 * what the payment plan asks of each. Pure.
 */

export function partySentence(party: readonly PartyGroup[]): string {
  const parts = party
    .filter((group) => group.adults + group.childAges.length > 0)
    .map((group) => {
      const adults = group.adults
        ? `${group.adults} ${group.adults === 1 ? "adult" : "adults"}`
        : "";
      const children = group.childAges.length ? childAgesText(group.childAges) : "";
      return `${[adults, children].filter(Boolean).join(" and ")} (${categoryLabels[group.category]})`;
    });
  const count = partyCount(party);
  return `${count} ${count === 1 ? "traveller" : "travellers"}: ${parts.join("; ")}`;
}

export function datesSentence(document: Pick<ProposalDocument, "draft">): string | null {
  const dates = planDates(document.draft.days);
  if (!dates) return null;
  const days = document.draft.days.length;
  return `${formatTravelDate(dates.first)} to ${formatTravelDate(dates.last)} (${days} ${days === 1 ? "day" : "days"})`;
}

/** One row of the client's price table: what, how it was counted, the amount. */
export interface ClientLineRow {
  label: string;
  detail: string;
  amount: string;
  kind: "item" | "discount" | "fee";
}

export function clientLineRows(document: Pick<ProposalDocument, "prices">): ClientLineRow[] {
  return document.prices.lines.map((line) => ({
    label: line.label,
    detail: line.detail,
    amount: formatMoney(line.amountMinor, line.currency),
    kind: line.kind,
  }));
}

/** "Deposit on acceptance (30%): $1,020. Balance: $2,380, due by Thu, Jan 10, 2030." */
export function planSentences(total: CurrencyTotal): string[] {
  const money = (minor: number) => formatMoney(minor, total.currency);
  return total.plan.instalments.map((instalment) => {
    if (instalment.kind === "deposit")
      return `Deposit on acceptance (${total.plan.depositPercent}%): ${money(instalment.amountMinor)}.`;
    if (instalment.kind === "balance")
      return `Balance: ${money(instalment.amountMinor)}, due by ${formatTravelDate(instalment.dueDate)}.`;
    return `Paid in full on acceptance: ${money(instalment.amountMinor)} (the trip starts within the balance period).`;
  });
}

export function totalLabel(total: Pick<CurrencyTotal, "currency">, count: number): string {
  return count > 1 ? `Total in ${total.currency}` : "Total";
}

/** The WhatsApp message the operator sends the client with the link. */
export function whatsappProposalText(input: {
  clientName: string;
  title: string;
  url: string;
  expiresOn: string;
}): string {
  const first = input.clientName.trim().split(/\s+/)[0] ?? "";
  return `Hello ${first}, here is your proposal for ${input.title}: ${input.url} . The prices hold until ${formatTravelDate(input.expiresOn)}.`;
}

/**
 * What the client's page receives: the plan and the client's prices, never a line's cost or
 * margin (the page's data travels to the browser with it).
 */
export interface ClientProposalView {
  title: string;
  clientName: string;
  message: string;
  party: string;
  dates: string | null;
  expiresOn: string;
  days: ProposalDocument["draft"]["days"];
  included: string[];
  notIncluded: string[];
  lines: ClientLineRow[];
  totals: Array<{ label: string; amount: string; plan: string[] }>;
}

export function clientProposalView(document: ProposalDocument): ClientProposalView {
  const { draft, prices } = document;
  return {
    title: draft.title,
    clientName: draft.client.name,
    message: draft.message,
    party: partySentence(draft.party),
    dates: datesSentence(document),
    expiresOn: draft.expiresOn,
    days: draft.days,
    included: draft.included,
    notIncluded: draft.notIncluded,
    lines: clientLineRows(document),
    totals: prices.totals.map((total) => ({
      label: totalLabel(total, prices.totals.length),
      amount: formatMoney(total.amountMinor, total.currency),
      plan: planSentences(total),
    })),
  };
}
