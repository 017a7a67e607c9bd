import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

// The operator's /admin/inquiries/:id (issue 30): the inquiry in plain words, its thread in
// Nairobi time, and "Send reply" posted as a plain form.
usePrivateAppDatabase("admin-inquiry");

const { getDb } = await import("../../../server/platform/db");
const { createQuoteRequest } = await import("../../../server/modules/inquiries");
const page = await import("./inquiry.server");
const { adminUserContext, isContentPath } = await import("./layout.server");

const db = () => getDb().db;
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

function contextOfAdmin() {
  const context = routeContext({ db: db() });
  context.set(adminUserContext, {
    id: "admin-1",
    email: "operator@example.com",
    name: "Njeri Mwangi",
    emailVerified: true,
  });
  return context;
}

async function reply(id: string, text: string) {
  const form = new FormData();
  form.set("reply", text);
  const request = new Request(`http://localhost/admin/inquiries/${id}`, {
    method: "POST",
    body: form,
  });
  const answer = (await page.action({
    request,
    params: { id },
    context: contextOfAdmin(),
  } as unknown as Args<typeof page.action>)) as unknown as {
    init: { status?: number } | null;
    data: { sent: boolean; problem: string | null; text: string };
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

async function load(id: string) {
  return page.loader({
    request: new Request(`http://localhost/admin/inquiries/${id}`),
    params: { id },
    context: contextOfAdmin(),
  } as unknown as Args<typeof page.loader>);
}

describe("/admin/inquiries/:id", () => {
  it("is an admin's page only: an editor never reaches travellers' inquiries", () => {
    expect(isContentPath("/admin/inquiries/abc")).toBe(false);
    expect(isContentPath("/admin/inquiries/abc.data")).toBe(false);
  });

  it("shows the request in plain words, refuses an empty reply beside the field and threads a sent one", async () => {
    const { inquiry } = await createQuoteRequest(
      db(),
      {
        kind: "school-quote",
        schoolName: "Nyeri High School",
        contactPerson: "Grace Wambui",
        email: "grace@route.example",
        phone: "+254711222333",
        studentCount: 30,
        teacherCount: 3,
        preferredDates: null,
        program: "wildlife-conservation",
        additionalRequirements: null,
        budget: null,
        website: undefined,
      },
      new Date("2030-03-01T18:30:00Z"),
    );
    const before = await load(inquiry.id);
    expect(before.inquiry.kindLabel).toBe("School quote request");
    // 18:30 UTC is 21:30 in Nairobi.
    expect(before.inquiry.received).toBe("Fri, Mar 1, 2030, 21:30 Kenyan time (EAT)");
    expect(before.inquiry.rows).toContainEqual(["Programme", "Wildlife Conservation (4 days)"]);
    expect(before.inquiry.rows).toContainEqual(["Estimate", "$3,600"]);
    expect(before.inquiry.rows).toContainEqual(["Accompanying teachers", "3"]);
    expect(before.replies).toEqual([]);

    expect(await reply(inquiry.id, "   ")).toEqual({
      status: 400,
      sent: false,
      problem: "Write your reply before sending it.",
      text: "   ",
    });
    const long = "x".repeat(5001);
    expect(await reply(inquiry.id, long)).toMatchObject({ status: 400, text: long });
    expect(await reply("no-such-inquiry", "Hello")).toMatchObject({ status: 404 });

    expect(await reply(inquiry.id, "Dear Grace,\nMarch works.")).toMatchObject({
      status: 200,
      sent: true,
    });
    const after = await load(inquiry.id);
    expect(after.replies).toEqual([
      expect.objectContaining({
        author: "Njeri Mwangi",
        body: "Dear Grace,\nMarch works.",
        at: expect.stringMatching(/Kenyan time \(EAT\)$/),
      }),
    ]);
  });
});
