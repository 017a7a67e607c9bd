import { redirect } from "react-router";
import type { Route } from "./+types/security";
import { adminUserContext } from "./layout.server";
import { auditRunView, parseRunNotice } from "../../../domain/admin/security-audit-page";
import { systemNow } from "../../../server/platform/clock";
import { runLiveSecurityAudit } from "../../../server/http/security-audit-live";
import { latestAuditRun, runAndStoreAudit } from "../../../server/modules/audit";
import { dbContext } from "../../../server/platform/http/request-context";

/**
 * /admin/security shows the latest stored run of the audit and never runs a check itself
 * (decision 0048): the checks make test accounts and ask hundreds of prices, which a page view
 * (or a reload, or a prefetch) should not do. They run when the operator presses the button
 * (the action below) and nightly (server/lifecycle/scheduled-jobs.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const run = await latestAuditRun(context.get(dbContext));
  return {
    run: run ? auditRunView(run) : null,
    notice: parseRunNotice(new URL(request.url).searchParams.get("run")),
  };
}

/**
 * "Run the checks now": runs every check once, stores the run, and sends the browser back to the
 * page (Post/Redirect/Get), which then shows it. A run in progress, or one less than a minute
 * old, is not repeated: the page says so instead.
 */
export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const outcome = await runAndStoreAudit(context.get(dbContext), {
    trigger: "button",
    triggeredBy: admin.id,
    now: systemNow(),
    runChecks: runLiveSecurityAudit,
  });
  return redirect(`/admin/security?run=${outcome.kind === "stored" ? "done" : "busy"}`, 303);
}
