import { describe, expect, it } from "vitest";
import { defaultPaymentPlanSettings } from "../payments/payment-plan";
import {
  blankProposalForm,
  draftToForm,
  emptyDay,
  emptyLine,
  parseProposalForm,
  readProposalForm,
  sendRefusals,
  type ProposalForm,
} from "./proposal-form";
import { priceProposal } from "./proposal-lines";
import { clientProposalView } from "./proposal-view";
import { proposalChanges } from "./proposal-changes";
import {
  dueForExpiryReminder,
  hasExpired,
  proposalState,
  type ProposalDocument,
} from "./proposal-document";

const today = "2027-01-05";

function filled(): ProposalForm {
  return {
    ...blankProposalForm(today),
    title: "Family safari",
    clientName: "Amina Otieno",
    clientEmail: "amina@example.com",
    days: [
      { ...emptyDay, date: "2027-03-01", title: "Nairobi to the Mara", park: "maasai-mara" },
      {
        ...emptyDay,
        date: "2027-03-02",
        title: "Game drives",
        activities: "Morning drive\nSundowner",
      },
    ],
    lines: [
      {
        ...emptyLine,
        label: "Camp",
        basis: "person-night",
        cost: "90",
        margin: "30",
        price: "120",
      },
      { ...emptyLine, label: "Early booking", basis: "discount", price: "50" },
    ],
  };
}

describe("the proposal editor's form", () => {
  it("reads a filled form into a draft that reads back into the same form", () => {
    const parsed = parseProposalForm(filled());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.draft.days[1]!.activities).toEqual(["Morning drive", "Sundowner"]);
    expect(parsed.draft.lines[0]).toMatchObject({
      costMinor: 9_000,
      marginMinor: 3_000,
      priceMinor: 12_000,
    });
    expect(parseProposalForm(draftToForm(parsed.draft))).toEqual(parsed);
  });

  it("refuses a price that is not cost plus margin, naming the line's price field", () => {
    const form = filled();
    form.lines[0] = { ...form.lines[0]!, price: "100" };
    const parsed = parseProposalForm(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors["lines.0.price"]).toBe(
      "The price does not add up: cost $90 + margin $30 is $120, not $100.",
    );
  });

  it("refuses a margin below zero beside the margin", () => {
    const form = filled();
    form.lines[0] = { ...form.lines[0]!, margin: "-10", price: "80" };
    const parsed = parseProposalForm(form);
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      "lines.0.margin": "The margin is below zero: this line would sell at a loss.",
    });
  });

  it("refuses a day with no date, and days out of order, naming the day", () => {
    const form = filled();
    form.days[0] = { ...form.days[0]!, date: "" };
    form.days.push({ ...emptyDay, date: "2027-02-01", title: "Back" });
    const parsed = parseProposalForm(form);
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      "days.0.date": "Day 1 has no date: give it one, like 2027-01-15.",
      "days.2.date": "Day 3 is before day 2: put the days in date order.",
    });
  });

  it("refuses a party of nobody and children's ages that do not read", () => {
    const form = filled();
    form.party["non-resident"] = { adults: "0", childAges: "" };
    expect(parseProposalForm(form)).toMatchObject({
      ok: false,
      errors: { "party.non-resident.adults": expect.stringContaining("nobody") },
    });
    form.party["kenyan-citizen"] = { adults: "1", childAges: "4, nine" };
    expect(parseProposalForm(form)).toMatchObject({
      ok: false,
      errors: { "party.kenyan-citizen.childAges": expect.stringContaining("0 to 17") },
    });
  });

  it("reads the posted fields by their names, days and lines up to their counts", () => {
    const posted: Record<string, string> = {
      title: "T",
      dayCount: "1",
      lineCount: "1",
      "days.0.date": "2027-03-01",
      "days.0.title": "Arrive",
      "days.1.title": "not counted",
      "lines.0.label": "Camp",
      "party.kenyan-citizen.childAges": "4, 9",
    };
    const form = readProposalForm((name) => posted[name] ?? "");
    expect(form.days).toEqual([{ ...emptyDay, date: "2027-03-01", title: "Arrive" }]);
    expect(form.lines[0]!.label).toBe("Camp");
    expect(form.party["kenyan-citizen"].childAges).toBe("4, 9");
  });

  it("asks for days, lines and a future expiry on or before the first day before sending", () => {
    const parsed = parseProposalForm({ ...filled(), expiresOn: "2027-03-05" });
    if (!parsed.ok) throw new Error("valid");
    expect(sendRefusals(parsed.draft, today, [])).toEqual({
      expiresOn: "Prices must expire on or before the first day of the trip.",
    });
    expect(
      sendRefusals({ ...parsed.draft, days: [], lines: [], expiresOn: "2027-01-01" }, today, []),
    ).toEqual({
      days: "Add the days of the plan before sending it.",
      lines: "Add at least one price line before sending.",
      expiresOn: "The expiry date has passed: choose a day from today on.",
    });
  });
});

function documentOf(form: ProposalForm): ProposalDocument {
  const parsed = parseProposalForm(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return {
    draft: parsed.draft,
    prices: priceProposal(parsed.draft, [], defaultPaymentPlanSettings, today),
    sentOn: today,
  };
}

describe("what changed between two versions", () => {
  it("says each change the client would notice in a sentence", () => {
    const v1 = filled();
    const v2 = filled();
    v2.days[1] = { ...v2.days[1]!, accommodation: "Mara Explorer Camp" };
    v2.days.push({ ...emptyDay, date: "2027-03-03", title: "Lake Naivasha" });
    v2.lines[0] = { ...v2.lines[0]!, margin: "40", price: "130" };
    v2.expiresOn = "2027-01-30";
    expect(proposalChanges(documentOf(v1), documentOf(v2))).toEqual([
      "The dates are now Mon, Mar 1, 2027 to Wed, Mar 3, 2027 (were Mon, Mar 1, 2027 to Tue, Mar 2, 2027).",
      "Changed Tue, Mar 2, 2027 (Game drives): accommodation (now Mara Explorer Camp).",
      "Added Wed, Mar 3, 2027: Lake Naivasha.",
      // Two nights now, at $130 for two people.
      "Camp: $240 is now $520.",
      "The total in USD went from $190 to $470.",
      "Prices are now honoured until Sat, Jan 30, 2027.",
    ]);
  });

  it("is empty when nothing the client sees changed", () => {
    expect(proposalChanges(documentOf(filled()), documentOf(filled()))).toEqual([]);
  });
});

describe("expiry and status", () => {
  it("honours prices through the expiry day and reminds from three days before", () => {
    expect(hasExpired("2027-01-10", "2027-01-10")).toBe(false);
    expect(hasExpired("2027-01-10", "2027-01-11")).toBe(true);
    expect(dueForExpiryReminder("2027-01-10", "2027-01-06")).toBe(false);
    expect(dueForExpiryReminder("2027-01-10", "2027-01-07")).toBe(true);
    expect(dueForExpiryReminder("2027-01-10", "2027-01-11")).toBe(false);
  });

  it("is a draft until sent, viewed once the client opened the latest version", () => {
    const base = { expiresOn: "2027-01-10", today: "2027-01-05" };
    expect(proposalState({ ...base, latestVersion: null, viewedVersion: null })).toBe("draft");
    expect(proposalState({ ...base, latestVersion: 2, viewedVersion: 1 })).toBe("sent");
    expect(proposalState({ ...base, latestVersion: 2, viewedVersion: 2 })).toBe("viewed");
    expect(
      proposalState({ ...base, latestVersion: 2, viewedVersion: 2, today: "2027-01-11" }),
    ).toBe("expired");
  });
});

describe("the client's view of a sent version", () => {
  it("carries the prices the client pays and never a line's cost or margin", () => {
    const view = clientProposalView(documentOf(filled()));
    expect(view.lines.map((line) => [line.label, line.amount])).toEqual([
      ["Camp", "$240"],
      ["Early booking", "-$50"],
    ]);
    expect(view.totals).toEqual([
      {
        label: "Total",
        amount: "$190",
        plan: ["Deposit on acceptance (30%): $57.", "Balance: $133, due by Fri, Jan 15, 2027."],
      },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/cost|margin/i);
  });
});
