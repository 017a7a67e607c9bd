import { logger } from "./logger";

/**
 * Runs `turn` every `intervalMs` until stopped, never two turns at once (a slow turn makes the
 * next tick skip). A failing turn is logged with `failure` and the next tick tries again. The
 * timer is unref'd: it never keeps a process alive. Returns the way to stop.
 */
export function repeatEvery(
  intervalMs: number,
  failure: string,
  turn: () => Promise<unknown>,
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = turn()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
