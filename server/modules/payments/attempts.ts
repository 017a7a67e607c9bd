import type { Kysely } from "kysely";
import type { Database, PaymentAttempt } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { ProviderUnavailableError, type MpesaStk, type PaymentProviders } from "./providers";
import { flagPaymentAttention, normaliseProviderReference, recordPayableEntry } from "./ledger";
import { payableColumns, payableKind, payableOf, type PayableRef } from "./payables";
import { formatMoney } from "../../../domain/money/format";
import { usdToKesMinor } from "../../../domain/money/conversion";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { InstalmentKind } from "../../../domain/payments/payment-plan";
import {
  displayMpesaPhone,
  MPESA_PHONE_ERROR,
  mpesaPhone,
  mpesaPromptPlan,
  readStkCallback,
  type StkQueryReading,
} from "../../../domain/payments/mpesa-stk";
import { systemNow } from "../../platform/clock";
import { env } from "../../platform/config";
import { requestLimit, tooManyRequestsSentence } from "../../platform/http/rate-limiters";
import { LIMITS } from "../../platform/limits";
import {
  readStripeEvent,
  type CompletedCheckoutSession,
} from "../../../domain/payments/stripe-event";

/**
 * Payments through a provider (issue 16, decisions 0027 and 0062), for a payable (a booking, or
 * any kind registered in payables.ts): what is due, starting an M-Pesa STK
 * prompt or a Stripe Checkout Session for it, and applying what the provider reports (callback,
 * status query, webhook) exactly once.
 *
 * Exactly once, however many callbacks, queries, webhooks and processes: an attempt moves from
 * `pending` to `paid` (or `needs-attention`) by one conditional update, which fixes the ledger's
 * provider reference (the M-Pesa receipt, the CheckoutRequestID when only the status query
 * knew, or the card's payment intent). Whoever sees a paid attempt then asks the ledger to
 * record it, and the ledger records one entry per provider reference (a unique index), so a
 * crash between the two steps is healed by the next report or by the poller.
 */

/**
 * What can be paid now on a payable, as its kind says (for a booking: the first instalment not yet
 * paid in full), with what an M-Pesa prompt asks for it.
 */
export interface AmountDue {
  payable: PayableRef;
  reference: string;
  /** What the payer calls the payable ("booking"). */
  noun: string;
  /** The card page's words for it: the trip's name. */
  description: string;
  kind: InstalmentKind;
  dueDate: string;
  /** Minor units of the booking's ledger currency (decision 0035); card payments are charged in it. */
  amountMinor: number;
  /** USD, or KES for a booking priced only in shillings. */
  currency: PaymentCurrency;
  /**
   * What M-Pesa asks for, in whole Kenya shillings (minor units, a multiple of 100): the amount
   * itself on a KES booking, else the dollars at the booking's rate; null without a rate.
   */
  kesAmountMinor: number | null;
  /** When the payable stops taking this payment (a held booking's hold end, ISO-8601); null: never. */
  expiresAt: string | null;
  /**
   * What one M-Pesa prompt asks for now: `kesAmountMinor`, or M-Pesa's per-transaction limit
   * (MPESA_MAX_PROMPT_KES) when the amount is larger; `kesPrompts` is how many prompts the whole
   * amount takes. Null without a KES amount.
   */
  kesPromptMinor: number | null;
  kesPrompts: number;
  /** The rate a USD amount was counted in shillings at, and the day the operator set it; null on a KES booking. */
  kesRate: { kesMinorPerUsd: number; setOn: string | null } | null;
}

/** M-Pesa's most per prompt, in KES minor units (MPESA_MAX_PROMPT_KES). */
export function mpesaMaxPromptMinor(): number {
  return env().MPESA_MAX_PROMPT_KES * 100;
}

export async function amountDue(
  db: Kysely<Database>,
  payable: PayableRef,
  now: Date = systemNow(),
): Promise<AmountDue | null> {
  const owner = payableKind(payable.kind);
  const due = await owner.due(db, payable.id, now);
  if (!due || due.amountMinor <= 0) return null;
  const rate = due.currency === "KES" ? null : due.kesRate;
  const kesMinor =
    due.currency === "KES"
      ? due.amountMinor
      : rate
        ? usdToKesMinor(due.amountMinor, rate.kesMinorPerUsd)
        : null;
  // M-Pesa takes whole shillings: rounded up, so the payable is never left a few cents short.
  const kes = kesMinor === null ? null : Math.ceil(kesMinor / 100) * 100;
  const plan = kes === null ? null : mpesaPromptPlan(kes, mpesaMaxPromptMinor());
  return {
    payable,
    reference: due.reference,
    noun: owner.noun,
    description: due.description,
    kind: due.instalment,
    dueDate: due.dueDate,
    amountMinor: due.amountMinor,
    currency: due.currency,
    kesAmountMinor: kes,
    expiresAt: due.expiresAt,
    kesPromptMinor: plan?.promptMinor ?? null,
    kesPrompts: plan?.prompts ?? 0,
    kesRate: rate,
  };
}

export interface ServiceOutcome {
  status: 200 | 400 | 403 | 404 | 409 | 429 | 502 | 503;
  /** One sentence for the traveller. */
  message: string;
  attempt?: PaymentAttempt;
  redirectUrl?: string;
}

/** A prompt at most this often per booking, and this many an hour: a phone is not a doorbell. */
export const STK_RESEND_AFTER_MS = 30_000;
export const STK_PROMPTS_PER_HOUR = 5;
/** The first status query waits for the callback this long (Safaricom prompts time out after ~1 min). */
export const STK_FIRST_QUERY_AFTER_MS = 45_000;
export const STK_QUERY_EVERY_MS = 30_000;
/** Past this the prompt has long expired: the attempt stops being queried. */
export const STK_GIVE_UP_AFTER_MS = 30 * 60_000;

const iso = (date: Date) => date.toISOString();
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

async function newAttempt(
  db: Kysely<Database>,
  payable: PayableRef,
  values: Pick<PaymentAttempt, "method" | "kind" | "amount_minor" | "currency" | "phone">,
  now: Date,
): Promise<PaymentAttempt> {
  const attempt: PaymentAttempt = {
    ...payableColumns(payable),
    ...values,
    id: crypto.randomUUID(),
    provider_request_id: null,
    status: "starting",
    result: null,
    provider_reference: null,
    next_query_at: null,
    queries: 0,
    created_at: iso(now),
    updated_at: iso(now),
  };
  await db.insertInto("payment_attempts").values(attempt).execute();
  return attempt;
}

async function markStarted(
  db: Kysely<Database>,
  attempt: PaymentAttempt,
  providerRequestId: string,
  now: Date,
  nextQueryAt: string | null,
): Promise<PaymentAttempt> {
  const changes = {
    provider_request_id: providerRequestId,
    status: "pending" as const,
    next_query_at: nextQueryAt,
    updated_at: iso(now),
  };
  await db
    .updateTable("payment_attempts")
    .set(changes)
    .where("id", "=", attempt.id)
    .where("status", "=", "starting")
    .execute();
  return { ...attempt, ...changes };
}

async function markFailed(db: Kysely<Database>, attemptId: string, result: string, now: Date) {
  await db
    .updateTable("payment_attempts")
    .set({
      status: "failed",
      result: result.slice(0, 500),
      next_query_at: null,
      updated_at: iso(now),
    })
    .where("id", "=", attemptId)
    .where("status", "in", ["starting", "pending"])
    .execute();
}

// ---- M-Pesa STK Push -------------------------------------------------------------------------

/**
 * Who asks for a prompt for which payable, and to which phone. A prompt goes to the payer's phone
 * on file; a number typed on the page (`phone`) is used instead only when `mayChoosePhone`: for a
 * booking, the visitor holds its pay link (its key came by mail to the booking's address) or is its
 * signed-in owner. `clientAddress` counts against the per-address allowance.
 */
export interface StkRequest {
  payable: PayableRef;
  phone?: string | null;
  mayChoosePhone: boolean;
  clientAddress: string;
  now?: Date;
}

export async function startStkPayment(
  db: Kysely<Database>,
  providers: PaymentProviders,
  input: StkRequest,
): Promise<ServiceOutcome> {
  const now = input.now ?? systemNow();
  const mpesa = providers.mpesa;
  if (!mpesa) return { status: 404, message: "M-Pesa prompts are not offered on this site." };
  const addressWait = await stkPromptsPerAddress.take(input.clientAddress);
  if (addressWait !== null)
    return { status: 429, message: tooManyRequestsSentence(addressWait, " from here") };
  const target = await promptPhone(db, input);
  if ("status" in target) return target;
  const { noun } = payableKind(input.payable.kind);
  const due = await amountDue(db, input.payable, now);
  if (!due) return { status: 409, message: `Nothing is due on this ${noun} right now.` };
  const { kesPromptMinor } = due;
  if (kesPromptMinor === null)
    return {
      status: 409,
      message: `M-Pesa prompts are not available for this ${noun} yet: please pay by card, Paybill or bank transfer.`,
    };
  const tooSoon = await stkPromptsExceeded(db, input.payable, now);
  if (tooSoon) return tooSoon;
  const phoneWait = await stkPromptsPerPhone.take(target.phone);
  if (phoneWait !== null)
    return {
      status: 429,
      message: tooManyRequestsSentence(phoneWait, " to this phone number"),
    };
  return sendStkPrompt(db, mpesa, { ...due, kesAmountMinor: kesPromptMinor }, target.phone, now);
}

const stkPromptsPerAddress = requestLimit(LIMITS.stkPromptsPerAddress);
const stkPromptsPerPhone = requestLimit(LIMITS.stkPromptsPerPhone);

/** The sentence when a number is typed by someone who may only prompt the phone on file. */
export function otherPhoneRefusal(noun: string): string {
  return `The prompt goes to the phone on your ${noun}. To use another number, open the payment link in your email or sign in.`;
}

/** The sentence when a number is typed by someone who may only prompt the booking's phone. */
export const OTHER_PHONE_REFUSAL = otherPhoneRefusal("booking");

/** The phone the prompt goes to (2547XXXXXXXX), or the refusal: see StkRequest. */
async function promptPhone(
  db: Kysely<Database>,
  input: StkRequest,
): Promise<{ phone: string } | ServiceOutcome> {
  const { noun, payerPhone } = payableKind(input.payable.kind);
  const onFile = await payerPhone(db, input.payable.id);
  if (onFile === undefined) return { status: 404, message: `We have no such ${noun}.` };
  const typed = input.phone?.trim() ?? "";
  if (typed && !input.mayChoosePhone) return { status: 403, message: otherPhoneRefusal(noun) };
  if (typed) {
    const phone = mpesaPhone(typed);
    return phone ? { phone } : { status: 400, message: MPESA_PHONE_ERROR };
  }
  const payers = onFile ? mpesaPhone(onFile) : null;
  if (payers) return { phone: payers };
  return input.mayChoosePhone
    ? { status: 400, message: MPESA_PHONE_ERROR }
    : {
        status: 409,
        message: `Your ${noun} has no Kenyan M-Pesa number. Open the payment link in your email to enter one, or pay another way.`,
      };
}

/**
 * The refusal when the payable's prompts come too fast: one per STK_RESEND_AFTER_MS, and
 * STK_PROMPTS_PER_HOUR in the last hour. Null when another prompt may go.
 */
async function stkPromptsExceeded(
  db: Kysely<Database>,
  payable: PayableRef,
  now: Date,
): Promise<ServiceOutcome | null> {
  const recent = await db
    .selectFrom("payment_attempts")
    .select(["created_at"])
    .where("payable_kind", "=", payable.kind)
    .where("payable_id", "=", payable.id)
    .where("method", "=", "mpesa-stk")
    .where("created_at", ">", iso(new Date(now.getTime() - 60 * 60_000)))
    .execute();
  const lastSent = recent.reduce(
    (latest, row) => (row.created_at > latest ? row.created_at : latest),
    "",
  );
  if (lastSent > iso(new Date(now.getTime() - STK_RESEND_AFTER_MS)))
    return {
      status: 429,
      message:
        "A prompt was sent a moment ago: check your phone, or wait half a minute to send it again.",
    };
  if (recent.length >= STK_PROMPTS_PER_HOUR)
    return {
      status: 429,
      message: "Five prompts were sent in the last hour: please wait, or pay by Paybill instead.",
    };
  return null;
}

/**
 * Stores the attempt, then asks Daraja to prompt the phone: a pending attempt when it did, a
 * failed one when it refused or could not be reached.
 */
async function sendStkPrompt(
  db: Kysely<Database>,
  mpesa: MpesaStk,
  due: AmountDue & { kesAmountMinor: number },
  phone: string,
  now: Date,
): Promise<ServiceOutcome> {
  const attempt = await newAttempt(
    db,
    due.payable,
    {
      method: "mpesa-stk",
      kind: due.kind,
      amount_minor: due.kesAmountMinor,
      currency: "KES",
      phone,
    },
    now,
  );
  try {
    const started = await mpesa.start({
      attemptId: attempt.id,
      payable: due.payable,
      noun: due.noun,
      reference: due.reference,
      kind: due.kind,
      amountMinor: due.kesAmountMinor,
      currency: "KES",
      description: due.description,
      phone,
      returnUrl: "",
    });
    if (!started.started) {
      await markFailed(db, attempt.id, started.reason, now);
      logger.warn({ payable: due.payable, reason: started.reason }, "mpesa stk push refused");
      return {
        status: 502,
        message: `M-Pesa could not send a prompt to ${displayMpesaPhone(phone)}. Check that the number uses M-Pesa, or pay another way.`,
      };
    }
    const pending = await markStarted(
      db,
      attempt,
      started.providerRequestId,
      now,
      later(now, STK_FIRST_QUERY_AFTER_MS),
    );
    // The CheckoutRequestID, never beside the amount: the two together were what a forged
    // callback needed (issue 26).
    logger.info(
      { payable: due.payable, checkoutRequestId: started.providerRequestId },
      "mpesa stk push sent",
    );
    return {
      status: 200,
      message: `Check your phone: enter your M-Pesa PIN to pay ${formatMoney(due.kesAmountMinor, "KES")} to Kilele Expeditions.`,
      attempt: pending,
    };
  } catch (error) {
    await markFailed(db, attempt.id, error instanceof Error ? error.message : String(error), now);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    logger.error({ err: error, payable: due.payable }, "mpesa stk push failed: Daraja unreachable");
    return {
      status: 503,
      message: "M-Pesa is not answering right now. Please try again in a few minutes.",
    };
  }
}

/** What the site did with one report from a provider (logged; tests assert on it). */
export type Applied =
  | "credited"
  | "duplicate"
  | "failed"
  | "unknown"
  | "mismatch"
  | "unreadable"
  | "pending"
  | "not-credited";

/**
 * One report about an STK prompt. Only Daraja's status query decides whether a prompt was paid:
 * a callback is Daraja's only by its secret URL, so what it claims is checked with the query
 * (issue 26). Neither carries an amount the site believes: a paid prompt is credited at the
 * amount it asked for (a prompt cannot be part-paid).
 */
interface StkReport {
  checkoutRequestId: string;
  paid: boolean;
  description: string;
  /** The M-Pesa receipt a callback names (unchecked: kept for the operator, never a reference). */
  receipt: string | null;
  source: "callback" | "query";
}

function attemptByProviderId(db: Kysely<Database>, providerRequestId: string) {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("provider_request_id", "=", providerRequestId)
    .executeTakeFirst();
}

/**
 * A paid attempt's ledger entry, recorded if it is not there yet (the ledger records one per
 * provider reference, so every process that sees the attempt paid may call this).
 */
async function creditPaidAttempt(
  db: Kysely<Database>,
  attempt: PaymentAttempt,
  recordedBy: "mpesa" | "stripe",
  now: Date,
): Promise<Applied> {
  const outcome = await recordPayableEntry(db, payableOf(attempt), {
    amountMinor: attempt.amount_minor,
    currency: attempt.currency,
    method: attempt.method,
    providerReference: attempt.provider_reference,
    recordedBy,
    // The receipt a callback named (attempt.result) goes in the note, for the operator to match.
    note: `${attempt.method === "card" ? "Stripe Checkout" : "M-Pesa STK Push"} ${attempt.provider_request_id ?? ""} (${attempt.kind})${attempt.result?.startsWith("M-Pesa receipt ") ? `, ${attempt.result}` : ""}`,
    now,
  });
  // Recorded: the ledger published PaymentRecorded, and the receipt mail went with it.
  if (outcome.recorded) {
    // The amount without the provider's references (an M-Pesa one is the CheckoutRequestID).
    logger.info(
      { payable: payableOf(attempt), attemptId: attempt.id, amountMinor: attempt.amount_minor },
      `${recordedBy} payment credited`,
    );
    return "credited";
  }
  if (outcome.reason === "duplicate") return "duplicate";
  logger.error(
    {
      payable: payableOf(attempt),
      reference: attempt.provider_reference,
      reason: outcome.reason,
    },
    `${recordedBy} payment not credited`,
  );
  await flagPaymentAttention(db, {
    provider: recordedBy,
    reference: attempt.provider_reference,
    bookingId: attempt.booking_id,
    reason: `A confirmed payment could not be added to the ledger (${outcome.reason}).`,
    payloadSummary: `${formatMoney(attempt.amount_minor, attempt.currency)} via ${attempt.provider_request_id ?? "?"}`,
    now,
  });
  return "not-credited";
}

/**
 * Moves a pending attempt to paid or needs-attention, once. The process whose update changed the
 * row is the one that flags a mismatch; every process that finds it paid makes sure it is credited.
 */
async function settleAttempt(
  db: Kysely<Database>,
  attempt: PaymentAttempt,
  report: { paidMinor: number | null; providerReference: string; description: string },
  provider: "mpesa" | "stripe",
  now: Date,
): Promise<Applied> {
  if (attempt.status === "paid") return creditPaidAttempt(db, attempt, provider, now);
  if (attempt.status !== "pending" && attempt.status !== "starting") return "duplicate";
  const matches = report.paidMinor === null || report.paidMinor === attempt.amount_minor;
  const changed = await db
    .updateTable("payment_attempts")
    .set({
      status: matches ? "paid" : "needs-attention",
      // As the ledger stores it, so the poller's join finds the entry.
      provider_reference: normaliseProviderReference(report.providerReference),
      result: report.description.slice(0, 500),
      next_query_at: null,
      updated_at: iso(now),
    })
    .where("id", "=", attempt.id)
    .where("status", "in", ["starting", "pending"])
    .executeTakeFirst();
  const current = await db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("id", "=", attempt.id)
    .executeTakeFirstOrThrow();
  if (Number(changed.numUpdatedRows) === 0)
    return current.status === "paid" ? creditPaidAttempt(db, current, provider, now) : "duplicate";
  if (matches) return creditPaidAttempt(db, current, provider, now);
  const paid = formatMoney(report.paidMinor ?? 0, attempt.currency);
  const requested = formatMoney(attempt.amount_minor, attempt.currency);
  logger.warn(
    { bookingId: attempt.booking_id, reference: report.providerReference, paid, requested },
    `${provider} payment amount does not match the request: not credited`,
  );
  await flagPaymentAttention(db, {
    provider,
    reference: report.providerReference,
    bookingId: attempt.booking_id,
    reason: `The amount paid (${paid}) does not match the amount requested (${requested}); it was not credited.`,
    payloadSummary: `${attempt.provider_request_id ?? ""}: ${report.description}`.slice(0, 300),
    now,
  });
  return "mismatch";
}

async function applyStkReport(
  db: Kysely<Database>,
  report: StkReport,
  now: Date,
): Promise<Applied> {
  const attempt = await attemptByProviderId(db, report.checkoutRequestId);
  if (!attempt || attempt.method !== "mpesa-stk") {
    logger.warn(
      {
        checkoutRequestId: report.checkoutRequestId,
        receipt: report.receipt,
        source: report.source,
      },
      "mpesa report for an unknown STK request: not credited",
    );
    if (report.paid)
      await flagPaymentAttention(db, {
        provider: "mpesa",
        reference: report.receipt ?? report.checkoutRequestId,
        reason:
          "M-Pesa reported a payment for a prompt this site did not send; it was not credited.",
        payloadSummary: `CheckoutRequestID ${report.checkoutRequestId}`,
        now,
      });
    return "unknown";
  }
  if (!report.paid) {
    if (attempt.status !== "pending" && attempt.status !== "starting") return "duplicate";
    await markFailed(db, attempt.id, report.description, now);
    logger.info(
      {
        bookingId: attempt.booking_id,
        checkoutRequestId: report.checkoutRequestId,
        result: report.description,
      },
      "mpesa stk prompt not paid",
    );
    return "failed";
  }
  const applied = await settleAttempt(
    db,
    attempt,
    {
      paidMinor: null,
      // The CheckoutRequestID Daraja confirmed, never a receipt a callback only claims: a made-up
      // receipt could take another payment's place in the ledger (its references are unique).
      providerReference: report.checkoutRequestId,
      description: report.receipt ? `M-Pesa receipt ${report.receipt}` : report.description,
    },
    "mpesa",
    now,
  );
  if (applied === "duplicate" && report.receipt)
    // Paid per the status query first: keep the receipt the late callback brings, for the operator.
    await db
      .updateTable("payment_attempts")
      .set({ result: `M-Pesa receipt ${report.receipt}`, updated_at: iso(now) })
      .where("id", "=", attempt.id)
      .where("status", "=", "paid")
      // The first receipt named stays: a later callback cannot rewrite it.
      .where((eb) =>
        eb.or([eb("result", "is", null), eb("result", "not like", "M-Pesa receipt %")]),
      )
      .execute();
  if (applied === "duplicate")
    logger.info(
      {
        checkoutRequestId: report.checkoutRequestId,
        receipt: report.receipt,
        source: report.source,
      },
      "mpesa report already applied",
    );
  return applied;
}

/**
 * The first 300 characters of a report as JSON, for the operator's needs-attention entry. A body
 * nested thousands of levels deep overflows JSON.stringify's stack: it is summarised, not thrown.
 */
function payloadSummary(body: unknown): string | null {
  try {
    return JSON.stringify(body)?.slice(0, 300) ?? null;
  } catch {
    return "(not summarised: nested too deeply to print)";
  }
}

/**
 * Daraja's callback body (the route has already checked the secret path token and the sender's
 * address). What it says is not taken on its word: a callback for a prompt still pending makes
 * the server ask Daraja's status query about that CheckoutRequestID, the same question the
 * status poller asks, and the query's answer is what is applied. When Daraja cannot be asked,
 * or has no answer yet, the prompt stays pending for the poller.
 */
export async function applyStkCallback(
  db: Kysely<Database>,
  providers: PaymentProviders,
  body: unknown,
  now: Date = systemNow(),
): Promise<Applied> {
  const reading = readStkCallback(body);
  if (!reading.ok) {
    logger.warn(
      { reason: reading.reason, checkoutRequestId: reading.checkoutRequestId },
      "mpesa callback unreadable: not credited",
    );
    await flagPaymentAttention(db, {
      provider: "mpesa",
      reference: reading.checkoutRequestId ?? null,
      reason: `An M-Pesa callback could not be read (${reading.reason}); nothing was credited.`,
      payloadSummary: payloadSummary(body),
      now,
    });
    return "unreadable";
  }
  const result = reading.result;
  const claim: StkReport = {
    checkoutRequestId: result.checkoutRequestId,
    paid: result.outcome === "paid",
    description: result.description,
    receipt: result.outcome === "paid" ? result.receipt : null,
    source: "callback",
  };
  const attempt = await attemptByProviderId(db, claim.checkoutRequestId);
  const open =
    attempt?.method === "mpesa-stk" &&
    (attempt.status === "pending" || attempt.status === "starting");
  // A prompt this site never sent, or one already settled: nothing is credited from the claim.
  if (!open || !providers.mpesa) return applyStkReport(db, claim, now);
  const applied = await askDaraja(db, providers.mpesa, claim.checkoutRequestId, now, claim);
  if (applied === "unreachable" || applied === "pending") {
    logger.info(
      { checkoutRequestId: claim.checkoutRequestId, claimed: claim.paid ? "paid" : "not paid" },
      "mpesa callback not confirmed by the status query yet: left pending for the poller",
    );
    return "pending";
  }
  if (applied === "failed" && claim.paid) {
    logger.warn(
      { bookingId: attempt.booking_id, checkoutRequestId: claim.checkoutRequestId },
      "mpesa callback said paid, the status query says not: not credited",
    );
    await flagPaymentAttention(db, {
      provider: "mpesa",
      reference: claim.receipt,
      bookingId: attempt.booking_id,
      reason:
        "An M-Pesa callback said this prompt was paid, but Daraja's status query says it was not paid; nothing was credited.",
      payloadSummary: payloadSummary(body),
      now,
    });
  }
  return applied;
}

/**
 * Daraja's status query about one prompt, applied: the one way a prompt becomes paid or failed,
 * for the poller and for a callback alike. "unreachable": Daraja could not be asked (logged).
 */
async function askDaraja(
  db: Kysely<Database>,
  mpesa: NonNullable<PaymentProviders["mpesa"]>,
  checkoutRequestId: string,
  now: Date,
  callback?: StkReport,
): Promise<Applied | "unreachable"> {
  let reading: StkQueryReading;
  try {
    reading = await mpesa.query(checkoutRequestId);
  } catch (error) {
    logger.warn({ err: error, checkoutRequestId }, "mpesa status query failed");
    return "unreachable";
  }
  if (reading.state === "pending" || reading.state === "unreadable") return "pending";
  return applyStkReport(
    db,
    {
      checkoutRequestId,
      paid: reading.state === "paid",
      description: reading.description,
      receipt: reading.state === "paid" ? (callback?.receipt ?? null) : null,
      source: callback ? "callback" : "query",
    },
    now,
  );
}

/**
 * One round of the status poller: pending prompts whose callback is late are asked about, each by
 * one process (a conditional update claims it until its next query time); paid attempts whose
 * ledger entry is missing (a crash between the two steps) are credited.
 */
export async function pollPendingStkPayments(
  db: Kysely<Database>,
  providers: PaymentProviders,
  now: Date = systemNow(),
  limit = 10,
): Promise<{ queried: number; applied: Applied[] }> {
  const applied: Applied[] = [];
  const mpesa = providers.mpesa;
  let queried = 0;
  if (mpesa) {
    const due = await db
      .selectFrom("payment_attempts")
      .selectAll()
      .where("method", "=", "mpesa-stk")
      .where("status", "=", "pending")
      .where("next_query_at", "<=", iso(now))
      .orderBy("next_query_at")
      .limit(limit)
      .execute();
    for (const attempt of due) {
      const claimed = await db
        .updateTable("payment_attempts")
        .set({
          next_query_at: later(now, STK_QUERY_EVERY_MS),
          queries: attempt.queries + 1,
          updated_at: iso(now),
        })
        .where("id", "=", attempt.id)
        .where("status", "=", "pending")
        .where("next_query_at", "=", attempt.next_query_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || !attempt.provider_request_id) continue;
      queried++;
      const outcome = await askDaraja(db, mpesa, attempt.provider_request_id, now);
      if (outcome === "unreachable") continue;
      if (
        outcome === "pending" &&
        now.getTime() - Date.parse(attempt.created_at) > STK_GIVE_UP_AFTER_MS
      ) {
        await markFailed(db, attempt.id, "No answer from M-Pesa: the prompt expired.", now);
        applied.push("failed");
      } else applied.push(outcome);
    }
  }
  const uncredited = await db
    .selectFrom("payment_attempts")
    .leftJoin("payments", "payments.provider_reference", "payment_attempts.provider_reference")
    .selectAll("payment_attempts")
    .where("payment_attempts.status", "=", "paid")
    .where("payments.id", "is", null)
    .limit(limit)
    .execute();
  for (const attempt of uncredited)
    applied.push(
      await creditPaidAttempt(db, attempt, attempt.method === "card" ? "stripe" : "mpesa", now),
    );
  return { queried, applied };
}

// ---- Card (Stripe Checkout) ------------------------------------------------------------------

/** A Checkout Session lives 24 hours; the same amount due reuses its session within this. */
const CHECKOUT_REUSE_MS = 23 * 60 * 60_000;

/**
 * When a held booking's card page closes: with the hold, but Stripe keeps a Checkout Session open
 * 30 minutes at least, so a hold ending sooner closes its page through Stripe's API instead
 * (session-expiry.ts); a minute's margin keeps the request inside Stripe's bounds.
 */
function cardPageExpiry(holdExpiresAt: string, now: Date): Date {
  const earliest = now.getTime() + 31 * 60_000;
  return new Date(Math.max(earliest, new Date(holdExpiresAt).getTime()));
}

/**
 * One Checkout Session per amount due: the same payable, instalment and amount within a day
 * reuses the attempt, whose id is Stripe's idempotency key, so Stripe answers with the same session.
 */
function reusableCardAttempt(db: Kysely<Database>, due: AmountDue, now: Date) {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("payable_kind", "=", due.payable.kind)
    .where("payable_id", "=", due.payable.id)
    .where("method", "=", "card")
    .where("kind", "=", due.kind)
    .where("amount_minor", "=", due.amountMinor)
    .where("currency", "=", due.currency)
    .where("status", "in", ["starting", "pending"])
    .where("created_at", ">", iso(new Date(now.getTime() - CHECKOUT_REUSE_MS)))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

export async function startCardPayment(
  db: Kysely<Database>,
  providers: PaymentProviders,
  input: { payable: PayableRef; returnUrl: string; now?: Date },
): Promise<ServiceOutcome> {
  const now = input.now ?? systemNow();
  const card = providers.card;
  if (!card) return { status: 404, message: "Card payments are not offered on this site." };
  const due = await amountDue(db, input.payable, now);
  if (!due)
    return {
      status: 409,
      message: `Nothing is due on this ${payableKind(input.payable.kind).noun} right now.`,
    };
  const existing = await reusableCardAttempt(db, due, now);
  const attempt =
    existing ??
    (await newAttempt(
      db,
      due.payable,
      {
        method: "card",
        kind: due.kind,
        amount_minor: due.amountMinor,
        currency: due.currency,
        phone: null,
      },
      now,
    ));
  try {
    const started = await card.start({
      attemptId: attempt.id,
      payable: due.payable,
      noun: due.noun,
      reference: due.reference,
      kind: due.kind,
      amountMinor: due.amountMinor,
      currency: due.currency,
      description: due.description,
      returnUrl: input.returnUrl,
      expiresAt: due.expiresAt ? cardPageExpiry(due.expiresAt, now) : undefined,
    });
    if (!started.started || !started.redirectUrl) {
      const reason = started.started ? "no checkout page" : started.reason;
      await markFailed(db, attempt.id, reason, now);
      logger.warn({ payable: due.payable, reason }, "stripe checkout session refused");
      return {
        status: 502,
        message: "Card payment could not be started. Please try again or pay another way.",
      };
    }
    const pending =
      attempt.status === "pending"
        ? attempt
        : await markStarted(db, attempt, started.providerRequestId, now, null);
    return {
      status: 200,
      message: "Opening the card payment page.",
      attempt: pending,
      redirectUrl: started.redirectUrl,
    };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    logger.error(
      { err: error, payable: due.payable },
      "stripe checkout session failed: Stripe unreachable",
    );
    return {
      status: 503,
      message: "Card payment is not answering right now. Please try again in a few minutes.",
    };
  }
}

export interface WebhookAnswer {
  status: 200 | 400 | 404;
  body: { received: true; applied: Applied | "ignored" } | { error: string };
}

/**
 * Stripe's webhook: the signature over the raw body first (a bad one is refused with 400 and a
 * log line, and nothing is read from it), then each event id applied once.
 */
export async function applyStripeWebhook(
  db: Kysely<Database>,
  providers: PaymentProviders,
  rawBody: string,
  signature: string | undefined,
  now: Date = systemNow(),
): Promise<WebhookAnswer> {
  const card = providers.card;
  if (!card) return { status: 404, body: { error: "Card payments are not configured." } };
  let verified: unknown;
  try {
    verified = card.verifyEvent(rawBody, signature);
  } catch (error) {
    logger.warn(
      {
        // Stripe's message runs to a paragraph; its first sentence says what failed.
        reason: (error instanceof Error ? error.message : String(error)).split(/[.\n]/)[0],
        bytes: rawBody.length,
      },
      "stripe webhook refused: bad signature, nothing applied",
    );
    return { status: 400, body: { error: "The Stripe-Signature header does not sign this body." } };
  }
  // Signed is not well formed: the shape is checked before anything reads it (issue 26).
  const event = readStripeEvent(verified);
  if (!event.ok) {
    logger.warn(
      { problem: event.problem, bytes: rawBody.length },
      "stripe webhook refused: signed but malformed, nothing applied",
    );
    return { status: 400, body: { error: `The event is signed but is ${event.problem}.` } };
  }
  const seen = await db
    .selectFrom("payment_provider_events")
    .select("event_id")
    .where("provider", "=", "stripe")
    .where("event_id", "=", event.id)
    .executeTakeFirst();
  if (seen) {
    logger.info({ eventId: event.id }, "stripe event already applied");
    return { status: 200, body: { received: true, applied: "duplicate" } };
  }
  let applied: Applied | "ignored" = "ignored";
  if (event.completedCheckout?.payment_status === "paid")
    applied = await applyCompletedCheckout(db, event.completedCheckout, now);
  // Stored after applying: a crash before this line gets the event again from Stripe's retry,
  // and applying it again credits nothing twice (the attempt and the ledger say so).
  await db
    .insertInto("payment_provider_events")
    .values({ provider: "stripe", event_id: event.id, type: event.type, received_at: iso(now) })
    .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
    .execute();
  return { status: 200, body: { received: true, applied } };
}

async function applyCompletedCheckout(
  db: Kysely<Database>,
  session: CompletedCheckoutSession,
  now: Date,
): Promise<Applied> {
  const paymentIntent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : ((session.payment_intent as { id?: string } | null)?.id ?? session.id);
  const attempt = await attemptByProviderId(db, session.id);
  if (!attempt || attempt.method !== "card") {
    logger.warn(
      { sessionId: session.id, paymentIntent },
      "stripe payment for an unknown checkout: not credited",
    );
    await flagPaymentAttention(db, {
      provider: "stripe",
      reference: paymentIntent,
      reason: "A card payment arrived for a checkout this site did not start; it was not credited.",
      payloadSummary: `Checkout Session ${session.id}, ${session.amount_total ?? "?"} ${session.currency ?? ""}`,
      now,
    });
    return "unknown";
  }
  const sameCurrency = (session.currency ?? "").toUpperCase() === attempt.currency;
  return settleAttempt(
    db,
    attempt,
    {
      // A different currency never matches: counted as a mismatch, not converted.
      paidMinor: sameCurrency ? (session.amount_total ?? 0) : -1,
      providerReference: paymentIntent,
      description: `checkout.session.completed ${session.id}`,
    },
    "stripe",
    now,
  );
}

/** The latest attempts of a payable, newest first (the pay page shows the pending prompt). */
export function recentAttempts(db: Kysely<Database>, payable: PayableRef, limit = 5) {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("payable_kind", "=", payable.kind)
    .where("payable_id", "=", payable.id)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}
