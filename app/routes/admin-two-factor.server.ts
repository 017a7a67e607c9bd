import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-two-factor";
import { groupedSecret } from "../../domain/auth/two-factor";
import {
  readSession,
  requireStaff,
  staffRole,
  requireUser,
  TWO_FACTOR_SETUP_PATH,
  confirmEnrolmentAction,
  forgetRecoveryCodesCookie,
  pendingEnrolment,
  recoveryCodes,
  startEnrolmentAction,
  wantsRecoveryCodes,
} from "../../server/modules/accounts";
import { clientIpContext } from "../../server/platform/http/request-context";

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * An admin's enrolment in two-factor sign-in (decision 0046), outside the guarded admin area: an
 * admin without an authenticator app lands here from any /admin page. Signed out -> /auth, not an
 * admin -> /, already enrolled -> /admin (after showing the recovery codes once, right after the
 * app was confirmed).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readSession(request);
  const user = await requireUser(request, session);
  if (!(await staffRole(user.id))) throw redirect("/");
  if (session.secondFactor?.enrolled) {
    // A session that never passed the second factor signs in again (the admin gate says how).
    if (!session.secondFactor.passed) await requireStaff(request);
    if (!wantsRecoveryCodes(request.headers.get("cookie"))) throw redirect("/admin");
    return data(
      { step: "done" as const, codes: await recoveryCodes(user.id), pending: null },
      {
        headers: {
          ...privateHeaders,
          "Set-Cookie": forgetRecoveryCodesCookie(),
        },
      },
    );
  }
  const pending = await pendingEnrolment(user);
  return data(
    {
      step: pending ? ("confirm" as const) : ("start" as const),
      codes: null,
      pending: pending ? { ...pending, grouped: groupedSecret(pending.secret) } : null,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await readSession(request);
  const user = await requireUser(request, session);
  if (!(await staffRole(user.id))) throw redirect("/");
  if (session.secondFactor?.enrolled) throw redirect("/admin");
  const form = await request.formData();
  const clientIp = context.get(clientIpContext);
  const outcome =
    form.get("intent") === "confirm"
      ? await confirmEnrolmentAction(request, form, clientIp, TWO_FACTOR_SETUP_PATH)
      : await startEnrolmentAction(request, form, clientIp);
  if (outcome instanceof Response) return outcome;
  if (outcome === null) return redirect(TWO_FACTOR_SETUP_PATH, { headers: privateHeaders });
  return data(outcome, { status: outcome.status, headers: privateHeaders });
}
