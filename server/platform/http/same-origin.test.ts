import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { env } from "../config";
import {
  asAddressedBySite,
  CROSS_SITE_API,
  CROSS_SITE_FORM,
  isSameOrigin,
  sameOriginWrites,
} from "./same-origin";

const site = new URL(env().SITE_URL).origin;

const app = new Hono()
  .use(sameOriginWrites())
  .post("/api/thing", (c) => c.json({ ok: true }))
  .post("/auth", (c) => c.text("action ran"))
  .get("/auth", (c) => c.text("page"));

const post = (path: string, origin?: string) =>
  app.request(`http://internal:3000${path}`, {
    method: "POST",
    headers: origin ? { origin } : {},
    body: "x=1",
  });

describe("sameOriginWrites", () => {
  it("lets writes from our own pages through, by the server's address or the public SITE_URL", async () => {
    expect(await (await post("/auth", "http://internal:3000")).text()).toBe("action ran");
    expect(await (await post("/auth", site)).text()).toBe("action ran");
    // A program (no Origin) is not a visitor's browser: nothing to forge.
    expect(await (await post("/auth")).text()).toBe("action ran");
  });

  it("refuses a write from another site before the action runs, with a sentence in the right shape", async () => {
    const form = await post("/auth", "https://evil.example");
    expect(form.status).toBe(403);
    expect(await form.text()).toBe(CROSS_SITE_FORM);
    const api = await post("/api/thing", "https://evil.example");
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: CROSS_SITE_API });
    // An opaque origin (a sandboxed frame, a data: page) is another site too.
    expect((await post("/auth", "null")).status).toBe(403);
  });

  it("leaves reads alone, whatever their origin", async () => {
    const read = await app.request("http://internal:3000/auth", {
      headers: { origin: "https://evil.example" },
    });
    expect(await read.text()).toBe("page");
  });
});

describe("isSameOrigin", () => {
  it("compares whole origins, not prefixes", () => {
    const request = (origin: string) =>
      new Request("http://internal:3000/auth", { method: "POST", headers: { origin } });
    expect(isSameOrigin(request(`${site}.evil.example`), site)).toBe(false);
    // Same host, other scheme or port: another origin.
    expect(isSameOrigin(request("https://internal:3000"), "https://kilele.example")).toBe(false);
    expect(isSameOrigin(request("http://internal:3001"), "https://kilele.example")).toBe(false);
  });
});

describe("asAddressedBySite", () => {
  const behindProxy = (origin: string, method = "POST") =>
    new Request("http://10.0.0.5:3000/auth?tab=login", {
      method,
      headers: { origin },
      body: method === "POST" ? "a=1" : undefined,
    });

  it("re-addresses a write from the public site to the public origin, body and query intact", async () => {
    const request = asAddressedBySite(
      behindProxy("https://kilele.example"),
      "https://kilele.example",
    );
    expect(request.url).toBe("https://kilele.example/auth?tab=login");
    expect(await request.text()).toBe("a=1");
    expect(request.headers.get("origin")).toBe("https://kilele.example");
  });

  it("leaves reads, same-address writes and writes from elsewhere as they came", () => {
    const read = behindProxy("https://kilele.example", "GET");
    expect(asAddressedBySite(read, "https://kilele.example")).toBe(read);
    const direct = new Request("http://10.0.0.5:3000/auth", {
      method: "POST",
      headers: { origin: "http://10.0.0.5:3000" },
      body: "a=1",
    });
    expect(asAddressedBySite(direct, "https://kilele.example")).toBe(direct);
    const foreign = behindProxy("https://evil.example");
    expect(asAddressedBySite(foreign, "https://kilele.example")).toBe(foreign);
  });
});
