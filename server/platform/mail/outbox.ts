import type { Kysely } from "kysely";
import type { Database, MailOutboxRow } from "../db/schema";
import type { MailAttachment, Mailer, MailTransport, OutgoingMail } from "./mailer";
import { afterFailedAttempt, type RetryPolicy } from "./retry-schedule";
import { inboxAddress, normalizeEmail } from "../../../domain/contact/email";
import { systemNow } from "../clock";

/**
 * The persisted mail outbox (decision 0006). `send` stores the message in `mail_outbox`, then
 * tries the transport at once; if the transport fails, the message stays queued and a delivery
 * loop retries it with backoff until it is sent or given up. The caller never sees a transport
 * failure: the booking or inquiry it belongs to is already stored and answered.
 *
 * Exactly one process delivers each message, however many share the database: a process claims a
 * row with one conditional UPDATE (status queued, or a claim that has expired, and due) that sets
 * its own `claim_token` and moves `next_attempt_at` to the end of the claim. On PostgreSQL a
 * second UPDATE of the same row waits for the first to commit, re-checks the condition, and
 * matches nothing; on SQLite writes are serialised. The claim's end doubles as the retry time if
 * the process dies mid-delivery, so a crash delays a message and never loses it.
 */

export interface OutboxLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailOutboxOptions {
  /** The database, read on each use (so the mailer can be built before the database is opened). */
  db: () => Kysely<Database>;
  /** The transport, read on each delivery (tests swap in a failing one). */
  transport: () => MailTransport;
  logger: OutboxLogger;
  /** The clock (tests move it forward instead of waiting). */
  now?: () => Date;
  /** Wait after the 1st, 2nd... failed attempt; the last value repeats. */
  retryDelaysMs?: readonly number[];
  /** Give up after this many attempts... */
  maxAttempts?: number;
  /** ...or once the next attempt would be this long after the message was queued. */
  giveUpAfterMs?: number;
  /** How long one process may hold a message it is delivering; longer than any delivery takes. */
  claimMs?: number;
  /** Messages one loop turn picks up at most. */
  batchSize?: number;
  /** Sent messages (their bodies are already cleared) are deleted after this long. */
  keepSentMs?: number;
  /** Messages given up on (their bodies hold links and personal data) are deleted after this long. */
  keepFailedMs?: number;
  /** `send` waits this long for the first attempt, then returns while it goes on (a silent SMTP server). */
  sendWaitMs?: number;
  /** First attempts composed and handed over at one time; the others wait their turn in order. */
  firstAttemptsAtOnce?: number;
  /**
   * Waiting first attempts that keep their message in memory; past this many, one waits as its
   * row's id and reads the message back from the outbox when its turn comes (a long burst of
   * bookings must not hold every mail body in the process).
   */
  firstAttemptsHeld?: number;
  /**
   * Mails one address may receive in 24 hours, every kind together; past it, a mail a visitor's
   * request caused is not sent (logged), so the site cannot be used to flood someone's inbox.
   */
  recipientDailyLimit?: number;
  /** Addresses the limit never applies to (the operator's own). */
  isExemptRecipient?: (address: string) => boolean;
}

export interface DeliveryReport {
  /** Claimed and handed over. */
  sent: number;
  /** Failed and scheduled again. */
  retried: number;
  /** Failed for good. */
  failed: number;
  /** Taken by another process first. */
  skipped: number;
}

export interface MailOutbox extends Mailer {
  /**
   * Stores messages as part of the caller's transaction (`executor`), so they exist exactly when
   * what they announce does. Returns the first delivery attempt, to run once the transaction has
   * committed; if the process dies before that, the delivery loop sends them after their claim.
   */
  queueWithin(executor: Kysely<Database>, mails: OutgoingMail[]): Promise<() => Promise<void>>;
  /** One loop turn: claims and delivers the messages that are due. Turns never overlap. */
  deliverDue(): Promise<DeliveryReport>;
  /** Runs `deliverDue` every `intervalMs` on an unref'd timer (it never keeps a process alive). */
  start(intervalMs?: number): void;
  /**
   * Stops the timer and waits for a turn in progress and for the first attempts under way; first
   * attempts still waiting their turn are not made (the delivery loop sends them after their claim).
   */
  stop(): Promise<void>;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const OUTBOX_DEFAULTS = {
  retryDelaysMs: [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR],
  maxAttempts: 25,
  giveUpAfterMs: 24 * HOUR,
  claimMs: 10 * MINUTE,
  batchSize: 20,
  keepSentMs: 7 * 24 * HOUR,
  keepFailedMs: 30 * 24 * HOUR,
  sendWaitMs: 10 * SECOND,
  firstAttemptsAtOnce: 8,
  firstAttemptsHeld: 500,
  intervalMs: 15 * SECOND,
  recipientDailyLimit: 10,
} as const;

/** One address and nothing else: no display name, list, comment or line break to smuggle in. */
const PLAIN_ADDRESS = /^[^\s@,;:<>()"\\]+@[^\s@,;:<>()"\\]+\.[^\s@,;:<>()"\\]+$/;

/**
 * Runs tasks `atOnce` at a time, the rest in the order they came. Once closed, a task still
 * waiting is not run at all, and `close` resolves when the tasks under way have finished.
 */
class TurnQueue {
  #running = 0;
  #closed = false;
  readonly #waiting: Array<(run: boolean) => void> = [];
  readonly #underWay = new Set<Promise<unknown>>();
  constructor(readonly atOnce: number) {}

  get waiting(): number {
    return this.#waiting.length;
  }

  /** The task's own result, or undefined when the queue closed before its turn. */
  async run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (this.#closed) return undefined;
    if (this.#running >= this.atOnce) {
      const go = await new Promise<boolean>((resolve) => this.#waiting.push(resolve));
      if (!go) return undefined;
    } else this.#running++;
    const running = task();
    this.#underWay.add(running);
    try {
      return await running;
    } finally {
      this.#underWay.delete(running);
      // The slot passes straight to the next task, so #running counts it still.
      const next = this.#waiting.shift();
      if (next) next(true);
      else this.#running--;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const skip of this.#waiting.splice(0)) skip(false);
    await Promise.allSettled([...this.#underWay]);
  }
}

/** A loop turn stops after this many failures in a row: the transport is down, the rest wait. */
const FAILURES_BEFORE_PAUSE = 3;
const PURGE_EVERY_MS = HOUR;

/** Files as stored in mail_outbox.attachments (JSON with base64 contents). */
export function attachmentsToText(attachments: readonly MailAttachment[]): string {
  return JSON.stringify(
    attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: content.toString("base64"),
    })),
  );
}

export function attachmentsFromText(text: string): MailAttachment[] {
  const stored = JSON.parse(text) as Array<{
    filename: string;
    contentType: string;
    base64: string;
  }>;
  return stored.map(({ filename, contentType, base64 }) => ({
    filename,
    contentType,
    content: Buffer.from(base64, "base64"),
  }));
}

/** One line for the row and the log: nodemailer adds the SMTP code and response. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const tags = [code, responseCode].filter(
    (tag) => tag !== undefined && !error.message.includes(String(tag)),
  );
  return `${error.message || error.name}${tags.length ? ` (${tags.join(", ")})` : ""}`.slice(
    0,
    1000,
  );
}

/** The outbox's options with their defaults filled in, and the queue of first attempts. */
interface Outbox {
  db: () => Kysely<Database>;
  transport: () => MailTransport;
  logger: OutboxLogger;
  now: () => Date;
  retryPolicy: RetryPolicy;
  claimMs: number;
  batchSize: number;
  keepSentMs: number;
  keepFailedMs: number;
  sendWaitMs: number;
  attemptTurns: TurnQueue;
  firstAttemptsHeld: number;
  recipientDailyLimit: number;
  isExemptRecipient: (address: string) => boolean;
}

function outboxOf(options: MailOutboxOptions): Outbox {
  return {
    db: options.db,
    transport: options.transport,
    logger: options.logger,
    now: options.now ?? (() => systemNow()),
    retryPolicy: {
      retryDelaysMs: options.retryDelaysMs ?? OUTBOX_DEFAULTS.retryDelaysMs,
      maxAttempts: options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts,
      giveUpAfterMs: options.giveUpAfterMs ?? OUTBOX_DEFAULTS.giveUpAfterMs,
    },
    claimMs: options.claimMs ?? OUTBOX_DEFAULTS.claimMs,
    batchSize: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
    keepSentMs: options.keepSentMs ?? OUTBOX_DEFAULTS.keepSentMs,
    keepFailedMs: options.keepFailedMs ?? OUTBOX_DEFAULTS.keepFailedMs,
    sendWaitMs: options.sendWaitMs ?? OUTBOX_DEFAULTS.sendWaitMs,
    attemptTurns: new TurnQueue(options.firstAttemptsAtOnce ?? OUTBOX_DEFAULTS.firstAttemptsAtOnce),
    firstAttemptsHeld: options.firstAttemptsHeld ?? OUTBOX_DEFAULTS.firstAttemptsHeld,
    recipientDailyLimit: options.recipientDailyLimit ?? OUTBOX_DEFAULTS.recipientDailyLimit,
    isExemptRecipient: options.isExemptRecipient ?? (() => false),
  };
}

const at = (base: Date, plusMs = 0) => new Date(base.getTime() + plusMs).toISOString();

const mailOf = (row: MailOutboxRow): OutgoingMail => ({
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  ...(row.link ? { link: row.link } : {}),
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  ...(row.attachments ? { attachments: attachmentsFromText(row.attachments) } : {}),
});

/**
 * A Reply-To stays only on a mail to the operator (or when it names the operator itself), and only
 * as one plain address: on a mail to a visitor any other one would carry an address someone typed
 * into a form (decision 0014).
 */
function withSafeReplyTo(outbox: Outbox, mail: OutgoingMail): OutgoingMail {
  if (mail.replyTo === undefined) return mail;
  if (outbox.isExemptRecipient(mail.to) && PLAIN_ADDRESS.test(mail.replyTo)) return mail;
  // The operator's own address as Reply-To (an admin's reply to an inquiry, decision 0072): no
  // visitor typed it, so answers reach the operator's inbox whatever address the mail is from.
  if (outbox.isExemptRecipient(mail.replyTo) && PLAIN_ADDRESS.test(mail.replyTo)) return mail;
  outbox.logger.warn(
    { to: mail.to, subject: mail.subject },
    "Reply-To dropped: only the operator's notifications carry one, as a single address",
  );
  const { replyTo: _dropped, ...rest } = mail;
  return rest;
}

type Claimed = Pick<MailOutboxRow, "id" | "attempts" | "created_at" | "claim_token">;
type AttemptOutcome = "sent" | "retried" | "failed";

/** Hands a claimed message to the transport and records the outcome under our claim. */
async function attempt(outbox: Outbox, row: Claimed, mail: OutgoingMail): Promise<AttemptOutcome> {
  try {
    await outbox.transport().deliver(mail);
  } catch (error) {
    return recordFailure(outbox, row, mail, error);
  }
  await recordSent(outbox, row, mail);
  return "sent";
}

const attemptContext = (row: Claimed, mail: OutgoingMail) => ({
  mailId: row.id,
  to: mail.to,
  subject: mail.subject,
  attempts: row.attempts,
});

/** A failed attempt: queued again after the retry policy's wait, or given up on. */
async function recordFailure(
  outbox: Outbox,
  row: Claimed,
  mail: OutgoingMail,
  error: unknown,
): Promise<AttemptOutcome> {
  const { logger } = outbox;
  const context = attemptContext(row, mail);
  const reason = describeMailError(error);
  const failedAt = outbox.now();
  const next = afterFailedAttempt(
    outbox.retryPolicy,
    { attempts: row.attempts, queuedAt: new Date(row.created_at) },
    failedAt,
  );
  const giveUp = next.giveUp;
  try {
    await outbox
      .db()
      .updateTable("mail_outbox")
      .set({
        status: giveUp ? "failed" : "queued",
        next_attempt_at: next.giveUp ? at(failedAt) : next.retryAt.toISOString(),
        claim_token: null,
        last_error: reason,
        updated_at: at(failedAt),
      })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token ?? "")
      .execute();
  } catch (dbError) {
    // The claim runs out and the message is tried again then.
    logger.error(
      { ...context, err: dbError, mailError: reason },
      "mail delivery failed and could not be recorded; it will be retried when its claim expires",
    );
    return "retried";
  }
  if (giveUp) {
    logger.error(
      { ...context, err: error },
      "mail delivery failed for good; gave up (mail_outbox status 'failed')",
    );
    return "failed";
  }
  logger.warn(
    { ...context, err: error, retryAt: next.retryAt.toISOString() },
    "mail delivery failed; queued for a retry",
  );
  return "retried";
}

/** A delivered message: marked sent under our claim, its contents cleared. */
async function recordSent(outbox: Outbox, row: Claimed, mail: OutgoingMail): Promise<void> {
  const context = attemptContext(row, mail);
  const sentAt = outbox.now();
  try {
    const result = await outbox
      .db()
      .updateTable("mail_outbox")
      // The body, link and reply address (a sign-in or reset link, personal details) are not
      // kept once sent; the row stays a week for the daily limit per recipient and for the
      // operator's record.
      .set({
        status: "sent",
        sent_at: at(sentAt),
        claim_token: null,
        last_error: null,
        updated_at: at(sentAt),
        text_body: "",
        html_body: "",
        link: null,
        reply_to: null,
        attachments: null,
      })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token ?? "")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      outbox.logger.warn(
        context,
        "mail delivered after its claim had expired; another process may deliver it again",
      );
  } catch (dbError) {
    outbox.logger.error(
      { ...context, err: dbError },
      "mail delivered but not marked sent; it may be delivered again when its claim expires",
    );
  }
}

/**
 * True when `mail` must not go out: its recipient has had the day's allowance and the mail is
 * not the operator's own word (a status mail is always sent, and counts). Logged, never thrown:
 * the booking or inquiry behind it is stored and the operator is told either way.
 */
async function overDailyLimit(
  outbox: Outbox,
  executor: Kysely<Database>,
  mail: OutgoingMail,
): Promise<boolean> {
  if (mail.fromOperator || outbox.isExemptRecipient(mail.to)) return false;
  // One range of the (inbox, created_at) index (migration 0022): this count runs inside every
  // booking's transaction, and without the index it read the whole table.
  const row = await executor
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("inbox", "=", inboxAddress(mail.to))
    .where("created_at", ">", at(outbox.now(), -DAY))
    .executeTakeFirstOrThrow();
  if (Number(row.n) < outbox.recipientDailyLimit) return false;
  outbox.logger.warn(
    { to: mail.to, subject: mail.subject, limit: outbox.recipientDailyLimit },
    "mail not sent: this address has had its mails for today (what the visitor sent is stored)",
  );
  return true;
}

/** Stores a message already claimed by this process, so no delivery loop takes it while we try it. */
async function store(
  outbox: Outbox,
  executor: Kysely<Database>,
  mail: OutgoingMail,
): Promise<Claimed> {
  const queuedAt = outbox.now();
  const row: Claimed = {
    id: mail.outboxId ?? crypto.randomUUID(),
    attempts: 1,
    created_at: at(queuedAt),
    claim_token: crypto.randomUUID(),
  };
  await executor
    .insertInto("mail_outbox")
    .values({
      ...row,
      recipient: normalizeEmail(mail.to),
      inbox: inboxAddress(mail.to),
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      link: mail.link ?? null,
      reply_to: mail.replyTo ?? null,
      // Left out without files, so a database from before migration 0014 still takes mail.
      ...(mail.attachments?.length ? { attachments: attachmentsToText(mail.attachments) } : {}),
      status: "sending",
      next_attempt_at: at(queuedAt, outbox.claimMs),
      last_error: null,
      updated_at: row.created_at,
      sent_at: null,
    })
    .execute();
  return row;
}

/**
 * The first attempt at a stored message. attempt() records every outcome itself and never
 * rejects; the caller need not wait for a slow transport (the request that sent the mail is
 * answered either way). If this process dies first, the claim runs out and the delivery loop
 * of whichever process is running sends the message.
 *
 * A few at a time (`attemptTurns`): nodemailer composes a message in a chain of setImmediate
 * steps, and with every booking's mails composing at once each turn of the event loop ran a
 * step of hundreds of them; under a booking load the turns grew to 150 ms and Node, which
 * accepts one new connection per turn, left connections waiting past a client's timeout
 * (decision 0039). In a queue the mails go out in order, a little later under load.
 */
// Not async: a suspended async function keeps its arguments, and this one's mail must be free
// to go once the queue holds the attempt as its row only.
function firstAttempt(outbox: Outbox, row: Claimed, mail: OutgoingMail): Promise<void> {
  return waitForFirstAttempt(
    outbox.sendWaitMs,
    outbox.attemptTurns.run(firstAttemptTask(outbox, row, mail)),
  );
}

/** The attempt as the queue will run it: with its mail, or (past the few held) from its row. */
function firstAttemptTask(
  outbox: Outbox,
  row: Claimed,
  mail: OutgoingMail,
): () => Promise<unknown> {
  // Each closure made in a function of its own: closures made in one function share its
  // variables, and the row's would keep the mail.
  return outbox.attemptTurns.waiting < outbox.firstAttemptsHeld
    ? attemptWith(outbox, row, mail)
    : attemptFromRow(outbox, row);
}
const attemptWith = (outbox: Outbox, row: Claimed, mail: OutgoingMail) => () =>
  attempt(outbox, row, mail);
const attemptFromRow = (outbox: Outbox, row: Claimed) => () => attemptAsStored(outbox, row);

/** At most `sendWaitMs`: a silent SMTP server holds no caller for longer. */
async function waitForFirstAttempt(
  sendWaitMs: number,
  attempting: Promise<unknown>,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    attempting,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, sendWaitMs);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/** A first attempt that waited as its row: the message as stored, if our claim still holds it. */
async function attemptAsStored(outbox: Outbox, row: Claimed): Promise<void> {
  const stored = await outbox
    .db()
    .selectFrom("mail_outbox")
    .selectAll()
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token ?? "")
    .executeTakeFirst();
  if (stored) await attempt(outbox, row, mailOf(stored));
}

async function send(outbox: Outbox, sent: OutgoingMail): Promise<void> {
  const mail = withSafeReplyTo(outbox, sent);
  let row: Claimed;
  try {
    if (await overDailyLimit(outbox, outbox.db(), mail)) return;
    row = await store(outbox, outbox.db(), mail);
  } catch (error) {
    // Nothing can keep the message: hand it over now, and let the caller hear if that fails too.
    outbox.logger.error(
      { err: error, to: mail.to, subject: mail.subject },
      "mail outbox unavailable; delivering directly, without retries",
    );
    await outbox.transport().deliver(mail);
    return;
  }
  await firstAttempt(outbox, row, mail);
}

async function queueWithin(
  outbox: Outbox,
  executor: Kysely<Database>,
  mails: OutgoingMail[],
): Promise<() => Promise<void>> {
  const stored: Array<{ row: Claimed; mail: OutgoingMail }> = [];
  for (const mail of mails.map((mail) => withSafeReplyTo(outbox, mail))) {
    if (!(await overDailyLimit(outbox, executor, mail)))
      stored.push({ row: await store(outbox, executor, mail), mail });
  }
  return async () => {
    // Handed to the queue and let go: a waiting attempt holds its mail only while few wait.
    const attempts = stored.splice(0).map(({ row, mail }) => firstAttempt(outbox, row, mail));
    await Promise.all(attempts);
  };
}

/** Deletes sent messages and those given up on once kept long enough; at most once an hour. */
function purgerOf(outbox: Outbox): () => Promise<void> {
  let lastPurge = 0;
  return async () => {
    const current = outbox.now();
    if (current.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = current.getTime();
    await outbox
      .db()
      .deleteFrom("mail_outbox")
      .where("status", "=", "sent")
      .where("sent_at", "<", at(current, -outbox.keepSentMs))
      .execute();
    await outbox
      .db()
      .deleteFrom("mail_outbox")
      .where("status", "=", "failed")
      .where("updated_at", "<", at(current, -outbox.keepFailedMs))
      .execute();
  };
}

/** One delivery loop turn: claims the due messages one by one and tries each, until the transport looks down. */
async function turn(outbox: Outbox, purge: () => Promise<void>): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const due = await outbox
    .db()
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "in", ["queued", "sending"])
    .where("next_attempt_at", "<=", at(outbox.now()))
    .orderBy("next_attempt_at")
    .limit(outbox.batchSize)
    .execute();
  let failuresInARow = 0;
  for (const { id } of due) {
    const claimed = await claim(outbox, id);
    if (!claimed) {
      report.skipped += 1;
      continue;
    }
    const outcome =
      claimed.attempts > outbox.retryPolicy.maxAttempts
        ? await abandon(outbox, claimed)
        : await attempt(outbox, claimed, mailOf(claimed));
    report[outcome] += 1;
    failuresInARow = outcome === "sent" ? 0 : failuresInARow + 1;
    if (failuresInARow >= FAILURES_BEFORE_PAUSE) break;
  }
  await purge();
  return report;
}

/** The message, claimed by this process for `claimMs`; none when another process claimed it first. */
async function claim(outbox: Outbox, id: string): Promise<MailOutboxRow | undefined> {
  const claimedAt = outbox.now();
  return outbox
    .db()
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      claim_token: crypto.randomUUID(),
      attempts: eb("attempts", "+", 1),
      next_attempt_at: at(claimedAt, outbox.claimMs),
      updated_at: at(claimedAt),
    }))
    .where("id", "=", id)
    .where("status", "in", ["queued", "sending"])
    .where("next_attempt_at", "<=", at(claimedAt))
    .returningAll()
    .executeTakeFirst();
}

/** A message whose every attempt was cut short (its process died each time): give up on it. */
async function abandon(outbox: Outbox, row: MailOutboxRow): Promise<"failed"> {
  const failedAt = at(outbox.now());
  await outbox
    .db()
    .updateTable("mail_outbox")
    .set({
      status: "failed",
      claim_token: null,
      next_attempt_at: failedAt,
      updated_at: failedAt,
      last_error: row.last_error ?? "no attempt finished",
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token ?? "")
    .execute();
  outbox.logger.error(
    { mailId: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts - 1 },
    "mail delivery failed for good; gave up (mail_outbox status 'failed')",
  );
  return "failed";
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const outbox = outboxOf(options);
  const purge = purgerOf(outbox);

  let running: Promise<DeliveryReport> | undefined;
  function deliverDue(): Promise<DeliveryReport> {
    running ??= turn(outbox, purge).finally(() => {
      running = undefined;
    });
    return running;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    send: (mail) => send(outbox, mail),
    queueWithin: (executor, mails) => queueWithin(outbox, executor, mails),
    deliverDue,
    start(intervalMs = OUTBOX_DEFAULTS.intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        deliverDue().catch((error: unknown) =>
          outbox.logger.error(
            { err: error },
            "mail delivery loop turn failed; it runs again shortly",
          ),
        );
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      // First attempts not yet begun are left to their claim: whichever process runs next sends
      // them once it has run out. Begun ones finish here, so none is delivered and left unmarked.
      await Promise.all([running?.catch(() => {}), outbox.attemptTurns.close()]);
    },
  };
}
