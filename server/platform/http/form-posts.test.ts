import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formPostGuard } from "./form-posts";

/** A route action stand-in: reads the form the way React Router does. */
const app = new Hono().all("*", formPostGuard({ maxBytes: 1024 }), async (c) => {
  const form = await c.req.raw.formData();
  return c.json({ email: form.get("email") });
});
const post = (body: BodyInit | undefined, contentType?: string) =>
  app.request("/auth", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

describe("form posts to pages", () => {
  it("hands a readable form on to the action, urlencoded or multipart", async () => {
    const urlencoded = await post(
      "email=akinyi%40example.com",
      "application/x-www-form-urlencoded",
    );
    expect(await urlencoded.json()).toEqual({ email: "akinyi@example.com" });
    const multipart = new FormData();
    multipart.set("email", "otieno@example.com");
    const request = new Request("http://x/auth", { method: "POST", body: multipart });
    expect(await (await app.request(request)).json()).toEqual({ email: "otieno@example.com" });
  });

  it("refuses a body that is no form, too large, or broken, with a sentence", async () => {
    const wrongType = await post('{"email":"x"}', "application/json");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toMatch(/Send the form as application\/x-www-form-urlencoded/);
    const large = await post(`email=${"a".repeat(2000)}`, "application/x-www-form-urlencoded");
    expect(large.status).toBe(413);
    expect(await large.text()).toBe("The form is too large (the limit is 1 KB).");
    for (const broken of [
      "",
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
    ]) {
      const answer = await post(broken, "multipart/form-data; boundary=b");
      expect(answer.status).toBe(400);
      expect(await answer.text()).toMatch(/The form could not be read/);
    }
  });

  it("leaves pages that are only read alone", async () => {
    const pages = new Hono().all("*", formPostGuard({ maxBytes: 1024 }), (c) =>
      c.text(`page for ${c.req.method}`),
    );
    expect(await (await pages.request("/auth")).text()).toBe("page for GET");
    expect(await (await pages.request("/auth", { method: "HEAD" })).status).toBe(200);
  });

  it("refuses a form with a NUL in a field or a name with 400 before any action reads it", async () => {
    for (const body of ["bookingId=%00", "email=a%00b%40example.com", "a%00=1"]) {
      const answer = await post(body, "application/x-www-form-urlencoded");
      expect(answer.status, body).toBe(400);
      expect(await answer.text()).toMatch(/character no field can take \(NUL\)/);
    }
    const plain = await post("bookingId=abc", "application/x-www-form-urlencoded");
    expect(plain.status).toBe(200);
  });
});
