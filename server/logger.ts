import pino from "pino";

/** JSON lines to stdout; one logger for the whole process. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
