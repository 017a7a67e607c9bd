import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { currencyChoice, currencyRoutes } from "./currency-choice";
import { pageCache } from "./page-cache";
import { securityHeaders, type NonceVariables } from "./security-headers";

/**
 * The currency route and the page cache in front of a page that prints prices in the currency its
 * cookie asks for, as the root loader does: a copy made for one visitor's currency must never be
 * served to a visitor with another.
 */
function site() {
  const renders: string[] = [];
  const app = new Hono<{ Variables: NonceVariables }>();
  app.use(securityHeaders({ production: true }));
  app.route("/", currencyRoutes);
  app.all("*", pageCache({ ttlMs: 30_000, maxEntries: 100 }), (c) => {
    const currency = currencyChoice(c.req.header("cookie"));
    renders.push(currency);
    return c.html(
      `<p>Prices in ${currency}</p><script nonce="${c.get("nonce")}">hydrate()</script>`,
    );
  });
  return { app, renders };
}

async function choose(app: Hono<{ Variables: NonceVariables }>, fields: Record<string, string>) {
  return app.request("/currency", { method: "POST", body: new URLSearchParams(fields) });
}

describe("the currency choice and the page cache", () => {
  it("remembers the choice in a cookie and sends the visitor back to the page they were on", async () => {
    const { app } = site();
    const answer = await choose(app, { currency: "kes", back: "/itinerary/point-lenana?x=1" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/itinerary/point-lenana?x=1");
    expect(answer.headers.get("set-cookie")).toMatch(
      /^currency=KES; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
  });

  it("never sends a visitor to another site, and refuses a currency it does not show", async () => {
    const { app } = site();
    for (const back of ["https://evil.example/", "//evil.example", "/\\evil.example", ""]) {
      const answer = await choose(app, { currency: "EUR", back });
      expect(answer.headers.get("location"), back).toBe("/");
    }
    const bad = await choose(app, { currency: "BTC", back: "/" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Choose US dollars, Kenyan shillings, euros or British pounds.");
    expect(bad.headers.get("set-cookie")).toBeNull();
  });

  it("keeps one copy of a page per currency, so one visitor's choice never shows to another", async () => {
    const { app, renders } = site();
    const page = (cookie?: string) =>
      app.request("/itinerary/point-lenana", { headers: cookie ? { cookie } : {} });
    expect(await (await page("theme=dark; currency=KES")).text()).toContain("Prices in KES");
    // The next visitor has made no choice: dollars, not the cached shilling page.
    expect(await (await page()).text()).toContain("Prices in USD");
    expect(await (await page("currency=EUR")).text()).toContain("Prices in EUR");
    // A made-up value reads as dollars and shares the dollar copy.
    expect(await (await page("currency=<script>")).text()).toContain("Prices in USD");
    // Repeat visits are served from the cache, each from its own currency's copy.
    expect(await (await page("currency=KES")).text()).toContain("Prices in KES");
    expect(await (await page()).text()).toContain("Prices in USD");
    expect(renders).toEqual(["KES", "USD", "EUR"]);
  });
});
