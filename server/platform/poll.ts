import { logger } from "./logger";

/**
 * Runs `task` every `intervalMs`, never two at once (a slow turn makes the next one wait for the
 * following tick), logging a failure as `failure` instead of throwing. Returns the way to stop.
 * The timer is unref'd: it never keeps a process alive. The published catalogue's and pages'
 * version rows are polled with it (decisions 0065, 0067).
 */
export function pollEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  failure: string,
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
