import { describe, expect, it, vi } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { formatMoney } from "../../domain/money/format";
import { kesToUsdMinor } from "../../domain/money/conversion";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";
import { withParkDays } from "../../tests/support/trips-with-park-days";

// Issue 28's probe, through the dashboard's own loader and the pages beside it: after the operator
// recorded KES 5,000 by Paybill the summary said "Booked and paid $58 · Paid so far: $39 · In
// shillings: KES 5,000 booked, KES 0 paid" while the card said "Paid $38.61"; before confirmation
// "Booked and paid $1,850" sat next to "Paid so far: $0".

usePrivateAppDatabase("dashboard-money");
process.env.AUTH_SECRET = "dashboard-money-test-secret-at-least-32-characters";

const traveller = {
  id: "traveller-1",
  email: "wanjiru@example.com",
  name: "Wanjiru Kamau",
  emailVerified: true,
};

// The session is the accounts module's business (tested there); here the traveller is signed in.
vi.mock("../../server/modules/accounts", async (original) => ({
  ...(await original<typeof import("../../server/modules/accounts")>()),
  requireUser: () => Promise.resolve(traveller),
  getSessionUser: () => Promise.resolve(traveller),
}));
// Point Lenana with its days in Mount Kenya National Park, so a resident's fee lines are in KES.
vi.mock("../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../content/trips")>()),
);

const { getDb } = await import("../../server/platform/db");
const { bookPartyWithSums } = await import("../../tests/support/book-party");
const { transitionBooking } = await import("../../server/modules/bookings/workflow");
const { recordPayment, saveExchangeRate, bookingBalance } =
  await import("../../server/modules/payments/ledger");
const { paymentReceiptEmail } = await import("../../server/modules/bookings/payment-receipts");
const dashboard = await import("./dashboard.server");
const payPage = await import("./booking-pay.server");
const { ledgerView } = await import("./admin/booking-payments.server");
const { summarize, moneyCardText } = await import("~/features/dashboard/bookings");
const { accountFigures } = await import("../../domain/payments/account-figures");

const rate = 12_950; // USD 1 = KES 129.50
const bookingDate = addDays(businessDay(new Date()), 80);

async function loadDashboard() {
  const result = await dashboard.loader({
    request: new Request("http://localhost/dashboard"),
    params: {},
    context: routeContext({ db: getDb().db }),
  } as unknown as Parameters<typeof dashboard.loader>[0]);
  const { bookings, today } = result.data;
  return { bookings, card: moneyCardText(summarize(bookings, today).money) };
}

async function loadPayPage(bookingId: string) {
  const result = await payPage.loader({
    request: new Request(`http://localhost/booking/${bookingId}/pay`),
    params: { id: bookingId },
    context: routeContext({ db: getDb().db }),
  } as unknown as Parameters<typeof payPage.loader>[0]);
  return result.data;
}

describe("every money figure of a booking paid partly in shillings", () => {
  it("a request is not booked and paid; after KES 5,000 by Paybill every page states the same figures", async () => {
    const { db } = getDb();
    await saveExchangeRate(db, rate);
    const { booking, usdMinor, kesMinor } = await bookPartyWithSums(
      db,
      [{ category: "non-resident" }, { category: "east-african-resident", proof: "RP-1" }],
      { bookingDate, now: new Date() },
    );
    expect(usdMinor).toBeGreaterThan(0);
    expect(kesMinor).toBeGreaterThan(0);

    // Before confirmation: nothing is booked yet, and the summary says what awaits confirmation.
    const owedMinor = usdMinor + kesToUsdMinor(kesMinor, rate);
    const before = await loadDashboard();
    expect(before.card.value).toBe("$0");
    expect(before.card.lines).toContain(
      `Not yet confirmed, so not booked: ${formatMoney(owedMinor, "USD")}.`,
    );
    expect(before.card.lines).toContain("Paid so far: $0.");

    const confirmed = await transitionBooking(db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      actor: { id: "operator-1", email: "operator@example.com" },
    });
    expect(confirmed).toMatchObject({ ok: true });
    const paid = await recordPayment(db, {
      bookingId: booking.id,
      amountMinor: 500_000,
      currency: "KES",
      method: "mpesa-paybill",
      providerReference: "QKP5000ABC",
      recordedBy: "operator@example.com",
    });
    expect(paid.recorded).toBe(true);

    const paidUsd = kesToUsdMinor(500_000, rate); // $38.61
    expect(formatMoney(paidUsd, "USD")).toBe("$38.61");
    const after = await loadDashboard();
    const [row] = after.bookings;
    const card = accountFigures(row!.account);
    // The summary and the card: the same total, paid and balance, to the cent.
    expect(after.card.value).toBe(card.total);
    expect(after.card.lines).toContain(`Paid so far: ${card.paid}.`);
    expect(card.paid).toBe("$38.61");
    expect(after.card.lines).toContain(`Balance due: ${card.balance}.`);
    expect(card.balance).toBe(formatMoney(owedMinor - paidUsd, "USD"));
    // The shillings show as shillings paid, counted at the ledger's rate; never "KES 0 paid".
    expect(after.card.lines).toContain("Includes KES 5,000 paid in shillings, counted as $38.61.");
    expect(card.paidAsSent).toBe("KES 5,000 paid in shillings, counted as $38.61");
    expect(after.card.lines.join(" ")).not.toMatch(/KES 0 paid|\$39\b/);

    // The pay page asks for what remains of the deposit: part of the same balance.
    const pay = await loadPayPage(booking.id);
    expect(pay).toMatchObject({ page: "pay", due: { kind: "deposit", currency: "USD" } });
    const balance = (await bookingBalance(db, booking.id))!;
    expect(balance.status!.nextDue!.remainingMinor).toBe(
      (pay as { due: { amountMinor: number } }).due.amountMinor,
    );
    expect(balance.outstandingMinor).toBe(owedMinor - paidUsd);

    // The receipt mail and the admin ledger read the same account.
    const receipt = paymentReceiptEmail(
      booking,
      paid.recorded ? paid.payment : never(),
      balance,
      "",
    );
    expect(receipt.text).toContain(`Paid so far: ${card.paid}`);
    expect(receipt.text).toContain(`Balance: ${card.balance}`);
    const admin = await ledgerView(db, booking.id);
    expect(accountFigures(admin.balance)).toEqual(card);
  });
});

function never(): never {
  throw new Error("expected a recorded payment");
}
