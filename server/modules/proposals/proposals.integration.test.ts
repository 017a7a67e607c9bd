import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import type { OutgoingMail } from "../../platform/mail/mailer";
import type { ProposalDraft } from "../../../domain/proposals/proposal";
import { pdfText } from "../../platform/pdf/read-pdf-text";
import { saveParkFee, loadParkFees } from "../pricing";
import { openProposalLink, recordProposalView } from "./client";
import { renderProposalPdf } from "./pdf";
import {
  listProposalsForAdmin,
  proposalForEditor,
  replaceProposalLink,
  saveProposalDraft,
  sendProposal,
} from "./proposals";
import { sendProposalReminders } from "./reminders";
import { newProposalForm } from "./starting-points";
import { proposalsUsingPhoto } from "./photos";

const secret = "proposal-test-secret-0123456789abcdef";
const actor = { id: "admin-1", email: "warden@example.com" };
const monday = new Date("2030-06-03T09:00:00Z");
const at = (day: string) => new Date(`${day}T09:00:00Z`);

function recorder() {
  const sent: OutgoingMail[] = [];
  return { sent, mailer: { send: async (mail: OutgoingMail) => void sent.push(mail) } };
}

const vehicleLine = {
  kind: "item" as const,
  label: "Safari vehicle and guide",
  basis: "group-trip" as const,
  nights: null,
  costMinor: 40_000,
  marginMinor: 10_000,
  priceMinor: 50_000,
};

function draft(overrides: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    title: "Family safari: Maasai Mara",
    client: { name: "Amina Otieno", email: "amina@example.com", phone: "+254 712 345 678" },
    inquiryId: null,
    message: "Karibu! Here is the plan we talked about.",
    party: [
      { category: "non-resident", adults: 2, childAges: [] },
      { category: "east-african-resident", adults: 0, childAges: [] },
      { category: "kenyan-citizen", adults: 1, childAges: [] },
    ],
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
        title: "The Mara",
        description: "All day.",
        activities: ["Game drive"],
        accommodation: "Mara camp",
        meals: "All meals",
        park: "maasai-mara",
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
      vehicleLine,
    ],
    currency: "USD",
    expiresOn: "2030-06-20",
    included: ["Park fees", "Meals on safari"],
    notIncluded: ["Flights"],
    ...overrides,
  };
}

describeOnEachDatabase("proposals on %s", (t) => {
  it("sends versions, opens the latest by the client's link, tells the operator once per version, and refuses replaced, expired and forged links", async () => {
    const saved = await saveProposalDraft(t.db, null, draft(), actor, monday);
    if (!saved.ok) throw new Error(saved.message);
    expect((await listProposalsForAdmin(t.db, monday))[0]).toMatchObject({ stateLabel: "Draft" });

    const mails = recorder();
    const v1 = await sendProposal(t.db, { id: saved.id, draft: draft(), note: "" }, actor, {
      secret,
      mailer: mails.mailer,
      now: monday,
    });
    if (!v1.ok) throw new Error(JSON.stringify(v1.errors));
    expect(v1.version).toBe(1);
    expect(mails.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["amina@example.com", "Your proposal: Family safari: Maasai Mara"],
    ]);
    expect(mails.sent[0]!.text).toContain(v1.linkPath);
    // The client's mail shows the price, never the cost or margin.
    expect(mails.sent[0]!.text).not.toMatch(/margin|cost/i);

    const token = v1.linkPath.replace("/proposals/", "");
    const opened = await openProposalLink(t.db, secret, token, monday);
    if (!opened.ok) throw new Error(opened.reason);
    const nonResident = (await loadParkFees(t.db)).find(
      (fee) =>
        fee.park === "maasai-mara" && fee.category === "non-resident" && fee.ageGroup === "adult",
    )!;
    const usd = opened.document.prices.totals.find((total) => total.currency === "USD")!;
    // 3 people x 1 night x $200 + $500 + 2 non-residents x 2 days of the Mara fee.
    expect(usd.amountMinor).toBe(60_000 + 50_000 + 2 * 2 * nonResident.amountMinor);
    expect(opened.document.prices.totals.map((total) => total.currency)).toEqual(["USD", "KES"]);

    const operator = recorder();
    await recordProposalView(t.db, opened, { now: monday, mailer: operator.mailer });
    await recordProposalView(t.db, opened, { now: monday, mailer: operator.mailer });
    expect(operator.sent.map((mail) => mail.subject)).toEqual([
      "Amina Otieno opened your proposal (v1): Family safari: Maasai Mara",
    ]);
    expect((await listProposalsForAdmin(t.db, monday))[0]).toMatchObject({
      stateLabel: "Viewed v1",
    });

    // A fee raised after sending does not move the sent prices: they hold until expiry.
    await saveParkFee(
      t.db,
      nonResident.id,
      {
        park: "maasai-mara",
        category: "non-resident",
        amount: String(nonResident.amountMinor / 100 + 50),
        basis: "per-day",
        validFrom: nonResident.validFrom,
        validUntil: "",
      },
      actor,
      monday,
    );
    const again = await openProposalLink(t.db, secret, token, monday);
    expect(again.ok && again.document.prices.totals[0]!.amountMinor).toBe(usd.amountMinor);

    // A revision asks what changed; the link then opens v2 with the note and the changes.
    const revised = draft({
      lines: [draft().lines[0]!, { ...vehicleLine, marginMinor: 5_000, priceMinor: 45_000 }],
    });
    const refused = await sendProposal(t.db, { id: saved.id, draft: revised, note: " " }, actor, {
      secret,
      mailer: mails.mailer,
      now: monday,
    });
    expect(refused).toMatchObject({
      ok: false,
      errors: { note: expect.stringContaining("what changed") },
    });
    const v2 = await sendProposal(
      t.db,
      { id: saved.id, draft: revised, note: "A smaller vehicle, as you asked." },
      actor,
      { secret, mailer: mails.mailer, now: monday },
    );
    expect(v2).toMatchObject({ ok: true, version: 2 });
    const latest = await openProposalLink(t.db, secret, token, monday);
    if (!latest.ok) throw new Error(latest.reason);
    expect(latest).toMatchObject({ version: 2, note: "A smaller vehicle, as you asked." });
    expect(latest.changes).toContain("Safari vehicle and guide: $500 is now $450.");
    expect((await listProposalsForAdmin(t.db, monday))[0]).toMatchObject({ stateLabel: "Sent v2" });
    const editor = await proposalForEditor(t.db, saved.id, secret, monday);
    expect(editor?.versions.map((version) => [version.number, version.views])).toEqual([
      [1, 2],
      [2, 0],
    ]);

    const pdf = pdfText(
      await renderProposalPdf(
        latest.document,
        { number: 2, note: latest.note, changes: latest.changes },
        {
          whatsappNumber: "254700000000",
          email: "hello@example.com",
          siteUrl: "https://example.com",
          traLicence: "TRA/123",
        },
        { compress: false },
      ),
    );
    expect(pdf).toContain("Nairobi to the Mara");
    expect(pdf).toContain("TRA/123");

    // A new link replaces the old one; past the expiry day, no link opens the proposal.
    const newPath = await replaceProposalLink(t.db, saved.id, secret, actor, monday);
    expect(await openProposalLink(t.db, secret, token, monday)).toMatchObject({
      ok: false,
      reason: "replaced",
      kind: "expired",
    });
    const newToken = newPath!.replace("/proposals/", "");
    expect(await openProposalLink(t.db, secret, newToken, monday)).toMatchObject({ ok: true });
    expect(await openProposalLink(t.db, secret, newToken, at("2030-06-21"))).toMatchObject({
      ok: false,
      reason: "expired",
      expiresOn: "2030-06-20",
    });
    expect(await openProposalLink(t.db, secret, `${newToken}x`, monday)).toMatchObject({
      ok: false,
      reason: "unknown",
      kind: "not-found",
    });
  });

  it("reminds the client once a few days before expiry and tells the operator", async () => {
    const mails = recorder();
    const sent = await sendProposal(
      t.db,
      { id: null, draft: draft({ expiresOn: "2030-06-10" }), note: "" },
      actor,
      { secret, mailer: mails.mailer, now: monday },
    );
    expect(sent.ok).toBe(true);
    const reminders = recorder();
    expect(await sendProposalReminders(t.db, secret, at("2030-06-06"), reminders.mailer)).toEqual({
      reminded: 0,
    });
    expect(await sendProposalReminders(t.db, secret, at("2030-06-07"), reminders.mailer)).toEqual({
      reminded: 1,
    });
    expect(await sendProposalReminders(t.db, secret, at("2030-06-08"), reminders.mailer)).toEqual({
      reminded: 0,
    });
    expect(reminders.sent.map((mail) => mail.subject)).toEqual([
      "Your proposal's prices hold until Mon, Jun 10, 2030: Family safari: Maasai Mara",
      "Proposal expiring Mon, Jun 10, 2030: Family safari: Maasai Mara",
    ]);
  });

  it("refuses to send without days, with a price line that does not add up to a total, or an expiry past", async () => {
    const mails = recorder();
    const outcome = await sendProposal(
      t.db,
      {
        id: null,
        draft: draft({
          days: [],
          expiresOn: "2030-06-01",
          lines: [{ kind: "discount", label: "Too much", amountMinor: 10_000_000 }],
        }),
        note: "",
      },
      actor,
      { secret, mailer: mails.mailer, now: monday },
    );
    expect(outcome).toMatchObject({
      ok: false,
      kind: "invalid",
      errors: {
        days: "Add the days of the plan before sending it.",
        expiresOn: "The expiry date has passed: choose a day from today on.",
        lines: "The lines do not add up: the discounts take the USD total below zero.",
      },
    });
    expect(mails.sent).toEqual([]);
    expect(await listProposalsForAdmin(t.db, monday)).toHaveLength(2);
  });

  it("fills a new proposal from a school quote request", async () => {
    const id = crypto.randomUUID();
    await t.db
      .insertInto("inquiries")
      .values({
        id,
        kind: "school-quote",
        email: "teacher@school.example",
        created_at: monday.toISOString(),
        handled_at: null,
        payload: JSON.stringify({
          schoolName: "Hillcrest School",
          contactPerson: "Grace Wanjiru",
          phone: "+254 711 000 111",
          studentCount: 30,
          program: "wildlife-conservation",
        }),
      })
      .execute();
    const form = await newProposalForm(t.db, "2030-06-03", id);
    expect(form).toMatchObject({
      title: "Hillcrest School: School quote",
      clientName: "Grace Wanjiru",
      clientEmail: "teacher@school.example",
      clientPhone: "+254 711 000 111",
      inquiryId: id,
    });
    expect(form.party["non-resident"].adults).toBe("30");
  });

  it("names the proposals whose days show a library photo, so the library keeps it", async () => {
    const photo = crypto.randomUUID();
    const withPhoto = draft();
    withPhoto.days[1] = { ...withPhoto.days[1]!, photo };
    const saved = await saveProposalDraft(t.db, null, withPhoto, actor, monday);
    expect(saved.ok).toBe(true);
    expect(await proposalsUsingPhoto(t.db, photo)).toEqual([
      "Proposal: Family safari: Maasai Mara (day 2)",
    ]);
    expect(await proposalsUsingPhoto(t.db, crypto.randomUUID())).toEqual([]);
  });
});
