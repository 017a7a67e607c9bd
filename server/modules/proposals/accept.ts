import type { Kysely } from "kysely";
import { shortReference } from "../../../domain/booking/reference";
import { businessDay } from "../../../domain/calendar";
import { totalsText } from "../../../domain/pricing/quote-lines";
import {
  acceptanceNote,
  acceptanceRefusal,
  bookedTravellersOf,
  bookingLinesOf,
  bookingShapeOf,
  parseAcceptance,
  type AcceptanceErrors,
  type AcceptanceForm,
  type AcceptanceRefusal,
} from "../../../domain/proposals/proposal-acceptance";
import type { ProposalDocument } from "../../../domain/proposals/proposal-document";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import { isUniqueViolation } from "../../platform/db/connection";
import type { Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { getMailOutbox, type OutgoingMail } from "../../platform/mail";
import { bookAcceptedProposal, type ProposalBookingInput } from "../bookings";
import { createPrivateDeparture } from "../departures";
import { payPagePath } from "../payments";
import { readProposalToken } from "./link";
import { proposalAcceptedEmail } from "./mails";
import { operatorAddress } from "./proposals";
import { documentOf, proposalRow, versionRow, type ProposalRow } from "./store";

/**
 * "Accept" (issue 30 slice 2, decision 0073): the client types their name and ticks the booking
 * conditions on the latest sent version, not expired. In one transaction the proposal is marked
 * accepted (a conditional update: a second accept of any version, at once or later, finds it
 * accepted and stops), the acceptance is kept (one row per proposal), a private departure is made
 * for its party, and the bookings module books it there with the accepted lines and confirms it,
 * queuing the confirmation with the pay link; the operator's "accepted" mail is queued with them.
 */

export interface AcceptMailer {
  queueWithin(executor: Kysely<Database>, mails: OutgoingMail[]): Promise<() => Promise<void>>;
}

export type AcceptOutcome =
  | { ok: true; bookingId: string; payPath: string }
  | { ok: false; kind: "invalid"; errors: AcceptanceErrors }
  | { ok: false; kind: "not-found"; reason: "unknown" }
  | { ok: false; kind: "expired"; reason: "replaced" }
  | {
      ok: false;
      kind: "conflict";
      reason: AcceptanceRefusal | "unbookable";
      title: string;
      latestVersion: number | null;
      expiresOn: string | null;
      /** For "unbookable": why the booking could not be made (the departure refused its seats). */
      message?: string;
    };

type Refused = Extract<AcceptOutcome, { kind: "conflict" }>;

function refusedFor(row: ProposalRow, reason: Refused["reason"], message?: string): Refused {
  return {
    ok: false,
    kind: "conflict",
    reason,
    title: row.title,
    latestVersion: row.latest_version,
    expiresOn: row.expires_on,
    ...(message ? { message } : {}),
  };
}

/** Thrown inside the acceptance's transaction to undo it. */
class AcceptanceUndone extends Error {
  constructor(readonly outcome: Refused | null) {
    super(outcome?.reason ?? "raced");
  }
}

export async function acceptProposal(
  db: Kysely<Database>,
  request: { secret: string; token: string; form: AcceptanceForm; clientAddress: string },
  options: { now?: Date; mailer?: AcceptMailer } = {},
): Promise<AcceptOutcome> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  const link = readProposalToken(request.secret, request.token);
  const row = link ? await proposalRow(db, link.proposalId) : undefined;
  if (!link || !row || !row.latest_version)
    return { ok: false, kind: "not-found", reason: "unknown" };
  if (row.link_version !== link.linkVersion)
    return { ok: false, kind: "expired", reason: "replaced" };
  const posted = /^\d{1,9}$/.test(request.form.version) ? Number(request.form.version) : 0;
  const refusal = acceptanceRefusal({
    status: row.status,
    latestVersion: row.latest_version,
    expiresOn: row.expires_on,
    version: posted,
    today,
  });
  // The proposal's own state comes first (nothing typed would change it); a form without its
  // version is the form's fault, said beside the button.
  if (refusal && !(refusal === "superseded" && posted === 0)) return refusedFor(row, refusal);
  const parsed = parseAcceptance(request.form);
  if (!parsed.ok) return { ok: false, kind: "invalid", errors: parsed.errors };
  const { version } = parsed.value;
  const sent = await versionRow(db, row.id, version);
  const document = sent ? documentOf(sent) : null;
  const shape = document ? bookingShapeOf(document) : null;
  if (!document || !shape)
    return refusedFor(row, "unbookable", "This proposal has no dated days or no travellers.");
  try {
    const done = await db.transaction().execute((trx) =>
      acceptWithin(trx, {
        row,
        document,
        shape,
        name: parsed.value.name,
        version,
        clientAddress: request.clientAddress,
        now,
        mailer: options.mailer ?? getMailOutbox(),
      }),
    );
    await publish("BookingStored", {
      bookingId: done.bookingId,
      tripSlug: null,
      status: "confirmed",
    });
    await done.send();
    return { ok: true, bookingId: done.bookingId, payPath: done.payPath };
  } catch (error) {
    if (error instanceof AcceptanceUndone && error.outcome) return error.outcome;
    if (!(error instanceof AcceptanceUndone) && !isUniqueViolation(error)) throw error;
    // Another accept won the race: say what the proposal is now.
    const current = (await proposalRow(db, row.id)) ?? row;
    const reason = acceptanceRefusal({
      status: current.status,
      latestVersion: current.latest_version,
      expiresOn: current.expires_on,
      version,
      today,
    });
    return refusedFor(current, reason ?? "accepted");
  }
}

interface AcceptWork {
  row: ProposalRow;
  document: ProposalDocument;
  shape: NonNullable<ReturnType<typeof bookingShapeOf>>;
  name: string;
  version: number;
  clientAddress: string;
  now: Date;
  mailer: AcceptMailer;
}

/** The guard, the acceptance, the departure, the booking and the mails, in one transaction. */
async function acceptWithin(trx: Kysely<Database>, work: AcceptWork) {
  const { row, document, shape, now } = work;
  const at = now.toISOString();
  const guard = await trx
    .updateTable("proposals")
    .set({ status: "accepted", updated_at: at })
    .where("id", "=", row.id)
    .where("status", "=", "open")
    .where("latest_version", "=", work.version)
    .where("expires_on", ">=", businessDay(now))
    .executeTakeFirst();
  if (Number(guard.numUpdatedRows) !== 1) throw new AcceptanceUndone(null);
  await trx
    .insertInto("proposal_acceptances")
    .values({
      proposal_id: row.id,
      version: work.version,
      accepted_name: work.name,
      client_address: work.clientAddress,
      accepted_at: at,
    })
    .execute();
  const departure = await createPrivateDeparture(
    trx,
    { ownerId: row.id, title: shape.title, date: shape.firstDay, seats: shape.participants },
    now,
  );
  const { client } = document.draft;
  const booking: ProposalBookingInput = {
    departure,
    title: shape.title,
    firstDay: shape.firstDay,
    days: document.draft.days.length,
    client: { name: client.name, email: client.email, phone: client.phone.trim() || null },
    travellers: bookedTravellersOf(document.draft.party),
    lines: bookingLinesOf(document),
    note: acceptanceNote({ version: work.version, name: work.name, day: businessDay(now) }),
    now,
  };
  const booked = await bookAcceptedProposal(trx, booking, work.mailer);
  if (!booked.ok) throw new AcceptanceUndone(refusedFor(row, "unbookable", booked.message));
  await trx
    .updateTable("proposal_acceptances")
    .set({ booking_id: booked.booking.id, departure_id: departure.id })
    .where("proposal_id", "=", row.id)
    .execute();
  const reference = shortReference(booked.booking.id);
  const operator = await work.mailer.queueWithin(trx, [
    {
      to: operatorAddress(),
      ...proposalAcceptedEmail({
        title: document.draft.title,
        clientName: client.name,
        acceptedName: work.name,
        clientEmail: client.email,
        version: work.version,
        acceptedAt: at,
        clientAddress: work.clientAddress,
        bookingReference: reference,
        total: totalsText(document.prices.totals),
        adminUrl: `${siteContacts().siteUrl}/admin/proposals/${row.id}`,
      }),
    },
  ]);
  return {
    bookingId: booked.booking.id,
    payPath: payPagePath(booked.booking, now),
    send: async () => {
      await booked.send();
      await operator();
    },
  };
}
