import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";

const dataDir = usePrivateAppDatabase("inquiry-api");
process.env.OPERATOR_EMAIL = "operator@example.com";

const { getDb } = await import("../platform/db");
const { getMailer, getMailOutbox, replaceMailTransport } = await import("../platform/mail");
const { inquiryApi } = await import("./inquiry-api");
const app = new Hono().route("/api", inquiryApi);

interface Answer {
  error?: string;
  issues?: Array<{ path: string; message: string }>;
  success?: boolean;
  message?: string;
  reference?: string;
  estimate?: number | null;
  estimateRange?: { min: number; max: number } | null;
}

let clientCounter = 0;
function nextClient() {
  return {
    incoming: {
      socket: {
        remoteAddress: `10.2.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`,
      },
    },
  };
}

async function post(
  path: "/api/contact-inquiry" | "/api/quote-request",
  body: unknown,
  headers: Record<string, string> = {},
  client = nextClient(),
) {
  const response = await app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    client,
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const contact = {
  name: "Amina Otieno",
  email: "Amina@Example.com",
  phone: "+254 700 111 222",
  adventure: "kilimanjaro",
  message: "Two of us in February.\nIs it busy then?",
  website: "",
};

const schoolQuote = {
  kind: "school-quote",
  schoolName: "Nyeri High School",
  contactPerson: "Grace Wambui",
  email: "grace@nyerihigh.example",
  phone: "+254 711 222 333",
  studentCount: 32,
  teacherCount: 3,
  preferredDates: "10-14 March 2027",
  program: "cultural-geography",
  additionalRequirements: "Two vegetarian students",
  budget: "$5,000",
};

const proposal = {
  kind: "proposal",
  organisation: "Acacia Bank",
  contactPerson: "Peter Kamau",
  email: "peter@acacia.example",
  phone: "+254 722 000 111",
  groupSize: 20,
  preferredDates: "June 2027",
  programme: "lake-naivasha-team-adventure",
  notes: "Mixed fitness",
};

const corporate = {
  kind: "corporate",
  company: "Savanna Tech Ltd",
  contactPerson: "Lucy Njeri",
  email: "lucy@savanna.example",
  phone: "+254 733 444 555",
  groupSize: 40,
  package: "coastal-corporate",
  preferredDates: "September 2027",
  notes: "Sales kick-off",
};

async function rowCount(): Promise<number> {
  const row = await getDb()
    .db.selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedInquiry(email: string) {
  return getDb()
    .db.selectFrom("inquiries")
    .selectAll()
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

function readOutbox(): string[] {
  try {
    return readdirSync(join(dataDir, "outbox")).map((file) =>
      readFileSync(join(dataDir, "outbox", file), "utf8"),
    );
  } catch {
    return [];
  }
}

/** The mails in the outbox whose text contains `marker`, once there are at least `count` of them. */
async function mailsMentioning(marker: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const mails = readOutbox().filter((mail) => mail.replace(/=\r?\n/g, "").includes(marker));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mails mentioning ${marker} in the outbox`);
}

/** The HTML part of a mail, quoted-printable soft breaks removed. */
function htmlPart(mail: string): string {
  return mail.slice(mail.indexOf("Content-Type: text/html")).replace(/=\r?\n/g, "");
}

describe("POST /api/contact-inquiry", () => {
  it("stores the inquiry, answers { success, message }, mails the operator and confirms to the visitor", async () => {
    const { status, body } = await post("/api/contact-inquiry", contact);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "We'll get back to you within 24 hours.",
    });
    const stored = await storedInquiry("amina@example.com");
    expect(stored.kind).toBe("contact");
    // The phone in international form, as every stored number is (domain/contact/phone.ts).
    expect(JSON.parse(stored.payload)).toEqual({
      name: "Amina Otieno",
      email: "Amina@Example.com",
      phone: "+254700111222",
      adventure: "kilimanjaro",
      message: "Two of us in February.\nIs it busy then?",
    });
    const mails = await mailsMentioning(String(body.reference), 2);
    const operator = mails.find((mail) => /^To: operator@example\.com$/im.test(mail));
    expect(htmlPart(operator!)).toContain("Kilimanjaro climb");
    expect(htmlPart(operator!)).toContain("Is it busy then?");

    const receipt = mails.find((mail) => /^To: amina@example\.com$/im.test(mail));
    expect(receipt).toMatch(
      new RegExp(`^Subject: We received your message \\(${body.reference}\\)$`, "m"),
    );
    expect(htmlPart(receipt!)).toContain("Kilimanjaro climb");
    expect(htmlPart(receipt!)).toContain(body.reference);
    expect(htmlPart(receipt!)).toMatch(/within 24 hours/);
    // Nothing the visitor typed is echoed to whatever address was typed into the form.
    expect(receipt).not.toContain("Is it busy then?");
    expect(receipt).not.toContain("Amina Otieno");
  });

  it("gives the operator's notification the visitor's Reply-To, and the visitor's receipt none", async () => {
    const { status, body } = await post("/api/contact-inquiry", {
      ...contact,
      email: "Reply.Me@Example.com",
    });
    expect(status).toBe(201);
    const mails = await mailsMentioning(String(body.reference), 2);
    const operator = mails.find((mail) => /^To: operator@example\.com$/im.test(mail));
    const receipt = mails.find((mail) => /^To: reply\.me@example\.com$/im.test(mail));
    expect(operator).toMatch(/^Reply-To: Reply\.Me@Example\.com$/im);
    expect(receipt).toBeDefined();
    expect(receipt).not.toMatch(/^Reply-To:/im);
  });

  it("stores a missing or blank phone as null", async () => {
    const { status } = await post("/api/contact-inquiry", {
      ...contact,
      email: "nophone@example.com",
      phone: "",
    });
    expect(status).toBe(201);
    expect(JSON.parse((await storedInquiry("nophone@example.com")).payload).phone).toBeNull();
    expect(
      (
        await post("/api/contact-inquiry", {
          ...contact,
          email: "nophone2@example.com",
          phone: null,
        })
      ).status,
    ).toBe(201);
  });

  it.each([
    [{ ...contact, name: "" }, /name: is required/],
    [{ ...contact, name: "Eve\r\nBcc: x@example.com" }, /name: must be a single line/],
    [{ ...contact, email: "not-an-email" }, /email: must be a valid email/],
    [{ ...contact, phone: "call me" }, /phone: must be a phone number/],
    [{ ...contact, adventure: "everest" }, /adventure: must be one of/],
    [{ ...contact, message: "   " }, /message: is required/],
    [{ ...contact, message: "x".repeat(5001) }, /at most 5000/],
    [{ ...contact, isAdmin: true }, /isAdmin/],
    [{ ...contact, website: "http://spam.example" }, /could not be accepted/],
    [[contact], /expected object/i],
  ])("refuses %# with a 400 and a clear sentence, and stores nothing", async (body, message) => {
    const before = await rowCount();
    const response = await post("/api/contact-inquiry", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a 1 MB body and the wrong content type", async () => {
    const before = await rowCount();
    expect(
      (await post("/api/contact-inquiry", { ...contact, message: "x".repeat(1024 * 1024) })).status,
    ).toBe(413);
    expect(
      (
        await post("/api/contact-inquiry", JSON.stringify(contact), {
          "content-type": "text/plain",
        })
      ).status,
    ).toBe(415);
    expect((await post("/api/contact-inquiry", "{not json")).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("limits each client address, with Retry-After", async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1)
      statuses.push(
        (await post("/api/contact-inquiry", { ...contact, name: "" }, {}, client)).status,
      );
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    const limited = await app.request(
      "/api/contact-inquiry",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contact),
      },
      client,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post("/api/contact-inquiry", { ...contact, name: "" })).status).toBe(400);
  });

  it("escapes script in every text field of the operator's mail", async () => {
    const script = "<script>alert(1)</script>";
    const { status } = await post("/api/contact-inquiry", {
      ...contact,
      name: `Eve ${script}`,
      message: `${script}\n<img src=x onerror=alert(2)>`,
      email: "eve@example.com",
    });
    expect(status).toBe(201);
    const mails = await mailsMentioning("Eve", 1);
    for (const mail of mails) {
      const html = htmlPart(mail);
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toMatch(/<script>alert|<img src=x/);
      expect(html).toContain("&lt;script&gt;");
    }
  });

  it("with the mail transport down: answers success, queues both mails with the error, and delivers them once it is back", async () => {
    const attempts: string[] = [];
    replaceMailTransport({
      deliver: (mail) => {
        attempts.push(mail.to);
        return Promise.reject(
          Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" }),
        );
      },
    });
    try {
      const { status, body } = await post("/api/contact-inquiry", {
        ...contact,
        name: "Outage Olive",
        email: "outage@example.com",
      });
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      expect((await storedInquiry("outage@example.com")).kind).toBe("contact");
      const byBody = () =>
        getDb()
          .db.selectFrom("mail_outbox")
          .selectAll()
          .where("text_body", "like", `%${String(body.reference)}%`)
          .execute();
      await vi.waitFor(async () =>
        expect((await byBody()).filter((row) => row.status === "queued")).toHaveLength(2),
      );
      // Once sent, a row's body is cleared (outbox.ts): follow the two rows by id from here.
      const ids = (await byBody()).map((row) => row.id);
      const queued = () =>
        getDb().db.selectFrom("mail_outbox").selectAll().where("id", "in", ids).execute();
      for (const row of await queued())
        expect(row).toMatchObject({
          attempts: 1,
          last_error: "Greeting never received (ETIMEDOUT)",
        });
      expect(attempts.sort()).toEqual(["operator@example.com", "outage@example.com"]);
      expect(readOutbox().filter((mail) => mail.includes("Outage Olive"))).toHaveLength(0);

      // The transport is back; the retry time has come.
      replaceMailTransport(undefined);
      await getDb()
        .db.updateTable("mail_outbox")
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where("status", "=", "queued")
        .execute();
      expect((await getMailOutbox().deliverDue()).sent).toBeGreaterThanOrEqual(2);
      await getMailOutbox().deliverDue();
      const delivered = await mailsMentioning(String(body.reference), 2);
      expect(delivered).toHaveLength(2);
      expect(
        (await queued()).map((row) => [row.recipient, row.status, row.attempts]).sort(),
      ).toEqual([
        ["operator@example.com", "sent", 2],
        ["outage@example.com", "sent", 2],
      ]);
    } finally {
      replaceMailTransport(undefined);
    }
  });

  it("keeps the inquiry when the mailer itself fails, and still answers success", async () => {
    const send = vi.spyOn(getMailer(), "send").mockRejectedValue(new Error("SMTP is down"));
    try {
      const { status, body } = await post("/api/contact-inquiry", {
        ...contact,
        email: "mailfail@example.com",
      });
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      await vi.waitFor(() => expect(send).toHaveBeenCalled());
      expect((await storedInquiry("mailfail@example.com")).kind).toBe("contact");
    } finally {
      send.mockRestore();
    }
  });
});

describe("POST /api/quote-request", () => {
  it("stores a school quote with the server's estimate, mails the operator and confirms to the school", async () => {
    const { status, body } = await post("/api/quote-request", { ...schoolQuote, estimate: 1 });
    // An `estimate` from the visitor is not part of the payload: refused, never trusted.
    expect(status).toBe(400);
    expect(body.error).toMatch(/estimate/);

    const accepted = await post("/api/quote-request", schoolQuote);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      success: true,
      message:
        "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
      estimate: 32 * 150,
    });
    const stored = await storedInquiry("grace@nyerihigh.example");
    expect(stored.kind).toBe("school-quote");
    expect(JSON.parse(stored.payload)).toMatchObject({
      schoolName: "Nyeri High School",
      studentCount: 32,
      teacherCount: 3,
      program: "cultural-geography",
      estimate: 4800,
      budget: "$5,000",
    });
    const mails = await mailsMentioning(String(accepted.body.reference), 2);
    expect(
      mails.some(
        (mail) => /^To: operator@example\.com/im.test(mail) && mail.includes("Nyeri High School"),
      ),
    ).toBe(true);
    // ^ and m: the To line itself, not the Reply-To line of the operator's notification.
    const receipt = mails.find((mail) => /^To: grace@nyerihigh\.example/im.test(mail));
    expect(htmlPart(receipt!)).toContain("Cultural Geography");
    // The school's own words stay with the operator.
    expect(receipt).not.toContain("Nyeri High School");
    expect(mails.every((mail) => htmlPart(mail).includes("$4,800"))).toBe(true);
  });

  it("estimates a custom school programme as a custom quote (0)", async () => {
    const { status, body } = await post("/api/quote-request", {
      ...schoolQuote,
      email: "custom@school.example",
      program: "custom",
      preferredDates: null,
      budget: "",
      additionalRequirements: undefined,
    });
    expect(status).toBe(201);
    expect(body.estimate).toBe(0);
    expect(JSON.parse((await storedInquiry("custom@school.example")).payload)).toMatchObject({
      estimate: 0,
      preferredDates: null,
      budget: null,
      additionalRequirements: null,
    });
  });

  it("stores a team-building proposal with $150 per person per day for the programme's days", async () => {
    const { status, body } = await post("/api/quote-request", proposal);
    expect(status).toBe(201);
    expect(body.message).toMatch(/proposal within 24 hours/);
    expect(body.estimate).toBe(20 * 150 * 3);
    const stored = await storedInquiry("peter@acacia.example");
    expect(stored.kind).toBe("proposal");
    expect(JSON.parse(stored.payload)).toMatchObject({
      programme: "lake-naivasha-team-adventure",
      programmeName: "Lake Naivasha Team Adventure",
      estimate: 9000,
    });
  });

  it("stores a corporate quote with the package's range times the group", async () => {
    const { status, body } = await post("/api/quote-request", corporate);
    expect(status).toBe(201);
    expect(body.estimateRange).toEqual({ min: 800 * 40, max: 1500 * 40 });
    const stored = await storedInquiry("lucy@savanna.example");
    expect(stored.kind).toBe("corporate");
    expect(JSON.parse(stored.payload)).toMatchObject({
      company: "Savanna Tech Ltd",
      package: "coastal-corporate",
      packageName: "Coastal Corporate Getaway",
      // No counts sent: the whole group travels as non-residents.
      eastAfricanResidents: 0,
      kenyanCitizens: 0,
    });
    expect(
      (
        await post("/api/quote-request", {
          ...corporate,
          email: "big@savanna.example",
          groupSize: 150,
          package: "custom",
        })
      ).body.estimateRange,
    ).toBeNull();
  });

  // Issue 30: the group states its counts per category; the operator reads them in words.
  it("stores a corporate group's residents and citizens, and the operator's mail reads them", async () => {
    const { status, body } = await post("/api/quote-request", {
      ...corporate,
      email: "counts@savanna.example",
      package: "executive-safari",
      eastAfricanResidents: 8,
      kenyanCitizens: 2,
    });
    expect(status).toBe(201);
    expect(JSON.parse((await storedInquiry("counts@savanna.example")).payload)).toMatchObject({
      groupSize: 40,
      package: "executive-safari",
      packageName: "Executive Safari Retreat",
      eastAfricanResidents: 8,
      kenyanCitizens: 2,
    });
    const mails = await mailsMentioning(String(body.reference), 2);
    expect(
      mails.every((mail) =>
        htmlPart(mail).includes("30 non-residents, 8 East African residents and 2 Kenyan citizens"),
      ),
    ).toBe(true);
  });

  it.each([
    [
      { ...schoolQuote, teacherCount: undefined },
      /teacherCount: must be a whole number from 1 to 20/,
    ],
    [{ ...schoolQuote, teacherCount: 0 }, /teacherCount: must be a whole number from 1 to 20/],
    [{ ...schoolQuote, teacherCount: 21 }, /teacherCount: must be a whole number from 1 to 20/],
    [{ ...schoolQuote, teacherCount: 2.5 }, /teacherCount: must be a whole number/],
    [{ ...corporate, kenyanCitizens: -1 }, /kenyanCitizens: must be a whole number from 0/],
    [
      { ...corporate, eastAfricanResidents: 30, kenyanCitizens: 11 },
      /kenyanCitizens: East African residents and Kenyan citizens together can be at most the 40/,
    ],
    [{ ...schoolQuote, kind: undefined }, /kind: must be school-quote, proposal or corporate/],
    [{ ...schoolQuote, kind: "contact" }, /kind: must be school-quote, proposal or corporate/],
    [{ ...schoolQuote, schoolName: "" }, /schoolName: is required/],
    [{ ...schoolQuote, contactPerson: " " }, /contactPerson: is required/],
    [{ ...schoolQuote, email: "grace@" }, /email: must be a valid email/],
    [{ ...schoolQuote, phone: "" }, /phone: must be a phone number/],
    [{ ...schoolQuote, studentCount: 14 }, /studentCount: must be at least 15/],
    [{ ...schoolQuote, studentCount: 61 }, /studentCount: must be at most 60/],
    [{ ...schoolQuote, studentCount: 20.5 }, /studentCount: must be a whole number/],
    [{ ...schoolQuote, studentCount: "30" }, /studentCount: must be a whole number/],
    [{ ...schoolQuote, program: "space-camp" }, /program: must be one of/],
    [{ ...schoolQuote, additionalRequirements: "x".repeat(2001) }, /at most 2000/],
    [{ ...proposal, groupSize: 7 }, /groupSize: must be at least 8/],
    [{ ...proposal, groupSize: 51 }, /groupSize: must be at most 50/],
    [{ ...proposal, programme: "executive-safari" }, /programme: must be one of/],
    [{ ...proposal, organisation: "" }, /organisation: is required/],
    [{ ...corporate, groupSize: 9 }, /groupSize: must be at least 10/],
    [{ ...corporate, package: "space-station" }, /package: must be one of/],
    [{ ...corporate, company: "Acme\nBcc: x@example.com" }, /company: must be a single line/],
    [{ ...corporate, website: "spam" }, /could not be accepted/],
  ])("refuses %# with a 400 and a clear sentence, and stores nothing", async (body, message) => {
    const before = await rowCount();
    const response = await post("/api/quote-request", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect(await rowCount()).toBe(before);
  });

  it("escapes script in every text field of the operator's mail, and leaves it out of the receipt", async () => {
    const script = "<script>alert(1)</script>";
    const hostile = Object.fromEntries(
      Object.entries(schoolQuote).map(([key, value]) => [
        key,
        typeof value === "string" && !["kind", "email", "phone", "program"].includes(key)
          ? `Mallory ${script}`
          : value,
      ]),
    );
    const { status, body } = await post("/api/quote-request", {
      ...hostile,
      email: "mallory@school.example",
    });
    expect(status).toBe(201);
    const mails = await mailsMentioning(String(body.reference), 2);
    for (const mail of mails) expect(htmlPart(mail)).not.toMatch(/<script>alert/);
    expect(htmlPart(mails.find((mail) => /^To: operator@example\.com/im.test(mail))!)).toContain(
      "&lt;script&gt;",
    );
    expect(mails.find((mail) => /^To: mallory@school\.example/im.test(mail))).not.toContain(
      "Mallory",
    );
  });
});

describe("hostile payloads", () => {
  const text = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constant("<img src=x onerror=alert(1)>"),
    fc.constant("__proto__"),
    fc.integer(),
    fc.constant(null),
  );
  const hostileContact = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        name: text,
        email: fc.oneof(fc.emailAddress(), fc.string()),
        phone: fc.option(fc.string({ maxLength: 50 })),
        adventure: fc.oneof(fc.constantFrom("mt-kenya", "custom", "constructor"), fc.string()),
        message: text,
        website: fc.option(fc.string()),
      },
      { requiredKeys: [] },
    ),
  );
  const hostileQuote = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        kind: fc.oneof(
          fc.constantFrom("school-quote", "proposal", "corporate", "contact", "__proto__"),
          fc.string(),
        ),
        schoolName: text,
        organisation: text,
        company: text,
        contactPerson: text,
        email: fc.oneof(fc.emailAddress(), fc.string()),
        phone: fc.oneof(fc.constant("+254 700 000 000"), fc.string({ maxLength: 50 })),
        studentCount: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double(), fc.string()),
        groupSize: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double(), fc.string()),
        program: fc.oneof(
          fc.constantFrom("custom", "wildlife-conservation", "toString"),
          fc.string(),
        ),
        programme: fc.oneof(
          fc.constantFrom("laikipia-ranch-retreat", "hasOwnProperty"),
          fc.string(),
        ),
        package: fc.oneof(fc.constantFrom("executive-safari", "custom"), fc.string()),
        preferredDates: fc.option(text),
        notes: fc.option(text),
        budget: fc.option(text),
      },
      { requiredKeys: [] },
    ),
  );

  it.each([
    ["/api/contact-inquiry", hostileContact],
    ["/api/quote-request", hostileQuote],
  ] as const)(
    "%s never answers 5xx and stores nothing from a rejected request",
    async (path, arbitrary) => {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const before = await rowCount();
          const { status, body: answer } = await post(path, body);
          expect(status).toBeLessThan(500);
          if (status >= 400) {
            expect(typeof answer.error).toBe("string");
            expect(await rowCount()).toBe(before);
          } else {
            expect(await rowCount()).toBe(before + 1);
          }
        }),
        { numRuns: 150 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

describe("per email address", () => {
  it("takes 5 inquiries an hour from one email, contact and quote forms together, from any address", async () => {
    const email = `flood-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push((await post("/api/contact-inquiry", { ...contact, email })).status);
    for (let n = 0; n < 2; n += 1)
      statuses.push((await post("/api/quote-request", { ...schoolQuote, email })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const before = await rowCount();
    // A fresh client address and a +tag do not make it another sender.
    const limited = await post("/api/contact-inquiry", {
      ...contact,
      email: email.replace("@", "+more@"),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^Too many requests from this email address\. Please wait \d+ minutes and try again\.$/,
    );
    expect((await post("/api/quote-request", { ...schoolQuote, email })).status).toBe(429);
    expect(await rowCount()).toBe(before);
    // Invalid requests are refused before they are counted, and other senders go on.
    expect(
      (await post("/api/contact-inquiry", { ...contact, email: `other-${email}` })).status,
    ).toBe(201);
  });
});
