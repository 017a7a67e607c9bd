import { auditCounters, implementationPriorities, type AuditFinding } from "./security-audit";
import { auditRunDuration, auditRunTime, type AuditTrigger } from "./security-audit-runs";

/**
 * What /admin/security shows from a stored run (decision 0048), and the notices the button's
 * Post/Redirect/Get leaves in the address (`?run=…`). Pure, so the page's words are testable.
 */
export type RunNotice = "done" | "busy";

/** The `run` parameter of the page's address, or null for anything else (never an error). */
export function parseRunNotice(value: string | null): RunNotice | null {
  return value === "done" || value === "busy" ? value : null;
}

export const runNoticeText: Record<
  RunNotice,
  { tone: "success" | "error"; title: string; description: string }
> = {
  done: {
    tone: "success",
    title: "Checks finished",
    description: "The results below are from the run you just started.",
  },
  busy: {
    tone: "error",
    title: "Not run again yet",
    description:
      "The checks are running now or finished less than a minute ago; the results below are the latest. Try again in a minute.",
  },
};

const triggerText: Record<AuditTrigger, string> = {
  button: "run from this page",
  nightly: "the nightly run",
};

export interface AuditRunView {
  findings: AuditFinding[];
  further: AuditFinding[];
  checkedAt: string;
  /** "the nightly run, took 4 seconds" */
  about: string;
  counters: ReturnType<typeof auditCounters>;
  tiers: ReturnType<typeof implementationPriorities>;
}

/** The page's view of one stored run: counters over every finding, both groups. */
export function auditRunView(run: {
  findings: AuditFinding[];
  further: AuditFinding[];
  startedAt: string;
  trigger: AuditTrigger;
  durationMs: number;
}): AuditRunView {
  return {
    findings: run.findings,
    further: run.further,
    checkedAt: auditRunTime(run.startedAt),
    about: `${triggerText[run.trigger]}, took ${auditRunDuration(run.durationMs)}`,
    counters: auditCounters([...run.findings, ...run.further]),
    tiers: implementationPriorities(run.findings),
  };
}
