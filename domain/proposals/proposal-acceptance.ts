import { formatTravelDate } from "../calendar";
import type { QuoteLine } from "../pricing/quote-lines";
import { DEFAULT_CATEGORY, type TravellerCategory } from "../pricing/traveller-categories";
import { partyCount, planDates, type PartyGroup } from "./proposal";
import { hasExpired, type ProposalDocument } from "./proposal-document";
import type { PricedLine } from "./proposal-lines";

/**
 * A client accepting a proposal (issue 30 slice 2, decision 0073): the "Accept" form's rules, which
 * version may still be accepted, and what the accepted version becomes: the booking's travellers
 * and its price lines (the ledger's), as any booking stores them. Pure; no zod (the client's page
 * loads nothing of it, but the rules are the server's and the tests').
 */

/** The longest name kept (the booking's client_name takes the same). */
export const MAX_ACCEPTED_NAME = 120;

export interface AcceptanceForm {
  name: string;
  /** "on" when the booking conditions box was ticked. */
  conditions: string;
  /** The version the page showed when the client pressed "Accept". */
  version: string;
}

export interface AcceptanceRequest {
  name: string;
  version: number;
}

export type AcceptanceErrors = Partial<Record<keyof AcceptanceForm, string>>;

/** The form checked: the typed name, the ticked conditions, the version shown; or a sentence per field. */
export function parseAcceptance(
  form: AcceptanceForm,
): { ok: true; value: AcceptanceRequest } | { ok: false; errors: AcceptanceErrors } {
  const errors: AcceptanceErrors = {};
  const name = form.name.replace(/\s+/g, " ").trim();
  if (name.length < 2) errors.name = "Type your full name to accept the proposal.";
  else if (name.length > MAX_ACCEPTED_NAME)
    errors.name = `Your name can be at most ${MAX_ACCEPTED_NAME} characters.`;
  if (form.conditions !== "on")
    errors.conditions = "Tick the box to say you have read and accept the booking conditions.";
  const version = /^\d{1,9}$/.test(form.version) ? Number(form.version) : 0;
  if (version < 1)
    errors.version = "This form is missing the proposal's version: reload the page and try again.";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { name, version } };
}

/** Why a version cannot be accepted now. */
export type AcceptanceRefusal = "accepted" | "superseded" | "expired" | "withdrawn";

/**
 * Only the latest sent version, not expired, of a proposal nobody accepted yet may be accepted:
 * a page left open on an older version posts a version that is no longer the latest (superseded).
 */
export function acceptanceRefusal(input: {
  status: "open" | "accepted" | "withdrawn";
  latestVersion: number | null;
  expiresOn: string | null;
  version: number;
  today: string;
}): AcceptanceRefusal | null {
  if (input.status === "accepted") return "accepted";
  if (input.status === "withdrawn") return "withdrawn";
  if (input.latestVersion !== input.version) return "superseded";
  if (!input.expiresOn || hasExpired(input.expiresOn, input.today)) return "expired";
  return null;
}

/** A traveller of the booking as it stores them: category, document number (none yet), a child's age. */
export interface AcceptedTraveller {
  category: TravellerCategory;
  proof: null;
  age: number | null;
}

/** The party as the booking's travellers: every group's adults first, then the children with their ages. */
export function bookedTravellersOf(party: readonly PartyGroup[]): AcceptedTraveller[] {
  const adults = party.flatMap((group) =>
    Array.from({ length: group.adults }, () => ({
      category: group.category,
      proof: null,
      age: null,
    })),
  );
  const children = party.flatMap((group) =>
    group.childAges.map((age) => ({ category: group.category, proof: null, age })),
  );
  return [...adults, ...children];
}

/** The category the party is mostly in (first listed on a tie): an operator line's, which has none. */
export function leadCategory(party: readonly PartyGroup[]): TravellerCategory {
  let lead: { category: TravellerCategory; people: number } | null = null;
  for (const group of party) {
    const people = group.adults + group.childAges.length;
    if (people > 0 && (!lead || people > lead.people)) lead = { category: group.category, people };
  }
  return lead?.category ?? DEFAULT_CATEGORY;
}

function bookingLineOf(line: PricedLine, category: TravellerCategory): QuoteLine {
  if (line.kind === "discount")
    return {
      kind: "adjustment",
      label: line.label,
      category,
      people: 1,
      unitsPerPerson: 1,
      unitMinor: line.amountMinor,
      amountMinor: line.amountMinor,
      currency: line.currency,
    };
  // Documents sent before acceptance existed carry no count: the amount as one unit.
  const count = line.count ?? { people: 1, unitsPerPerson: 1, unitMinor: line.amountMinor };
  // The booking's "trip" line reads "people x unit": a per-night price counts its nights in the unit.
  const perPerson = { people: count.people, unitMinor: count.unitMinor * count.unitsPerPerson };
  return {
    kind: line.kind === "fee" ? "fee" : "trip",
    label: line.label,
    category: line.category ?? category,
    people: line.kind === "fee" ? count.people : perPerson.people,
    unitsPerPerson: line.kind === "fee" ? count.unitsPerPerson : 1,
    unitMinor: line.kind === "fee" ? count.unitMinor : perPerson.unitMinor,
    amountMinor: line.amountMinor,
    currency: line.currency,
    ...(line.park ? { park: line.park } : {}),
    ...(line.feeId ? { feeId: line.feeId } : {}),
  };
}

/**
 * The accepted version's priced lines as the booking's lines, each in its own currency (the
 * proposal's for the operator's lines, the category's for a park fee), amounts as sent: the
 * booking owes exactly what the client accepted. A discount is the booking's adjustment line.
 */
export function bookingLinesOf(document: Pick<ProposalDocument, "draft" | "prices">): QuoteLine[] {
  const category = leadCategory(document.draft.party);
  return document.prices.lines.map((line) => bookingLineOf(line, category));
}

/** What the booking is made of: its name, dates and party size, from the accepted version. */
export function bookingShapeOf(document: Pick<ProposalDocument, "draft">): {
  title: string;
  firstDay: string;
  participants: number;
} | null {
  const dates = planDates(document.draft.days);
  const participants = partyCount(document.draft.party);
  if (!dates || participants < 1) return null;
  return { title: document.draft.title, firstDay: dates.first, participants };
}

/** The booking history's line: "Booked from proposal version 2, accepted online by “Amina Otieno” on …". */
export function acceptanceNote(input: { version: number; name: string; day: string }): string {
  return `Booked from proposal version ${input.version}, accepted online by “${input.name}” on ${formatTravelDate(input.day)}.`;
}

/** The acceptance as the operator reads it in the admin. */
export interface ProposalAcceptanceView {
  name: string;
  version: number;
  /** UTC ISO. */
  acceptedAt: string;
  clientAddress: string;
  bookingId: string | null;
  departureId: string | null;
}
