import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { forgetCachedPages, pageCache } from "./page-cache";
import { securityHeaders, type NonceVariables } from "./security-headers";
import { languageOfferFor } from "./language-choice";
import { languageOfPath } from "../../../domain/i18n/languages";

/** A site whose pages print their nonce the way React Router does, counting real renders. */
function site(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const renders: string[] = [];
  const app = new Hono<{ Variables: NonceVariables }>();
  app.use(securityHeaders({ production: true }));
  app.all(
    "*",
    pageCache({
      ttlMs: options.ttlMs ?? 30_000,
      maxEntries: options.maxEntries ?? 100,
      now: () => clock,
    }),
    async (c) => {
      renders.push(c.req.path);
      // A render takes a moment, so concurrent requests overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (c.req.path === "/missing") return c.html("<p>Not found</p>", 404);
      if (c.req.path === "/sets-cookie") {
        c.header("Set-Cookie", "flash=1");
        return c.html("<p>flash</p>");
      }
      if (c.req.path === "/data") return c.json({ page: c.req.path });
      if (c.req.path === "/booking/confirmation" || c.req.query("date")) {
        c.header("Cache-Control", "private, no-store");
        return c.html(
          `<p>${c.req.path} for ${c.req.query("date") ?? "the browser that booked"}</p>`,
        );
      }
      // As the root layout does: the page's language from its address, and on the landing page
      // the language offered to this visitor (decision 0075).
      const offer = languageOfferFor(c.req.raw);
      return c.html(
        `<html lang="${languageOfPath(c.req.path)}"><body>${offer ? `<aside lang="${offer}">offer</aside>` : ""}<h1>${c.req.path}</h1><script nonce="${c.get("nonce")}">hydrate()</script></body></html>`,
      );
    },
  );
  return {
    renders,
    advance: (ms: number) => (clock += ms),
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
  };
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

describe("page cache for signed-out visitors", () => {
  it("renders a page once and gives every later visitor a copy with their own nonce", async () => {
    const { renders, get } = site();
    const first = await get("/itinerary/point-lenana");
    const second = await get("/itinerary/point-lenana");
    expect(renders).toEqual(["/itinerary/point-lenana"]);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toBe(secondNonce);
    expect(await first.text()).toContain(`<script nonce="${firstNonce}">`);
    const body = await second.text();
    expect(body).toContain(`<script nonce="${secondNonce}">`);
    expect(body).not.toContain(firstNonce);
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends a cached page gzipped to browsers that accept it, nonce included", async () => {
    const { get } = site();
    const plain = await (await get("/itinerary/mount-longonot")).text();
    const zipped = await get("/itinerary/mount-longonot", {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const nonce = nonceOf(zipped);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
      plain.replace(/nonce="[^"]+"/, `nonce="${nonce}"`),
    );
    const refused = await get("/itinerary/mount-longonot", {
      "accept-encoding": "gzip;q=0, identity",
    });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("keeps pages apart by path and query", async () => {
    const { renders, get } = site();
    await get("/?error=INVALID_TOKEN");
    await get("/");
    expect(await (await get("/?error=INVALID_TOKEN")).text()).toContain("<h1>/</h1>");
    expect(renders).toEqual(["/", "/"]);
  });

  it("never serves a page in another language than the one asked for (decision 0075)", async () => {
    const { renders, get } = site();
    const langOf = async (response: Response) =>
      /<html lang="([a-z]+)">/.exec(await response.text())?.[1];
    const offerOf = async (response: Response) =>
      /<aside lang="([a-z]+)">/.exec(await response.text())?.[1] ?? null;
    // The same trip page in three languages: three renders, each copy in its own language.
    for (const path of [
      "/itinerary/point-lenana",
      "/de/itinerary/point-lenana",
      "/fr/itinerary/point-lenana",
    ])
      expect(await langOf(await get(path))).toBe(languageOfPath(path));
    expect(await langOf(await get("/de/itinerary/point-lenana"))).toBe("de");
    expect(await langOf(await get("/itinerary/point-lenana"))).toBe("en");
    expect(renders).toHaveLength(3);

    // The landing page offers a German browser German, and that copy never reaches anyone else.
    const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };
    expect(await offerOf(await get("/", german))).toBe("de");
    expect(await offerOf(await get("/", { "accept-language": "en-GB,en" }))).toBeNull();
    expect(await offerOf(await get("/", { "accept-language": "fr-FR" }))).toBe("fr");
    // A remembered choice wins over the browser: English chosen means no offer.
    expect(await offerOf(await get("/", { ...german, cookie: "language=en" }))).toBeNull();
    expect(await offerOf(await get("/", german))).toBe("de");
    // en-offer-de, en, en-offer-fr: three copies of "/" (the last two requests were copies).
    expect(renders.filter((path) => path === "/")).toHaveLength(3);
  });

  it("never serves or stores pages for a visitor with a session cookie", async () => {
    const { renders, get } = site();
    await get("/dashboard", { cookie: "theme=dark; better-auth.session_token=abc.def" });
    await get("/dashboard", { cookie: "__Secure-better-auth.session_token=abc.def" });
    await get("/dashboard");
    expect(renders).toEqual(["/dashboard", "/dashboard", "/dashboard"]);
  });

  it("stores only successful HTML that sets no cookie", async () => {
    const { renders, get } = site();
    for (const path of ["/missing", "/sets-cookie", "/data"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toEqual([
      "/missing",
      "/missing",
      "/sets-cookie",
      "/sets-cookie",
      "/data",
      "/data",
    ]);
  });

  it("never stores a page that says no-store: a quote for one choice, a booking confirmation", async () => {
    const { renders, get } = site();
    await get("/itinerary/point-lenana");
    expect(await (await get("/itinerary/point-lenana?date=2030-02-01")).text()).toContain(
      "for 2030-02-01",
    );
    expect(await (await get("/itinerary/point-lenana?date=2030-03-01")).text()).toContain(
      "for 2030-03-01",
    );
    await get("/booking/confirmation");
    await get("/booking/confirmation");
    expect(renders).toEqual([
      "/itinerary/point-lenana",
      "/itinerary/point-lenana",
      "/itinerary/point-lenana",
      "/booking/confirmation",
      "/booking/confirmation",
    ]);
    // The quote-less page is still served from the cache.
    await get("/itinerary/point-lenana");
    expect(renders).toHaveLength(5);
  });

  it("renders again once the copy is older than its lifetime", async () => {
    const { renders, get, advance } = site({ ttlMs: 1000 });
    await get("/summit-treks");
    advance(999);
    await get("/summit-treks");
    advance(1);
    await get("/summit-treks");
    expect(renders).toEqual(["/summit-treks", "/summit-treks"]);
  });

  it("answers a revalidation of unchanged content with 304 and no new policy", async () => {
    const { get } = site();
    const first = await get("/safari-adventures");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await get("/safari-adventures", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The browser keeps the policy stored with its copy, whose nonce its scripts carry.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect((await get("/safari-adventures", { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("lets concurrent first visitors wait for one render", async () => {
    const { renders, get } = site();
    const pages = await Promise.all(Array.from({ length: 10 }, () => get("/day-trips")));
    expect(renders).toEqual(["/day-trips"]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<script nonce="${nonceOf(page)}">`);
    }
  });

  it("forgets every stored page when told (an operator changed prices)", async () => {
    const { renders, get } = site();
    await get("/summit-treks");
    forgetCachedPages();
    await get("/summit-treks");
    expect(renders).toEqual(["/summit-treks", "/summit-treks"]);
  });

  it("never keeps a page whose render began before a change (a publish during a render)", async () => {
    let title = "Old title";
    let renders = 0;
    let releaseFirst = () => {};
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    const app = new Hono<{ Variables: NonceVariables }>();
    app.use(securityHeaders({ production: true }));
    app.all("*", pageCache({ ttlMs: 30_000, maxEntries: 10 }), async (c) => {
      const words = title;
      renders += 1;
      if (renders === 1) await firstMayFinish;
      return c.html(`<h1>${words}</h1>`);
    });
    const get = () => app.request("/itinerary/point-lenana");

    const before = get();
    await new Promise((resolve) => setTimeout(resolve, 5));
    title = "New title";
    forgetCachedPages();
    const after = get();
    releaseFirst();
    expect(await (await before).text()).toContain("Old title");
    expect(await (await after).text()).toContain("New title");
    expect(await (await get()).text()).toContain("New title");
    expect(renders).toBe(2);
  });

  it("holds a bounded number of pages, dropping the least recently used", async () => {
    const { renders, get } = site({ maxEntries: 2 });
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    await get("/a");
    await get("/b");
    expect(renders).toEqual(["/a", "/b", "/c", "/b"]);
  });
});

describe("nonces", () => {
  it("are 128-bit base64 values that do not repeat", async () => {
    const { newNonce } = await import("./security-headers");
    const seen = new Set(Array.from({ length: 2000 }, () => newNonce()));
    expect(seen.size).toBe(2000);
    for (const nonce of seen) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
