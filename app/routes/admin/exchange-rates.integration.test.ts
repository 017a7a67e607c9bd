import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";
import { businessDay } from "../../../domain/calendar";

usePrivateAppDatabase("admin-exchange-rates");

const { getDb } = await import("../../../server/platform/db");
const paymentsPage = await import("./payments.server");
const { adminUserContext } = await import("./layout.server");
const { loadExchangeRates } = await import("../../../server/modules/payments/exchange-rates");

function contextOfAdmin() {
  const context = routeContext({ db: getDb().db });
  context.set(adminUserContext, {
    id: "admin-1",
    email: "operator@example.com",
    name: "Operator",
    emailVerified: true,
  });
  return context;
}

/** Posts the rate form as the admin, as a browser without JavaScript would. */
async function postRates(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/payments", {
    method: "POST",
    body: new URLSearchParams({ intent: "save-rate", ...fields }),
  });
  const result = await paymentsPage.action({
    request,
    params: {},
    context: contextOfAdmin(),
  } as unknown as Parameters<typeof paymentsPage.action>[0]);
  return { status: result.init?.status ?? 200, ...result.data } as {
    status: number;
    notice: { title: string; description: string };
    errors: Record<string, string>;
    values: Record<string, string>;
  };
}

describe("the exchange rates on /admin/payments", () => {
  it("refuses zero, negative and non-numbers with a sentence per field, keeps the values typed and stores nothing", async () => {
    for (const [fields, field, sentence] of [
      [
        { rate: "0", rateEUR: "0.92" },
        "rate",
        "A rate for Kenyan shillings must be more than zero",
      ],
      [{ rate: "129.35", rateEUR: "-0.92" }, "rateEUR", "A rate for euros must be more than zero"],
      [{ rate: "129.35", rateGBP: "one pound" }, "rateGBP", '"one pound" is not a rate'],
      [{ rate: "", rateEUR: "0.92" }, "rate", "Enter how many Kenyan shillings one US dollar buys"],
    ] as const) {
      const answer = await postRates(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.errors[field]).toContain(sentence);
      expect(answer.notice.title).toBe("Not saved");
      expect(answer.values).toMatchObject(fields);
    }
    expect(await loadExchangeRates(getDb().db)).toEqual([]);
  });

  it("saves all three rates with today's date and shows them on the page", async () => {
    const answer = await postRates({ rate: "129.35", rateEUR: "0.9234", rateGBP: "0.7912" });
    expect(answer.status).toBe(200);
    expect(answer.notice.description).toContain("USD 1 = KES 129.35 from today.");
    expect(answer.notice.description).toContain("USD 1 = EUR 0.9234 from today.");
    const today = businessDay(new Date());
    const page = await paymentsPage.loader({
      context: routeContext({ db: getDb().db }),
    } as unknown as Parameters<typeof paymentsPage.loader>[0]);
    expect(page.rates).toEqual([
      { currency: "KES", perUsdScaled: 1_293_500, setOn: today },
      { currency: "EUR", perUsdScaled: 9_234, setOn: today },
      { currency: "GBP", perUsdScaled: 7_912, setOn: today },
    ]);
  });

  it("keeps the earlier rates when a later form has one bad field", async () => {
    const before = await loadExchangeRates(getDb().db);
    expect((await postRates({ rate: "140", rateEUR: "0.95", rateGBP: "0" })).status).toBe(400);
    expect(await loadExchangeRates(getDb().db)).toEqual(before);
  });
});
