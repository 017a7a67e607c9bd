import { data, redirect } from "react-router";
import type { Route } from "./+types/auth-two-factor";
import { safeReturnPath } from "../../domain/auth/return-path";
import {
  getSessionUser,
  hasTwoFactorChallenge,
  verifySecondFactorAction,
} from "../../server/modules/accounts";
import { clientIpContext } from "../../server/platform/http/request-context";

/** The second step of an operator's sign-in; without a pending sign-in there is nothing to ask. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("redirect"));
  if (await getSessionUser(request)) throw redirect(returnTo ?? "/admin");
  if (!hasTwoFactorChallenge(request.headers.get("cookie")))
    throw redirect(returnTo ? `/auth?redirect=${encodeURIComponent(returnTo)}` : "/auth");
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await verifySecondFactorAction(
    request,
    await request.formData(),
    context.get(clientIpContext),
  );
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}
