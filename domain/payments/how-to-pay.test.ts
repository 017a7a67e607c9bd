import { describe, expect, it } from "vitest";
import { howToPay, nextPaymentSentence, paymentDetailRows, paymentReference } from "./how-to-pay";
import { paymentPlan, planStatus } from "./payment-plan";

const plan = paymentPlan({
  totalMinor: 170000,
  currency: "USD",
  confirmedOn: "2030-01-10",
  departureDate: "2030-06-01",
  durationDays: 4,
  tripSlug: "point-lenana",
});

describe("how a traveller pays", () => {
  it("pays with a reference M-Pesa accepts as an account number (12 characters at most)", () => {
    const reference = paymentReference("e345c836-0f4e-4b8c-9a51-1f2e3d4c5b6a");
    expect(reference).toBe("E345C836");
    expect(reference.length).toBeLessThanOrEqual(12);
  });

  it("shows only the configured ways to pay, each naming the reference", () => {
    expect(howToPay({ paybillNumber: null, bankDetails: null }, "E345C836")).toEqual([]);
    const both = howToPay(
      { paybillNumber: "522522", bankDetails: ["KCB Bank", "Account 1234567890"] },
      "E345C836",
    );
    expect(both.map((method) => method.title)).toEqual(["M-Pesa Paybill", "Bank transfer"]);
    expect(both[0]!.lines).toContain("Business number: 522522");
    expect(both[0]!.lines).toContain("Account number: E345C836");
    expect(both[1]!.lines).toContain("Payment reference: E345C836");
  });

  it("tells what is due, by when, and what is left once something is paid", () => {
    const rows = paymentDetailRows(planStatus(plan, 0, "2030-01-10"), 30, "USD", "E345C836", {
      paybillNumber: "522522",
      bankDetails: null,
    });
    expect(rows[0]).toEqual([
      "Payment plan",
      "Deposit (30%): $510 by Thu, Jan 10, 2030, to pay\nBalance: $1,190 by Wed, Apr 17, 2030, to pay",
    ]);
    expect(rows[1]).toEqual(["To pay now", "Pay $510 by Thu, Jan 10, 2030."]);
    expect(rows.map(([label]) => label)).not.toContain("Bank transfer");
    expect(nextPaymentSentence(planStatus(plan, 51000, "2030-04-20"), "USD")).toBe(
      "Pay $1,190 by Wed, Apr 17, 2030 (overdue).",
    );
    expect(nextPaymentSentence(planStatus(plan, 170000, "2030-04-20"), "USD")).toBe(
      "Paid in full. Thank you!",
    );
  });

  it("asks the traveller to reply when no way to pay is configured", () => {
    const rows = paymentDetailRows(planStatus(plan, 0, "2030-01-10"), 30, "USD", "E345C836", {
      paybillNumber: null,
      bankDetails: null,
    });
    expect(rows.at(-1)![0]).toBe("How to pay");
  });
});
