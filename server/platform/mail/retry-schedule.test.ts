import { describe, expect, it } from "vitest";
import { afterFailedAttempt } from "./retry-schedule";
import { OUTBOX_DEFAULTS } from "./outbox";

const queuedAt = new Date("2030-03-01T08:00:00Z");
const minutes = (n: number) => n * 60_000;
const after = (attempts: number, failedAt: Date) =>
  afterFailedAttempt(OUTBOX_DEFAULTS, { attempts, queuedAt }, failedAt);
const plus = (ms: number) => new Date(queuedAt.getTime() + ms);

describe("the outbox's retry rule", () => {
  it("waits 30 s, 2 min, 10 min... after the 1st, 2nd, 3rd failure", () => {
    expect(after(1, queuedAt)).toEqual({ giveUp: false, retryAt: plus(30_000) });
    expect(after(2, plus(30_000))).toEqual({ giveUp: false, retryAt: plus(30_000 + minutes(2)) });
    expect(after(3, plus(minutes(3)))).toEqual({ giveUp: false, retryAt: plus(minutes(13)) });
  });

  it("repeats the longest wait (2 h) once the list runs out", () => {
    expect(after(9, plus(minutes(600)))).toEqual({ giveUp: false, retryAt: plus(minutes(720)) });
  });

  it("gives up when the next try would be more than 24 h after the message was queued", () => {
    expect(after(10, plus(minutes(22 * 60)))).toEqual({
      giveUp: false,
      retryAt: plus(minutes(24 * 60)),
    });
    expect(after(11, plus(minutes(22 * 60 + 1)))).toEqual({ giveUp: true });
  });

  it("gives up after the last allowed attempt however young the message is", () => {
    expect(after(OUTBOX_DEFAULTS.maxAttempts, queuedAt)).toEqual({ giveUp: true });
    expect(after(OUTBOX_DEFAULTS.maxAttempts - 1, queuedAt).giveUp).toBe(false);
  });
});
