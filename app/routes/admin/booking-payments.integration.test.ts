import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { bookingInput } from "../../../tests/support/booking-input";
import { routeContext } from "../../../tests/support/route-context";
import { withServerSubscriptions } from "../../../tests/support/subscriptions";

const dataDir = usePrivateAppDatabase("admin-booking-payments");
process.env.PAYBILL_NUMBER = "522522";
process.env.BANK_DETAILS = "KCB Bank, Nanyuki | Account 1234567890";
// The receipt mail follows PaymentRecorded, as in the server.
withServerSubscriptions();

const { getDb } = await import("../../../server/platform/db");
const { insertBooking } = await import("../../../server/modules/bookings/store");
const { action } = await import("./booking.server");
const paymentsPage = await import("./payments.server");
const { adminUserContext } = await import("./layout.server");
const { paymentDocuments } = await import("../../../server/http/payment-documents");
const { paymentsCsv } = await import("../../../server/modules/payments/admin");

const admin = {
  id: "admin-1",
  email: "operator@example.com",
  name: "Operator",
  emailVerified: true,
};
const today = businessDay(new Date());

function contextOfAdmin() {
  const context = routeContext({ db: getDb().db });
  context.set(adminUserContext, admin);
  return context;
}

/** Posts a form as the admin, as a browser without JavaScript would. */
async function post(bookingId: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/admin/bookings/${bookingId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await action({
    request,
    params: { id: bookingId },
    context: contextOfAdmin(),
  } as unknown as Parameters<typeof action>[0]);
  return { status: result.init?.status ?? 200, ...result.data } as {
    status: number;
    notice: { description: string };
    ledger?: { errors: Record<string, string>; values: Record<string, string> };
  };
}

async function postSettings(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/payments", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await paymentsPage.action({
    request,
    params: {},
    context: contextOfAdmin(),
  } as unknown as Parameters<typeof paymentsPage.action>[0]);
  return { status: result.init?.status ?? 200, ...result.data };
}

/** The newest raw mail to `email` whose text matches `subject` (quoted-printable decoded). */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, "outbox")).filter((file) => file.includes(email));
    } catch {
      files = [];
    }
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(join(dataDir, "outbox", file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (subject.test(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

async function ledgerOf(bookingId: string) {
  return getDb()
    .db.selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .execute();
}

describe("money on the admin booking page", () => {
  it("confirms with the plan and how to pay in the mail, then records a Paybill payment and mails its receipt PDF", async () => {
    expect((await postSettings({ intent: "save-rate", rate: "129.35" })).status).toBe(200);
    const email = "paybill@example.com";
    const { id } = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: email, totalPrice: 1700, bookingDate: addDays(today, 90) }),
    );
    expect((await post(id, { to: "confirmed" })).status).toBe(200);
    const reference = shortReference(id);
    const confirmation = await mailTo(email, /Your booking is confirmed/);
    expect(confirmation).toContain(`Deposit (30%): $510 by`);
    expect(confirmation).toContain("Business number: 522522");
    expect(confirmation).toContain(`Account number: ${reference}`);
    expect(confirmation).toContain("KCB Bank, Nanyuki");

    const paid = await post(id, {
      intent: "record-payment",
      amount: "510",
      currency: "USD",
      method: "mpesa-paybill",
      receipt: "QKJ3ABC12D",
    });
    expect(paid.status).toBe(200);
    expect(paid.notice.description).toBe(
      `Payment of $510 recorded; the receipt is on its way to ${email}.`,
    );
    const receipt = await mailTo(email, /Payment received/);
    expect(receipt).toContain("Balance: $1,190");
    expect(receipt).toMatch(/Content-Type: application\/pdf; name=receipt-[A-F0-9]{8}-/);
    expect(receipt).toContain("JVBERi0"); // "%PDF-" in base64

    // The same M-Pesa code again: refused, nothing added, the form keeps its values.
    const again = await post(id, {
      intent: "record-payment",
      amount: "510",
      currency: "USD",
      method: "mpesa-paybill",
      receipt: "qkj3abc12d",
    });
    expect(again.status).toBe(409);
    expect(again.ledger?.values.amount).toBe("510");
    expect(await ledgerOf(id)).toHaveLength(1);

    // KES at the rate locked at confirmation: KES 12,935 is $100.
    const kes = await post(id, {
      intent: "record-payment",
      amount: "12,935",
      currency: "KES",
      method: "bank-transfer",
      receipt: "FT2611ABC",
    });
    expect(kes.status).toBe(200);
    const kesReceipt = await mailTo(email, /Payment received, KES 12,935/);
    expect(kesReceipt).toContain("USD 1 = KES 129.35 (fixed for this booking)");
    expect(kesReceipt).toContain("Balance: $1,090");

    const csv = await paymentsCsv(getDb().db);
    expect(csv).toContain(
      `"${reference}","Someone","Point Lenana Summit","M-Pesa Paybill","510.00","USD"`,
    );
    expect(csv).toContain('"12935.00","KES","100.00","129.35","FT2611ABC"');
  });

  it("mails a receipt for a payment by M-Pesa prompt as for one the operator records, and none for a cancellation's refund", async () => {
    const { recordPayment } = await import("../../../server/modules/payments");
    const email = "prompt@example.com";
    const { id } = await insertBooking(getDb().db, bookingInput({ clientEmail: email }));
    const receipts = async () =>
      (
        await getDb()
          .db.selectFrom("mail_outbox")
          .select("subject")
          .where("recipient", "=", email)
          .execute()
      ).map((mail) => mail.subject.split(":")[0]);
    // As the M-Pesa callback credits it (payments/attempts.ts).
    const paid = await recordPayment(getDb().db, {
      bookingId: id,
      amountMinor: 30_000,
      currency: "USD",
      method: "mpesa-stk",
      providerReference: "ws_CO_PROMPT_1",
      recordedBy: "mpesa",
    });
    expect(paid).toMatchObject({ recorded: true, announced: true });
    expect(await receipts()).toEqual(["Payment received, $300"]);
    // As an approved cancellation records its refund: the cancellation mail states it.
    const refund = await recordPayment(getDb().db, {
      bookingId: id,
      amountMinor: -10_000,
      currency: "USD",
      method: "refund",
      providerReference: "CANCEL-PROMPT-1",
      recordedBy: "operator@example.com",
      receipt: false,
    });
    expect(refund.recorded).toBe(true);
    expect(await receipts()).toEqual(["Payment received, $300"]);
  });

  it("refuses bad amounts and refunds above what was paid, storing nothing", async () => {
    const { id } = await insertBooking(getDb().db, bookingInput({ totalPrice: 900 }));
    const bad = await post(id, {
      intent: "record-payment",
      amount: "12.345",
      currency: "USD",
      method: "cash",
    });
    expect(bad.status).toBe(400);
    expect(bad.ledger?.errors.amount).toMatch(/at most two decimals/);
    const refund = await post(id, {
      intent: "record-refund",
      amount: "50",
      currency: "USD",
      note: "Goodwill",
    });
    expect(refund.status).toBe(400);
    expect(refund.notice.description).toBe(
      "A refund cannot be larger than what the traveller has paid so far.",
    );
    expect(await ledgerOf(id)).toHaveLength(0);
  });

  it("keeps plan settings the operator typed when one is wrong", async () => {
    const refused = await postSettings({
      intent: "save-plan",
      depositPercent: "30",
      balanceDueDays: "45",
      tripOverrides: "nowhere 50",
    });
    expect(refused.status).toBe(400);
    expect(refused.values).toMatchObject({ tripOverrides: "nowhere 50" });
    const saved = await postSettings({
      intent: "save-plan",
      depositPercent: "25",
      balanceDueDays: "60",
      tripOverrides: "point-lenana full",
    });
    expect(saved.status).toBe(200);
    const { loadPaymentPlanSettings } = await import("../../../server/modules/payments/ledger");
    expect(await loadPaymentPlanSettings(getDb().db)).toEqual({
      depositPercent: 25,
      balanceDueDays: 60,
      tripOverrides: { "point-lenana": { fullPayment: true } },
    });
  });

  it("serves receipts and statements to signed-in owners only", async () => {
    const { id } = await insertBooking(getDb().db, bookingInput());
    const signedOut = await paymentDocuments.request(`/bookings/${id}/statement.pdf`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
  });
});
