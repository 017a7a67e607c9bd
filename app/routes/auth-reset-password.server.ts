import { data } from "react-router";
import type { Route } from "./+types/auth-reset-password";
import { resetPasswordAction } from "../../server/modules/accounts";
import { clientIpContext } from "../../server/platform/http/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await resetPasswordAction(
    request,
    await request.formData(),
    context.get(clientIpContext),
  );
  return data(outcome, { status: outcome.status });
}
