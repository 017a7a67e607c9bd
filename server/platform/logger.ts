import pino from "pino";
import { logLevel } from "./config";

/** JSON lines to stdout; one logger for the whole process. */
export const logger = pino({
  level: logLevel(),
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
