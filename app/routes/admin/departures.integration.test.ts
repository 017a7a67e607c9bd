import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../../domain/calendar";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

usePrivateAppDatabase("admin-departures");

const { getDb } = await import("../../../server/platform/db");
const { insertBooking } = await import("../../../server/modules/bookings/store");
const list = await import("./departures.server");
const page = await import("./departure.server");
const csv = await import("./departure-manifest-csv.server");
const pdf = await import("./departure-manifest-pdf.server");
const manifestPage = await import("./departure-manifest.server");
const { ledgerView } = await import("./booking-payments.server");
const { recordPayment } = await import("../../../server/modules/payments/ledger");
const { accountFigures } = await import("../../../domain/payments/account-figures");
const { adminUserContext } = await import("./layout.server");
const { pdfText: readPdfText } = await import("../../../server/platform/pdf/read-pdf-text");

const admin = {
  id: "admin-1",
  email: "operator@example.com",
  name: "Operator",
  emailVerified: true,
};
const today = businessDay(new Date());

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/** Posts a form as the admin, as a browser without JavaScript would. */
function post(url: string, fields: Record<string, string>) {
  const context = routeContext({ db: getDb().db });
  context.set(adminUserContext, admin);
  return {
    request: new Request(`http://localhost${url}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    context,
  };
}

async function postList(fields: Record<string, string>) {
  const result = await list.action(
    post("/admin/departures", fields) as unknown as Args<typeof list.action>,
  );
  return result;
}

async function postDeparture(id: string, fields: Record<string, string>) {
  const result = await page.action({
    ...post(`/admin/departures/${id}`, fields),
    params: { id },
  } as unknown as Args<typeof page.action>);
  return { status: result.init?.status ?? 200, ...result.data };
}

async function load(id: string) {
  return page.loader({
    request: new Request(`http://localhost/admin/departures/${id}`),
    params: { id },
    context: routeContext({ db: getDb().db }),
  } as unknown as Args<typeof page.loader>);
}

const form = {
  trip: "hells-gate",
  date: addDays(today, 30),
  seats: "12",
  minimumToRun: "4",
  salesCutoffDays: "",
  guide: "Amina Njeri",
  notes: "",
  priceOverride: "$95",
};

describe("the admin's departures pages, posted as forms", () => {
  it("lists a month with the calendar feed's secret address", async () => {
    const data = await list.loader({
      request: new Request("http://localhost/admin/departures?month=2031-02&trip=nowhere"),
      context: routeContext({ db: getDb().db }),
    } as unknown as Args<typeof list.loader>);
    expect(data).toMatchObject({
      month: "2031-02",
      previousMonth: "2031-01",
      nextMonth: "2031-03",
      tripSlug: null,
    });
    expect(data.feedUrl).toMatch(/\/calendar\/departures-[A-Za-z0-9_-]{32}\.ics$/);
  });

  it("refuses a bad new departure with sentences and keeps the form; a good one opens its page", async () => {
    const bad = (await postList({ ...form, seats: "0", date: "2001-01-01" })) as {
      init: { status: number };
      data: { errors: Record<string, string>; values: Record<string, string> };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors).toEqual({
      seats: "Seats: enter a whole number from 1 to 500.",
      date: "Date: a departure cannot be in the past.",
    });
    expect(bad.data.values.guide).toBe("Amina Njeri");
    expect(
      await getDb()
        .db.selectFrom("departures")
        .select("id")
        .where("trip_slug", "=", "hells-gate")
        .execute(),
    ).toEqual([]);

    const good = (await postList(form)) as Response;
    expect(good.status).toBe(302);
    const id = good.headers.get("Location")!.match(/\/admin\/departures\/([^?]+)\?added=1$/)![1]!;
    const loaded = await load(id);
    expect(loaded.departure).toMatchObject({
      tripTitle: expect.stringMatching(/Hell/),
      seats: 12,
      minimumToRun: 4,
      priceOverride: 95,
      salesCutoffDays: 2,
      guide: "Amina Njeri",
    });
    expect(((await postList(form)) as { init: { status: number } }).init.status).toBe(409);
  });

  it("saves an edit, refuses the second operator's stale save with a clear sentence, and closes sales", async () => {
    const [row] = await getDb()
      .db.selectFrom("departures")
      .selectAll()
      .where("trip_slug", "=", "hells-gate")
      .execute();
    const id = row!.id;
    const edit = {
      intent: "edit",
      version: String(row!.version),
      seats: "10",
      minimumToRun: "4",
      salesCutoffDays: "3",
      guide: "Kamau",
      notes: "Meet at the gate",
      priceOverride: "",
    };
    expect(await postDeparture(id, edit)).toMatchObject({
      status: 200,
      notice: { title: "Departure saved" },
    });
    const stale = await postDeparture(id, { ...edit, guide: "Someone else" });
    expect(stale).toMatchObject({
      status: 409,
      notice: {
        tone: "error",
        description:
          "Someone else saved this departure while you were editing it. Reload the page to see their changes, then make yours again.",
      },
    });
    expect((await load(id)).departure).toMatchObject({
      guide: "Kamau",
      seats: 10,
      priceOverride: null,
      notes: "Meet at the gate",
    });
    const bad = await postDeparture(id, { ...edit, version: String(row!.version + 1), seats: "x" });
    expect(bad).toMatchObject({ status: 400, values: { seats: "x" } });
    const closed = await postDeparture(id, {
      intent: "close-sales",
      version: String(row!.version + 1),
    });
    expect(closed).toMatchObject({ status: 200, notice: { title: "Sales closed" } });
    expect((await load(id)).departure).toMatchObject({ status: "closed", salesClosed: true });
  });

  it("offers the seats an edit adds to the first party on the waitlist", async () => {
    const { db } = getDb();
    const created = await postList({ ...form, date: addDays(today, 40), seats: "4" });
    expect(created).toBeTruthy();
    const departure = await db
      .selectFrom("departures")
      .selectAll()
      .where("trip_slug", "=", "hells-gate")
      .where("date", "=", addDays(today, 40))
      .executeTakeFirstOrThrow();
    await insertBooking(db, {
      adventureType: "Hell's Gate",
      bookingDate: departure.date,
      numberOfParticipants: 4,
      totalPrice: 380,
      clientEmail: "full@example.com",
      clientName: "Full Party",
      tripSlug: "hells-gate",
      departureId: departure.id,
      status: "confirmed",
    });
    const { confirmWaitlistEntry, joinWaitlist } =
      await import("../../../server/modules/departures/departures");
    const joined = await joinWaitlist(db, {
      departureId: departure.id,
      email: "waiting@example.com",
      participants: 2,
      today,
    });
    if (!joined.ok || !joined.confirmToken) throw new Error("not joined");
    expect(await confirmWaitlistEntry(db, joined.confirmToken)).toMatchObject({ ok: true });
    const saved = await postDeparture(departure.id, {
      intent: "edit",
      version: String(departure.version),
      seats: "6",
      minimumToRun: "4",
      salesCutoffDays: "2",
      guide: "",
      notes: "",
      priceOverride: "",
    });
    expect(saved, JSON.stringify(saved)).toMatchObject({
      status: 200,
      notice: { title: "Departure saved" },
    });
    const offered = await db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", "waiting@example.com")
      .execute();
    expect(offered).toHaveLength(1);
  });

  it("serves the manifest as CSV and PDF with the travellers, phones and totals", async () => {
    const [row] = await getDb()
      .db.selectFrom("departures")
      .selectAll()
      .where("trip_slug", "=", "hells-gate")
      .execute();
    const booked = await insertBooking(getDb().db, {
      adventureType: "Hell's Gate",
      bookingDate: row!.date,
      numberOfParticipants: 3,
      totalPrice: 285,
      clientEmail: "manifest@example.com",
      clientName: "Achieng Odhiambo",
      clientPhone: "+254 722 000 333",
      specialRequirements: "One child, age 9",
      tripSlug: "hells-gate",
      departureId: row!.id,
      status: "confirmed",
    });
    const args = {
      request: new Request(`http://localhost/admin/departures/${row!.id}/manifest.csv`),
      params: { id: row!.id },
      context: routeContext({ db: getDb().db }),
    };
    const csvResponse = await csv.loader(args as unknown as Args<typeof csv.loader>);
    expect(csvResponse.headers.get("Content-Disposition")).toBe(
      `attachment; filename="manifest-hells-gate-${row!.date}.csv"`,
    );
    const text = await csvResponse.text();
    expect(text).toContain(
      '"Achieng Odhiambo","manifest@example.com","+254722000333","3","One child, age 9","285.00",""',
    );
    expect(text).toContain(
      '"TOTAL","1 booking","","","","3","3 confirmed, 0 pending","285.00","",""',
    );

    const pdfResponse = await pdf.loader(args as unknown as Args<typeof pdf.loader>);
    expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
    const drawn = readPdfText(Buffer.from(await pdfResponse.arrayBuffer()));
    expect(drawn).toContain("1. Achieng Odhiambo: 3 people (confirmed)");
    expect(drawn).toContain("+254722000333");
    expect(drawn).toContain("One child, age 9");

    // Issue 28: the manifest has each booking's paid and balance, from the booking's account.
    const paid = await recordPayment(getDb().db, {
      bookingId: booked.id,
      amountMinor: 10_050,
      currency: "USD",
      method: "mpesa-paybill",
      providerReference: "QKMANIFEST1",
      recordedBy: admin.email,
    });
    expect(paid.recorded).toBe(true);
    const page = await manifestPage.loader(args as unknown as Args<typeof manifestPage.loader>);
    const [manifestRow] = page.rows;
    expect(accountFigures(manifestRow!.account)).toMatchObject({
      total: "$285",
      paid: "$100.50",
      balance: "$184.50",
    });
    const ledger = await ledgerView(getDb().db, booked.id);
    expect(accountFigures(ledger.balance)).toEqual(accountFigures(manifestRow!.account));
    expect(
      readPdfText(
        Buffer.from(
          await (await pdf.loader(args as unknown as Args<typeof pdf.loader>)).arrayBuffer(),
        ),
      ),
    ).toContain("Paid: $100.50 Balance: $184.50");
  });

  it("cancels only after the step's yes with a reason", async () => {
    const [row] = await getDb()
      .db.selectFrom("departures")
      .selectAll()
      .where("trip_slug", "=", "hells-gate")
      .execute();
    const noReason = await postDeparture(row!.id, {
      intent: "cancel",
      version: String(row!.version),
      confirm: "yes",
      reason: "",
    });
    expect(noReason).toMatchObject({ status: 400 });
    const done = await postDeparture(row!.id, {
      intent: "cancel",
      version: String(row!.version),
      confirm: "yes",
      reason: "The gorge is flooded",
    });
    expect(done).toMatchObject({
      status: 200,
      notice: {
        title: "Departure cancelled",
        description:
          "1 booking was cancelled, and an email with their options is on its way to each traveller.",
      },
    });
    expect((await load(row!.id)).departure.status).toBe("cancelled");
  });
});
