import { getDb } from "../../../platform/db";
import { logger } from "../../../platform/logger";
import { pollPendingStkPayments } from "../attempts";
import { paymentProviders } from "./index";

/**
 * The payment status job (issue 16): Daraja's callbacks get lost, so pending STK prompts are
 * asked about with the status query, and paid attempts missing from the ledger are credited.
 * Safe in several processes at once: each attempt is claimed by one of them per round
 * (server/modules/payments/attempts.ts). An unref'd timer: it never holds the process open.
 */
const POLL_EVERY_MS = 15_000;
let timer: ReturnType<typeof setInterval> | undefined;
/** The round in progress, if any: one at a time, and a stop waits for it. */
let running: Promise<void> | null = null;

export function startPaymentStatusPolling(intervalMs = POLL_EVERY_MS): void {
  const providers = paymentProviders();
  if (timer || (!providers.mpesa && !providers.card)) return;
  timer = setInterval(() => {
    if (running) return;
    running = pollPendingStkPayments(getDb().db, paymentProviders())
      .then(({ queried, applied }) => {
        if (queried > 0 || applied.length > 0)
          logger.info({ queried, applied }, "payment status poll");
      })
      .catch((error: unknown) => logger.error({ err: error }, "payment status poll failed"))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
}

/** No further rounds; resolves once a round in progress has finished (at shutdown). */
export async function stopPaymentStatusPolling(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
