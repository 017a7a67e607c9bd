import { describe, expect, it } from "vitest";
import { addDays } from "../../../domain/calendar";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

// The proposal editor posted as a plain form (it works without JavaScript): adding a day or
// copying a trip's days comes back changed and stores nothing; a line that does not add up is
// refused (400) beside its field with every value kept; a save goes to the saved proposal. Only
// admins: the editor role's content paths do not include proposals.
usePrivateAppDatabase("admin-proposals");

const { getDb } = await import("../../../server/platform/db");
const { businessToday } = await import("../../../server/platform/clock");
const editing = await import("./proposal-editor.server");
const { adminUserContext, isContentPath } = await import("./layout.server");

const db = () => getDb().db;
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

function contextOfAdmin() {
  const context = routeContext({ db: db() });
  context.set(adminUserContext, {
    id: "admin-1",
    email: "operator@example.com",
    name: "Otieno",
    emailVerified: true,
  });
  return context;
}

async function post(id: string, fields: Record<string, string>) {
  try {
    const result = await editing.action({
      request: new Request(`http://localhost/admin/proposals/${id}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: { id },
      context: contextOfAdmin(),
    } as unknown as Args<typeof editing.action>);
    return { status: result.init?.status ?? 200, ...result.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location") };
  }
}

const firstDay = addDays(businessToday(), 60);
const filled = {
  title: "Family trek",
  clientName: "Amina Otieno",
  clientEmail: "amina@example.com",
  currency: "USD",
  expiresOn: addDays(businessToday(), 14),
  "party.non-resident.adults": "2",
  dayCount: "1",
  "days.0.date": firstDay,
  "days.0.title": "Arrive",
  lineCount: "1",
  "lines.0.label": "Camp",
  "lines.0.basis": "person-night",
  "lines.0.cost": "90",
  "lines.0.margin": "30",
  "lines.0.price": "110",
};

describe("the proposal editor", () => {
  it("is for admins only: the editor role's content paths leave it out", () => {
    expect(isContentPath("/admin/proposals")).toBe(false);
    expect(isContentPath("/admin/proposals/new.data")).toBe(false);
  });

  it("adds a day and copies a trip's days without storing anything", async () => {
    const added = await post("new", { ...filled, intent: "add-day" });
    expect(added).toMatchObject({ status: 200, notice: { title: "Not saved yet" } });
    expect("form" in added && added.form?.days.map((day) => day.date)).toEqual([
      firstDay,
      addDays(firstDay, 1),
    ]);
    const copied = await post("new", { ...filled, intent: "copy-trip", copyTrip: "point-lenana" });
    expect("form" in copied && copied.form!.days.length).toBeGreaterThan(2);
    expect("form" in copied && copied.form!.days[1]!.date).toBe(addDays(firstDay, 1));
    // The plan prices its Mount Kenya days with fee lines: the trip's "fees not included" goes.
    const lists = "form" in copied ? copied.form! : { included: "", notIncluded: "" };
    expect(lists.notIncluded).not.toMatch(/Mount Kenya National Park entry fees/);
    expect(lists.notIncluded).not.toBe("");
    expect(lists.included).toContain(
      "Mount Kenya National Park fees for the park days: in the price, each on its own line",
    );
    const unknown = await post("new", { ...filled, intent: "copy-trip", copyTrip: "no-such-trip" });
    expect(unknown).toMatchObject({
      status: 400,
      errors: { copyTrip: "Choose one of the trips in the list." },
    });
    expect(await db().selectFrom("proposals").select("id").execute()).toEqual([]);
  });

  it("refuses a line that does not add up beside its price, keeping every value, then saves", async () => {
    const refused = await post("new", { ...filled, intent: "save" });
    expect(refused).toMatchObject({
      status: 400,
      errors: {
        "lines.0.price": "The price does not add up: cost $90 + margin $30 is $120, not $110.",
      },
    });
    expect("form" in refused && refused.form?.lines[0]).toMatchObject({
      label: "Camp",
      price: "110",
    });
    const saved = await post("new", { ...filled, "lines.0.price": "120", intent: "save" });
    expect(saved).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/admin\/proposals\/[0-9a-f-]+\?saved=1$/),
    });
  });
});
