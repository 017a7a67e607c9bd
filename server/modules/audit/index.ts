// The audit module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The operator's live security audit: its checks, stored runs and probes.
export { runAbuseAudit } from "./abuse-audit";
export { openAuditCustomerSession } from "./customer-session";
export { runFurtherAudit } from "./security-audit-further";
export { latestAuditRun, nightlySecurityAuditJob, runAndStoreAudit } from "./security-audit-runs";
export { runSecurityAudit } from "./security-audit";
export type { AdminProbe } from "./security-audit";
