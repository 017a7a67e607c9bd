import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/calendar";
import type { ProposalDraft } from "../../domain/proposals/proposal";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// "Accept" on the client's page, posted as a plain form (it works without JavaScript): a form
// without a name or the ticked conditions comes back (400) with a sentence beside each field and
// what was typed; an accept goes to the booking's pay page; a second accept, or one from a page
// left open on an older version, gets a page that says so and how to reach the operator.
usePrivateAppDatabase("proposal-accept");

const { getDb } = await import("../../server/platform/db");
const { businessToday } = await import("../../server/platform/clock");
const { authSecret } = await import("../../server/platform/secret");
const { sendProposal } = await import("../../server/modules/proposals");
const page = await import("./proposal.server");

const db = () => getDb().db;
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

function draft(email: string): ProposalDraft {
  const first = addDays(businessToday(), 90);
  return {
    title: "Samburu for two",
    client: { name: "Amina Otieno", email, phone: "0712 345 678" },
    inquiryId: null,
    message: "",
    party: [{ category: "non-resident", adults: 2, childAges: [] }],
    days: [0, 1, 2].map((offset) => ({
      date: addDays(first, offset),
      title: `Day ${offset + 1}`,
      description: "",
      activities: [],
      accommodation: "Lodge",
      meals: "",
      park: null,
      photo: null,
    })),
    lines: [
      {
        kind: "item",
        label: "Lodge, full board",
        basis: "person-night",
        nights: null,
        costMinor: 20_000,
        marginMinor: 5_000,
        priceMinor: 25_000,
      },
    ],
    currency: "USD",
    expiresOn: addDays(businessToday(), 10),
    included: [],
    notIncluded: [],
  };
}

async function sent(email: string, times = 1): Promise<string> {
  let id: string | null = null;
  let path = "";
  for (let version = 1; version <= times; version += 1) {
    const outcome = await sendProposal(
      db(),
      { id, draft: draft(email), note: version > 1 ? "A better lodge." : "" },
      { id: "admin-1", email: "operator@example.com" },
      { secret: authSecret(), mailer: { send: async () => {} } },
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    id = outcome.id;
    path = outcome.linkPath;
  }
  return path.replace("/proposals/", "");
}

async function post(token: string, fields: Record<string, string>) {
  try {
    const result = await page.action({
      request: new Request(`http://localhost/proposals/${token}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: { token },
      context: routeContext({ db: db(), clientIp: "198.51.100.23" }),
    } as unknown as Args<typeof page.action>);
    return { status: result.init?.status ?? 200, data: result.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location") };
  }
}

/** The refusal page an answer carries (the test fails if it carries none). */
function refusedOf(outcome: Awaited<ReturnType<typeof post>>) {
  const data = "data" in outcome ? outcome.data : undefined;
  if (data?.state !== "refused") throw new Error(`not a refusal page: ${JSON.stringify(outcome)}`);
  return data;
}

describe("accepting on the client's page", () => {
  it("asks again beside the fields, then books and opens the pay page; a second accept is refused", async () => {
    const token = await sent("accept-route@example.com");
    const incomplete = await post(token, { name: "Amina Otieno", version: "1" });
    expect(incomplete).toEqual({
      status: 400,
      data: {
        state: "form",
        form: {
          errors: {
            conditions: "Tick the box to say you have read and accept the booking conditions.",
          },
          name: "Amina Otieno",
          conditions: false,
        },
      },
    });

    const accepted = await post(token, { name: "Amina Otieno", conditions: "on", version: "1" });
    expect(accepted).toMatchObject({ status: 302 });
    expect("location" in accepted && accepted.location).toMatch(
      /^\/booking\/[0-9a-f-]{36}\/pay\?key=\d{8}\./,
    );
    const acceptance = await db()
      .selectFrom("proposal_acceptances")
      .select(["accepted_name", "client_address", "version"])
      .executeTakeFirstOrThrow();
    expect(acceptance).toEqual({
      accepted_name: "Amina Otieno",
      client_address: "198.51.100.23",
      version: 1,
    });

    const again = await post(token, { name: "Amina Otieno", conditions: "on", version: "1" });
    expect(again).toMatchObject({
      status: 409,
      data: { state: "refused", title: "This proposal has already been accepted", reopen: null },
    });
    const { contacts } = refusedOf(again);
    expect(contacts.map((contact) => contact.label)).toEqual([
      "Phone (day and night)",
      "WhatsApp",
      "Email",
    ]);
    expect(contacts[1]!.href).toMatch(/^https:\/\/wa\.me\/\d+$/);
    const bookings = await db()
      .selectFrom("bookings")
      .select("id")
      .where("client_email", "=", "accept-route@example.com")
      .execute();
    expect(bookings).toHaveLength(1);
  });

  it("refuses a page left open on an older version, with the link to the latest", async () => {
    const token = await sent("stale-page@example.com", 2);
    const stale = await post(token, { name: "Amina Otieno", conditions: "on", version: "1" });
    expect(stale).toMatchObject({
      status: 409,
      data: {
        state: "refused",
        title: "A newer version of this proposal was sent",
        reopen: `/proposals/${token}`,
      },
    });
    expect(refusedOf(stale).error).toContain("we have since sent version 2");
  });
});
