import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "../db/connection";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { testPostgresUrl } from "../../../tests/support/databases";
import type { MailTransport, OutgoingMail } from "./mailer";
import { createBookingRequest } from "../../modules/bookings/create-booking";
import { createMailOutbox, OUTBOX_DEFAULTS, type MailOutboxOptions } from "./outbox";

/** A transport that records what it delivered, and fails while `down` is set. */
class FakeTransport implements MailTransport {
  delivered: OutgoingMail[] = [];
  down: Error | undefined;
  /** Milliseconds each delivery takes (to let concurrent loops overlap). */
  latencyMs = 0;
  async deliver(mail: OutgoingMail): Promise<void> {
    if (this.latencyMs)
      await new Promise((resolve) => setTimeout(resolve, Math.random() * this.latencyMs));
    if (this.down) throw this.down;
    this.delivered.push(mail);
  }
  count(subject: string): number {
    return this.delivered.filter((mail) => mail.subject === subject).length;
  }
}

function smtpDown(): Error {
  return Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:587"), { code: "ESOCKET" });
}

interface Logged {
  level: "info" | "warn" | "error";
  object: object;
  message: string;
}

function recordingLogger(into: Logged[]): MailOutboxOptions["logger"] {
  return {
    info: (object, message) => into.push({ level: "info", object, message }),
    warn: (object, message) => into.push({ level: "warn", object, message }),
    error: (object, message) => into.push({ level: "error", object, message }),
  };
}

let counter = 0;
function mail(subject = `Mail ${++counter}`): OutgoingMail {
  return {
    to: "guest@example.com",
    subject,
    text: "Hello",
    html: "<p>Hello</p>",
    link: "http://localhost:3000/x",
  };
}

const SECOND = 1000;

describeOnEachDatabase("mail outbox on %s", (t, kind) => {
  let clock: Date;
  let transport: FakeTransport;
  let logged: Logged[];

  function outbox(overrides: Partial<MailOutboxOptions> = {}) {
    return createMailOutbox({
      db: () => t.db,
      transport: () => transport,
      logger: recordingLogger(logged),
      now: () => clock,
      ...overrides,
    });
  }
  function advance(ms: number) {
    clock = new Date(clock.getTime() + ms);
  }
  async function row(subject: string) {
    return t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "=", subject)
      .executeTakeFirstOrThrow();
  }

  beforeEach(async () => {
    await t.db.deleteFrom("mail_outbox").execute();
    clock = new Date("2030-01-01T08:00:00.000Z");
    transport = new FakeTransport();
    logged = [];
  });

  describe("mail stored with the booking it announces", () => {
    const request = {
      clientName: "Outbox Traveller",
      clientEmail: "outbox-traveller@example.com",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: "2030-03-10",
      numberOfParticipants: 2,
    };
    const bookingsNamed = (name: string) =>
      t.db.selectFrom("bookings").select("id").where("client_name", "=", name).execute();

    it("a process that dies right after the commit still sends both mails (the next delivery loop does)", async () => {
      const box = outbox();
      const outcome = await createBookingRequest(t.db, request, {
        userId: null,
        idempotencyKey: null,
        now: clock,
        mails: {
          compose: ([booking]) => [
            mail(`Received ${booking!.id}`),
            mail(`Operator ${booking!.id}`),
          ],
          queueWithin: box.queueWithin,
        },
      });
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      // The process "dies" here: outcome.sendMails() never runs.
      const stored = await t.db
        .selectFrom("mail_outbox")
        .select(["subject", "status"])
        .where("subject", "like", `%${outcome.booking.id}`)
        .orderBy("subject")
        .execute();
      expect(stored).toEqual([
        { subject: `Operator ${outcome.booking.id}`, status: "sending" },
        { subject: `Received ${outcome.booking.id}`, status: "sending" },
      ]);
      advance(OUTBOX_DEFAULTS.claimMs + SECOND);
      expect(await outbox().deliverDue()).toMatchObject({ sent: 2 });
      expect(transport.delivered.map((sent) => sent.subject).sort()).toEqual([
        `Operator ${outcome.booking.id}`,
        `Received ${outcome.booking.id}`,
      ]);
    });

    it("a mail that cannot be stored takes the booking with it: nothing half-done", async () => {
      const box = outbox();
      const unstorable = { ...mail(), to: null as unknown as string };
      await expect(
        createBookingRequest(
          t.db,
          { ...request, clientName: "Half Done" },
          {
            userId: null,
            idempotencyKey: null,
            now: clock,
            mails: { compose: () => [mail(), unstorable], queueWithin: box.queueWithin },
          },
        ),
      ).rejects.toThrow();
      expect(await bookingsNamed("Half Done")).toEqual([]);
      expect(await t.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
    });
  });

  it("stores each message and delivers it at once, marked sent", async () => {
    const sent = mail();
    await outbox().send(sent);
    expect(transport.delivered).toEqual([sent]);
    expect(await row(sent.subject)).toMatchObject({
      recipient: "guest@example.com",
      status: "sent",
      attempts: 1,
      claim_token: null,
      last_error: null,
      sent_at: clock.toISOString(),
      text_body: "",
      html_body: "",
      link: null,
    });
    // Nothing is due for the loop, however late it looks.
    advance(OUTBOX_DEFAULTS.claimMs + SECOND);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(transport.delivered).toHaveLength(1);
  });

  /** `count` mails to as many inboxes, stored in one transaction as a booking stores its own. */
  async function queueBurst(box: ReturnType<typeof outbox>, name: string, count: number) {
    const subjects = Array.from({ length: count }, (_, index) => `${name} ${index}`);
    const firstAttempts = await t.db.transaction().execute((trx) =>
      box.queueWithin(
        trx,
        subjects.map((subject, index) => ({
          ...mail(subject),
          to: `${name}-${index}@example.com`,
        })),
      ),
    );
    return { subjects, firstAttempts };
  }

  it("hands a burst of mail to the transport a few at a time, every one delivered once and as stored", async () => {
    // A transport that notes how many deliveries it holds at once (an SMTP server limits them).
    let holding = 0;
    let mostHeld = 0;
    transport.deliver = async (sent) => {
      holding++;
      mostHeld = Math.max(mostHeld, holding);
      await new Promise((resolve) => setTimeout(resolve, 5));
      holding--;
      transport.delivered.push(sent);
    };
    // Two waiting attempts keep their mail; the rest read it back from the outbox at their turn.
    const box = outbox({ firstAttemptsAtOnce: 3, firstAttemptsHeld: 2 });
    const { subjects, firstAttempts } = await queueBurst(box, "Burst", 12);
    await firstAttempts();
    expect(mostHeld).toBe(3);
    // Handed over in turn; one read back from its row may finish before one ahead of it.
    const bySubject = (a: OutgoingMail, b: OutgoingMail) =>
      subjects.indexOf(a.subject) - subjects.indexOf(b.subject);
    const delivered = [...transport.delivered].sort(bySubject);
    expect(delivered.map((sent) => sent.subject)).toEqual(subjects);
    expect(
      delivered.map(({ to, text, html, link }) => ({
        // Read back from its row, a mail goes to the address as stored (lower case), as a retry does.
        to: to.toLowerCase(),
        text,
        html,
        link,
      })),
    ).toEqual(
      subjects.map((_, index) => ({
        to: `burst-${index}@example.com`,
        text: "Hello",
        html: "<p>Hello</p>",
        link: "http://localhost:3000/x",
      })),
    );
    const statuses = await t.db
      .selectFrom("mail_outbox")
      .select("status")
      .where("subject", "in", subjects)
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(subjects.map(() => "sent"));
  });

  it("at shutdown makes no first attempt still waiting its turn: the next delivery loop sends each of those once", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const deliver = transport.deliver.bind(transport);
    transport.deliver = async (sent) => {
      await held;
      await deliver(sent);
    };
    const box = outbox({ firstAttemptsAtOnce: 2 });
    const { subjects, firstAttempts } = await queueBurst(box, "Shutdown", 6);
    const attempts = firstAttempts();
    const stopped = box.stop();
    release();
    await Promise.all([attempts, stopped]);
    // The two under way finished and were marked sent; the four waiting were never handed over.
    expect(transport.delivered.map((sent) => sent.subject)).toEqual(subjects.slice(0, 2));
    const sent = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("status", "=", "sent")
      .orderBy("subject")
      .execute();
    expect(sent.map((row) => row.subject)).toEqual(subjects.slice(0, 2));

    // The next process's loop takes them once their claim has run out.
    transport.deliver = deliver;
    advance(OUTBOX_DEFAULTS.claimMs + SECOND);
    expect(await outbox().deliverDue()).toMatchObject({ sent: 4 });
    expect(transport.delivered.map((sent) => sent.subject).sort()).toEqual(subjects);
  });

  it("with the transport down: send resolves, the message is queued with the error, and it is delivered once when the transport recovers", async () => {
    const box = outbox();
    const queued = mail();
    transport.down = smtpDown();
    await expect(box.send(queued)).resolves.toBeUndefined();
    expect(await row(queued.subject)).toMatchObject({
      status: "queued",
      attempts: 1,
      claim_token: null,
      sent_at: null,
      next_attempt_at: new Date(clock.getTime() + 30 * SECOND).toISOString(),
    });
    expect((await row(queued.subject)).last_error).toBe(
      "connect ECONNREFUSED 127.0.0.1:587 (ESOCKET)",
    );
    expect(
      logged.some((entry) => entry.level === "warn" && /queued for a retry/.test(entry.message)),
    ).toBe(true);

    // Not due yet.
    advance(29 * SECOND);
    expect((await box.deliverDue()).sent).toBe(0);

    // Due, still down: the second wait is longer (2 minutes).
    advance(2 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ sent: 0, retried: 1 });
    expect(await row(queued.subject)).toMatchObject({
      status: "queued",
      attempts: 2,
      next_attempt_at: new Date(clock.getTime() + 2 * 60 * SECOND).toISOString(),
    });

    // Back up: the next turn after the wait delivers it, once.
    transport.down = undefined;
    advance(2 * 60 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ sent: 1, retried: 0 });
    expect(await row(queued.subject)).toMatchObject({
      status: "sent",
      attempts: 3,
      last_error: null,
      sent_at: clock.toISOString(),
    });
    advance(24 * 60 * 60 * SECOND);
    await box.deliverDue();
    expect(transport.count(queued.subject)).toBe(1);
  });

  it("the background loop delivers queued mail on its own, and stops", async () => {
    const box = outbox();
    transport.down = smtpDown();
    const queued = mail();
    await box.send(queued);
    transport.down = undefined;
    advance(31 * SECOND);
    box.start(10);
    try {
      await expect
        .poll(() => transport.count(queued.subject), { timeout: 5000, interval: 20 })
        .toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(transport.count(queued.subject)).toBe(1);
      expect((await row(queued.subject)).status).toBe("sent");
    } finally {
      await box.stop();
    }
  });

  it("gives up after the last attempt, logged as an error, and never tries again", async () => {
    const box = outbox({ maxAttempts: 3 });
    transport.down = smtpDown();
    const doomed = mail();
    await box.send(doomed);
    advance(30 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ retried: 1 });
    advance(2 * 60 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ failed: 1 });
    expect(await row(doomed.subject)).toMatchObject({
      status: "failed",
      attempts: 3,
      claim_token: null,
      last_error: "connect ECONNREFUSED 127.0.0.1:587 (ESOCKET)",
      sent_at: null,
    });
    expect(logged.filter((entry) => entry.level === "error").map((entry) => entry.message)).toEqual(
      [expect.stringMatching(/failed for good/)],
    );
    transport.down = undefined;
    advance(48 * 60 * 60 * SECOND);
    expect(await box.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(transport.delivered).toHaveLength(0);
  });

  it("gives up once the next attempt would be more than a day after the message was queued", async () => {
    const box = outbox();
    transport.down = smtpDown();
    const doomed = mail();
    await box.send(doomed);
    let attempts = 1;
    while ((await row(doomed.subject)).status === "queued") {
      clock = new Date((await row(doomed.subject)).next_attempt_at);
      await box.deliverDue();
      attempts += 1;
    }
    const { status, attempts: stored, created_at, updated_at } = await row(doomed.subject);
    expect(status).toBe("failed");
    expect(stored).toBe(attempts);
    const hours = (Date.parse(updated_at) - Date.parse(created_at)) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThanOrEqual(24);
    // 30 s, 2, 10 and 30 minutes, 1 hour, then every 2 hours.
    expect(attempts).toBeGreaterThanOrEqual(12);
    expect(attempts).toBeLessThan(OUTBOX_DEFAULTS.maxAttempts);
  });

  it("takes over a message whose process died mid-delivery once its claim has expired", async () => {
    const hanging: MailTransport = { deliver: () => new Promise(() => {}) };
    const dying = outbox({ transport: () => hanging });
    const orphan = mail();
    void dying.send(orphan);
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom("mail_outbox")
              .select("status")
              .where("subject", "=", orphan.subject)
              .executeTakeFirst()
          )?.status,
      )
      .toBe("sending");

    const survivor = outbox();
    expect((await survivor.deliverDue()).sent).toBe(0);
    advance(OUTBOX_DEFAULTS.claimMs);
    expect((await survivor.deliverDue()).sent).toBe(1);
    expect(transport.count(orphan.subject)).toBe(1);
    expect(await row(orphan.subject)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("send returns after sendWaitMs while a silent transport is still trying, and the outcome is recorded later", async () => {
    let release: () => void = () => {};
    const slow: MailTransport = {
      deliver: (sent) =>
        new Promise<void>((resolve) => {
          release = () => {
            transport.delivered.push(sent);
            resolve();
          };
        }),
    };
    const box = outbox({ transport: () => slow, sendWaitMs: 30 });
    const pending = mail();
    const started = Date.now();
    await box.send(pending);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await row(pending.subject)).status).toBe("sending");
    release();
    await expect.poll(async () => (await row(pending.subject)).status).toBe("sent");
    expect(transport.count(pending.subject)).toBe(1);
  });

  it("delivers directly when the outbox cannot store the message, and only then lets a transport failure through", async () => {
    const broken = outbox({
      db: () => {
        throw new Error("database is gone");
      },
    });
    const direct = mail();
    await broken.send(direct);
    expect(transport.delivered).toEqual([direct]);
    expect(
      logged.some((entry) => entry.level === "error" && /outbox unavailable/.test(entry.message)),
    ).toBe(true);
    transport.down = smtpDown();
    await expect(broken.send(mail())).rejects.toThrow(/ECONNREFUSED/);
  });

  it("stops a loop turn after three failures in a row and keeps the rest queued", async () => {
    const box = outbox();
    transport.down = smtpDown();
    const subjects = [mail(), mail(), mail(), mail(), mail()];
    for (const queued of subjects) await box.send(queued);
    advance(30 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ retried: 3 });
    const rows = await t.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
    expect(rows.every((stored) => stored.status === "queued")).toBe(true);
    expect(rows.map((stored) => stored.attempts).sort()).toEqual([1, 1, 2, 2, 2]);
  });

  it("clears a sent mail's body and link at once, deletes it after a week, and failed mail after 30 days", async () => {
    const box = outbox({ maxAttempts: 1 });
    const old = mail();
    await box.send(old);
    expect(await row(old.subject)).toMatchObject({
      status: "sent",
      text_body: "",
      html_body: "",
      link: null,
    });
    transport.down = smtpDown();
    const failed = mail();
    await box.send(failed);
    expect(await row(failed.subject)).toMatchObject({ status: "failed", link: failed.link });
    advance(OUTBOX_DEFAULTS.keepSentMs + SECOND);
    await box.deliverDue();
    const left = await t.db.selectFrom("mail_outbox").select(["subject", "status"]).execute();
    expect(left).toEqual([{ subject: failed.subject, status: "failed" }]);
    advance(OUTBOX_DEFAULTS.keepFailedMs);
    await box.deliverDue();
    expect(await t.db.selectFrom("mail_outbox").select("subject").execute()).toEqual([]);
  });

  it("sends one inbox at most the day's allowance, whatever case or +tag; the operator and the operator's own word always get through", async () => {
    const box = outbox({
      recipientDailyLimit: 3,
      isExemptRecipient: (address) => address === "operator@example.com",
    });
    const addresses = [
      "flood@example.com",
      "Flood@Example.com",
      "flood+1@example.com",
      "flood+2@example.com",
      "flood@example.com",
    ];
    for (const [index, to] of addresses.entries())
      await box.send({ ...mail(`Flood ${index}`), to });
    for (let index = 0; index < 5; index += 1)
      await box.send({ ...mail(`Operator ${index}`), to: "operator@example.com" });
    await box.send({
      ...mail("Status from the operator"),
      to: "flood@example.com",
      fromOperator: true,
    });
    const recipients = await t.db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject"])
      .execute();
    expect(
      recipients
        .filter((stored) => stored.subject.startsWith("Flood"))
        .map((stored) => stored.subject),
    ).toEqual(["Flood 0", "Flood 1", "Flood 2"]);
    expect(recipients.filter((stored) => stored.subject.startsWith("Operator"))).toHaveLength(5);
    expect(recipients.some((stored) => stored.subject === "Status from the operator")).toBe(true);
    expect(
      logged.some((entry) =>
        entry.message.startsWith("mail not sent: this address has had its mails for today"),
      ),
    ).toBe(true);
    // A day later the address gets mail again; a wildcard in an address matches only itself.
    advance(24 * 60 * 60 * 1000 + 1000);
    await box.send({ ...mail("Next day"), to: "flood@example.com" });
    await box.send({ ...mail("Wildcard"), to: "f%_d@example.com" });
    const later = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("subject", "in", ["Next day", "Wildcard"])
      .execute();
    expect(later).toHaveLength(2);
  });

  it("keeps a Reply-To on the operator's notification through a retry, and drops it from any mail to a visitor", async () => {
    const box = outbox({ isExemptRecipient: (address) => address === "operator@example.com" });
    transport.down = smtpDown();
    const notification = {
      ...mail("New booking request"),
      to: "operator@example.com",
      replyTo: "traveller@example.com",
    };
    await box.send(notification);
    expect((await row(notification.subject)).reply_to).toBe("traveller@example.com");
    transport.down = undefined;
    advance(31 * SECOND);
    expect(await box.deliverDue()).toMatchObject({ sent: 1 });
    expect(transport.delivered.find((sent) => sent.subject === notification.subject)?.replyTo).toBe(
      "traveller@example.com",
    );

    // A Reply-To aimed at a visitor's inbox, or one that is not a single plain address, is dropped.
    for (const [subject, to, replyTo] of [
      ["To a visitor", "guest@example.com", "attacker@example.com"],
      ["Two addresses", "operator@example.com", "a@example.com, b@example.com"],
      ["A display name", "operator@example.com", "Bank <phish@example.com>"],
      ["A header", "operator@example.com", "a@example.com\r\nBcc: b@example.com"],
    ] as const)
      await box.send({ ...mail(subject), to, replyTo });
    const dropped = await t.db
      .selectFrom("mail_outbox")
      .select(["subject", "reply_to"])
      .where("subject", "in", ["To a visitor", "Two addresses", "A display name", "A header"])
      .execute();
    expect(dropped).toHaveLength(4);
    expect(dropped.every((stored) => stored.reply_to === null)).toBe(true);
    expect(
      transport.delivered
        .filter((sent) => sent.subject !== notification.subject)
        .every((sent) => sent.replyTo === undefined),
    ).toBe(true);
    expect(logged.filter((entry) => entry.message.startsWith("Reply-To dropped"))).toHaveLength(4);
  });

  it("two processes' delivery loops on one database deliver every message exactly once", async () => {
    // A second connection pool (PostgreSQL) or connection (SQLite) to the same database: two processes.
    let other: DbHandle;
    if (kind === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      other = openDatabase({ databaseUrl: testPostgresUrl, pgSchema: rows[0]!.schema });
    } else {
      const { rows } = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(t.db);
      other = openDatabase({ sqliteFile: rows[0]!.file });
    }
    try {
      transport.down = smtpDown();
      const seed = outbox({ recipientDailyLimit: 1_000 });
      const subjects: string[] = [];
      for (let index = 0; index < 60; index += 1) {
        const queued = mail(`Concurrent ${kind} ${index}`);
        subjects.push(queued.subject);
        await seed.send(queued);
      }
      transport.down = undefined;
      transport.latencyMs = 5;
      advance(31 * SECOND);
      const loops = [t.db, t.db, other.db, other.db].map((db) =>
        outbox({ db: () => db, batchSize: 8 }),
      );
      const reports = await Promise.all(
        loops.map(async (loop) => {
          let sent = 0;
          for (let round = 0; round < 40; round += 1) {
            const report = await loop.deliverDue();
            sent += report.sent;
            if (report.sent + report.skipped === 0) break;
          }
          return sent;
        }),
      );
      expect(reports.reduce((sum, sent) => sum + sent, 0)).toBe(60);
      // More than one loop did the work, so they really competed.
      expect(reports.filter((sent) => sent > 0).length).toBeGreaterThan(1);
      for (const subject of subjects) expect(transport.count(subject)).toBe(1);
      const statuses = await t.db
        .selectFrom("mail_outbox")
        .select(["status", "attempts"])
        .execute();
      expect(statuses).toHaveLength(60);
      expect(statuses.every((stored) => stored.status === "sent" && stored.attempts === 2)).toBe(
        true,
      );
    } finally {
      await other.close();
    }
  });
});
