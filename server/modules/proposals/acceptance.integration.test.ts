import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import type { ProposalDraft } from "../../../domain/proposals/proposal";
import type { Database } from "../../platform/db/schema";
import type { OutgoingMail } from "../../platform/mail/mailer";
import {
  adminDepartureList,
  bookedQuotesOf,
  bookingEndDate,
  bookingHistory,
  departureManifest,
  findBooking,
} from "../bookings";
import { departuresOfTrips, upcomingDepartures } from "../departures";
import { bookingBalance, checkPayPageKey } from "../payments";
import { acceptProposal } from "./accept";
import { proposalAlerts } from "./alerts";
import { openProposalLink } from "./client";
import { listProposalsForAdmin, proposalForEditor, sendProposal } from "./proposals";

const secret = "proposal-test-secret-0123456789abcdef";
const actor = { id: "admin-1", email: "warden@example.com" };
const monday = new Date("2030-06-03T09:00:00Z");
const address = "203.0.113.7";

function draft(overrides: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    title: "Honeymoon in the Mara",
    client: { name: "Amina Otieno", email: "amina@example.com", phone: "+254 712 345 678" },
    inquiryId: null,
    message: "",
    party: [{ category: "non-resident", adults: 2, childAges: [] }],
    days: [
      {
        date: "2030-08-01",
        title: "Nairobi to the Mara",
        description: "Drive west.",
        activities: ["Game drive"],
        accommodation: "Mara camp",
        meals: "Lunch, dinner",
        park: "maasai-mara",
        photo: null,
      },
      {
        date: "2030-08-02",
        title: "Back to Nairobi",
        description: "Morning drive.",
        activities: [],
        accommodation: "",
        meals: "Breakfast",
        park: null,
        photo: null,
      },
    ],
    lines: [
      {
        kind: "item",
        label: "Mara camp, full board",
        basis: "person-night",
        nights: null,
        costMinor: 15_000,
        marginMinor: 5_000,
        priceMinor: 20_000,
      },
      {
        kind: "item",
        label: "Safari vehicle and guide",
        basis: "group-trip",
        nights: null,
        costMinor: 40_000,
        marginMinor: 10_000,
        priceMinor: 50_000,
      },
      { kind: "discount", label: "Honeymoon discount", amountMinor: 10_000 },
    ],
    currency: "USD",
    expiresOn: "2030-06-20",
    included: [],
    notIncluded: [],
    ...overrides,
  };
}

function outbox() {
  const queued: OutgoingMail[] = [];
  return {
    queued,
    mailer: {
      queueWithin: async (_executor: Kysely<Database>, mails: OutgoingMail[]) => {
        queued.push(...mails);
        return async () => {};
      },
    },
  };
}

const form = (version: number, name = "Amina Otieno") => ({
  name,
  conditions: "on",
  version: String(version),
});

describeOnEachDatabase("accepting a proposal on %s", (t) => {
  async function sent(overrides: Partial<ProposalDraft> = {}, id: string | null = null) {
    const outcome = await sendProposal(
      t.db,
      { id, draft: draft(overrides), note: id ? "New dates." : "" },
      actor,
      { secret, mailer: { send: async () => {} }, now: monday },
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return { ...outcome, token: outcome.linkPath.replace("/proposals/", "") };
  }

  async function bookingsOf(email: string) {
    return t.db.selectFrom("bookings").selectAll().where("client_email", "=", email).execute();
  }

  it("books the accepted version on a private departure with its lines, confirmed, and sends the pay link", async () => {
    const proposal = await sent({ client: { ...draft().client, email: "one@example.com" } });
    const mails = outbox();
    const outcome = await acceptProposal(
      t.db,
      { secret, token: proposal.token, form: form(1, "  Amina   Otieno "), clientAddress: address },
      { now: monday, mailer: mails.mailer },
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.payPath).toMatch(new RegExp(`^/booking/${outcome.bookingId}/pay\\?key=`));
    const key = new URL(outcome.payPath, "http://x").searchParams.get("key")!;
    expect(checkPayPageKey(outcome.bookingId, key, monday)).toBe("valid");

    const booking = (await findBooking(t.db, outcome.bookingId))!;
    expect(booking).toMatchObject({
      booking_status: "confirmed",
      adventure_type: "Honeymoon in the Mara",
      booking_date: "2030-08-01",
      number_of_participants: 2,
      client_email: "one@example.com",
      trip_slug: null,
      trip_days: 2,
    });
    // Its length is the plan's: the after-trip mail and the details' erasure count from its end.
    expect(bookingEndDate(booking)).toBe("2030-08-02");
    // The accepted lines are the booking's lines: the client owes exactly what they accepted.
    const { lines, travellers } = (await bookedQuotesOf(t.db, [booking.id])).get(booking.id)!;
    expect(travellers.map((traveller) => traveller.category)).toEqual([
      "non-resident",
      "non-resident",
    ]);
    expect(lines.map((line) => [line.kind, line.label, line.amountMinor, line.currency])).toEqual([
      ["trip", "Mara camp, full board", 40_000, "USD"],
      ["trip", "Safari vehicle and guide", 50_000, "USD"],
      ["adjustment", "Honeymoon discount", -10_000, "USD"],
      ["fee", "Maasai Mara National Reserve fee, non-resident", 40_000, "USD"],
    ]);
    const balance = (await bookingBalance(t.db, booking.id, monday))!;
    expect(balance.plan?.instalments).toEqual([
      { kind: "deposit", amountMinor: 36_000, dueDate: "2030-06-03" },
      { kind: "balance", amountMinor: 84_000, dueDate: "2030-06-17" },
    ]);
    expect((await bookingHistory(t.db, booking.id)).at(-1)?.note).toContain(
      "Booked from proposal version 1, accepted online by “Amina Otieno”",
    );

    // The departure is real and the admin's, but on no public list.
    const departure = (await t.db
      .selectFrom("departures")
      .selectAll()
      .where("id", "=", booking.departure_id!)
      .executeTakeFirst())!;
    expect(departure).toMatchObject({ listed: 0, title: "Honeymoon in the Mara", seats: 2 });
    expect(await upcomingDepartures(t.db, departure.trip_slug, "2030-06-03")).toEqual([]);
    expect(
      await departuresOfTrips(
        t.db,
        [departure.trip_slug],
        { from: "2030-06-03", until: "2031-06-03" },
        "2030-06-03",
      ),
    ).toEqual([]);
    const month = await adminDepartureList(
      t.db,
      { month: "2030-08", tripSlug: null },
      "2030-06-03",
    );
    expect(month.find((row) => row.id === departure.id)).toMatchObject({
      tripTitle: "Honeymoon in the Mara",
      seatsTaken: 2,
      listed: false,
    });
    const manifest = (await departureManifest(t.db, departure.id, "2030-06-03"))!;
    expect(manifest.rows.map((row) => [row.name, row.participants])).toEqual([["Amina Otieno", 2]]);

    // The client's confirmation asks for the deposit with the pay link; the operator is told.
    expect(mails.queued.map((mail) => mail.to)).toEqual([
      "one@example.com",
      expect.stringContaining("@"),
    ]);
    expect(mails.queued[0]!.text).toContain(`/booking/${booking.id}/pay?key=`);
    expect(mails.queued[1]!.subject).toBe(
      "Amina Otieno accepted your proposal (v1): Honeymoon in the Mara",
    );
    expect(mails.queued[1]!.text).toContain(address);

    // The admin sees who accepted what, when, from where, and the booking.
    const editor = (await proposalForEditor(t.db, proposal.id, secret, monday))!;
    expect(editor.acceptance).toMatchObject({
      name: "Amina Otieno",
      version: 1,
      clientAddress: address,
      acceptedAt: monday.toISOString(),
      bookingId: booking.id,
    });
    const listed = (await listProposalsForAdmin(t.db, monday)).find(
      (row) => row.id === proposal.id,
    );
    expect(listed).toMatchObject({ state: "accepted", stateLabel: "Accepted v1" });
    expect((await proposalAlerts(t.db, monday)).accepted).toContainEqual({
      id: proposal.id,
      title: "Honeymoon in the Mara",
      clientName: "Amina Otieno",
      version: 1,
      acceptedAt: monday.toISOString(),
    });

    // The link now says it was accepted; a second accept books and charges nothing.
    const reopened = await openProposalLink(t.db, secret, proposal.token, monday);
    expect(reopened).toMatchObject({ ok: false, reason: "accepted", version: 1 });
    const again = await acceptProposal(
      t.db,
      { secret, token: proposal.token, form: form(1), clientAddress: address },
      { now: monday, mailer: mails.mailer },
    );
    expect(again).toMatchObject({ ok: false, kind: "conflict", reason: "accepted" });
    expect(await bookingsOf("one@example.com")).toHaveLength(1);
    expect(mails.queued).toHaveLength(2);
  });

  it("books once when two accepts arrive at the same moment", async () => {
    const proposal = await sent({ client: { ...draft().client, email: "two@example.com" } });
    const mails = outbox();
    const accept = (name: string) =>
      acceptProposal(
        t.db,
        { secret, token: proposal.token, form: form(1, name), clientAddress: address },
        { now: monday, mailer: mails.mailer },
      );
    const outcomes = await Promise.all([accept("Amina Otieno"), accept("Juma Otieno")]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ reason: "accepted" });
    expect(await bookingsOf("two@example.com")).toHaveLength(1);
    const departures = await t.db
      .selectFrom("departures")
      .select("id")
      .where("title", "=", "Honeymoon in the Mara")
      .where("trip_slug", "=", `private:${proposal.id}`)
      .execute();
    expect(departures).toHaveLength(1);
  });

  it("refuses an older version, an expired proposal and a form without a name or the conditions", async () => {
    const v1 = await sent({ client: { ...draft().client, email: "three@example.com" } });
    await sent(
      {
        client: { ...draft().client, email: "three@example.com" },
        expiresOn: "2030-06-25",
      },
      v1.id,
    );
    const mails = outbox();
    const accept = (values: { name: string; conditions: string; version: string }, now = monday) =>
      acceptProposal(
        t.db,
        { secret, token: v1.token, form: values, clientAddress: address },
        { now, mailer: mails.mailer },
      );
    expect(await accept(form(1))).toMatchObject({
      ok: false,
      kind: "conflict",
      reason: "superseded",
      latestVersion: 2,
    });
    expect(await accept({ name: " ", conditions: "", version: "2" })).toEqual({
      ok: false,
      kind: "invalid",
      errors: {
        name: "Type your full name to accept the proposal.",
        conditions: "Tick the box to say you have read and accept the booking conditions.",
      },
    });
    expect(await accept(form(2), new Date("2030-06-26T09:00:00Z"))).toMatchObject({
      ok: false,
      reason: "expired",
      expiresOn: "2030-06-25",
    });
    expect(
      await acceptProposal(
        t.db,
        { secret, token: `${v1.token}x`, form: form(2), clientAddress: address },
        { now: monday, mailer: mails.mailer },
      ),
    ).toMatchObject({ ok: false, kind: "not-found" });
    expect(await bookingsOf("three@example.com")).toEqual([]);
    expect(mails.queued).toEqual([]);
    // The latest version, in time, is accepted.
    expect(await accept(form(2))).toMatchObject({ ok: true });
  });
});
