import { formatTravelDate } from "../calendar";
import { formatMoney } from "../money/format";
import { categoryLabels } from "../pricing/traveller-categories";
import { childAgesText } from "../pricing/children";
import type { PartyGroup, ProposalDay } from "./proposal";
import type { ProposalDocument } from "./proposal-document";

/**
 * What changed from one sent version to the next, in sentences the client reads beside the
 * operator's own note (issue 30): the dates, the party, each day added, removed or changed, each
 * price line added, removed or repriced, the totals and the expiry. Pure; empty when nothing the
 * client sees changed.
 */

function partyText(party: readonly PartyGroup[]): string {
  const parts = party
    .filter((group) => group.adults + group.childAges.length > 0)
    .map((group) => {
      const adults = group.adults
        ? `${group.adults} ${group.adults === 1 ? "adult" : "adults"}`
        : "";
      const children = group.childAges.length ? childAgesText(group.childAges) : "";
      return `${[adults, children].filter(Boolean).join(" and ")} (${categoryLabels[group.category]})`;
    });
  return parts.join("; ") || "nobody";
}

function dayText(day: ProposalDay): string {
  return JSON.stringify([
    day.title,
    day.description,
    day.activities,
    day.accommodation,
    day.meals,
    day.park,
    day.photo,
  ]);
}

function dayChanges(before: readonly ProposalDay[], after: readonly ProposalDay[]): string[] {
  const sentences: string[] = [];
  const byDate = (days: readonly ProposalDay[]) => new Map(days.map((day) => [day.date, day]));
  const old = byDate(before);
  const now = byDate(after);
  for (const day of after) {
    const was = old.get(day.date);
    if (!was) sentences.push(`Added ${formatTravelDate(day.date)}: ${day.title}.`);
    else if (dayText(was) !== dayText(day)) {
      const what = [
        was.title !== day.title ? "title" : "",
        was.description !== day.description ||
        was.activities.join("|") !== day.activities.join("|") ||
        was.park !== day.park ||
        was.photo !== day.photo
          ? "plan"
          : "",
        was.accommodation !== day.accommodation
          ? `accommodation (now ${day.accommodation || "none"})`
          : "",
        was.meals !== day.meals ? `meals (now ${day.meals || "none"})` : "",
      ].filter(Boolean);
      sentences.push(
        `Changed ${formatTravelDate(day.date)} (${day.title}): ${what.join(", ") || "details"}.`,
      );
    }
  }
  for (const day of before)
    if (!now.has(day.date)) sentences.push(`Removed ${formatTravelDate(day.date)}: ${day.title}.`);
  return sentences;
}

function lineChanges(before: ProposalDocument, after: ProposalDocument): string[] {
  const key = (line: { label: string; currency: string }) => `${line.label}|${line.currency}`;
  const old = new Map(before.prices.lines.map((line) => [key(line), line]));
  const now = new Map(after.prices.lines.map((line) => [key(line), line]));
  const sentences: string[] = [];
  for (const line of after.prices.lines) {
    const was = old.get(key(line));
    const amount = formatMoney(line.amountMinor, line.currency);
    if (!was) sentences.push(`New price line: ${line.label}, ${amount}.`);
    else if (was.amountMinor !== line.amountMinor)
      sentences.push(
        `${line.label}: ${formatMoney(was.amountMinor, was.currency)} is now ${amount}.`,
      );
  }
  for (const line of before.prices.lines)
    if (!now.has(key(line))) sentences.push(`Removed price line: ${line.label}.`);
  return sentences;
}

function totalChanges(before: ProposalDocument, after: ProposalDocument): string[] {
  const currencies = new Set([
    ...before.prices.totals.map((total) => total.currency),
    ...after.prices.totals.map((total) => total.currency),
  ]);
  return [...currencies].flatMap((currency) => {
    const was = before.prices.totals.find((total) => total.currency === currency)?.amountMinor ?? 0;
    const now = after.prices.totals.find((total) => total.currency === currency)?.amountMinor ?? 0;
    return was === now
      ? []
      : [
          `The total in ${currency} went from ${formatMoney(was, currency)} to ${formatMoney(now, currency)}.`,
        ];
  });
}

export function proposalChanges(before: ProposalDocument, after: ProposalDocument): string[] {
  const a = before.draft;
  const b = after.draft;
  const sentences: string[] = [];
  const first = (days: readonly ProposalDay[]) => days[0]?.date;
  const last = (days: readonly ProposalDay[]) => days[days.length - 1]?.date;
  if (first(a.days) !== first(b.days) || last(a.days) !== last(b.days)) {
    const range = (days: readonly ProposalDay[]) =>
      days.length
        ? `${formatTravelDate(first(days)!)} to ${formatTravelDate(last(days)!)}`
        : "no dates";
    sentences.push(`The dates are now ${range(b.days)} (were ${range(a.days)}).`);
  }
  if (partyText(a.party) !== partyText(b.party))
    sentences.push(`The party is now ${partyText(b.party)} (was ${partyText(a.party)}).`);
  sentences.push(...dayChanges(a.days, b.days));
  sentences.push(...lineChanges(before, after));
  sentences.push(...totalChanges(before, after));
  if (a.expiresOn !== b.expiresOn)
    sentences.push(`Prices are now honoured until ${formatTravelDate(b.expiresOn)}.`);
  if (JSON.stringify([a.included, a.notIncluded]) !== JSON.stringify([b.included, b.notIncluded]))
    sentences.push("What is included and not included has changed.");
  return sentences;
}
