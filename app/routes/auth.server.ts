import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { safeReturnPath } from "../../domain/auth/return-path";
import {
  requestResetAction,
  signInAction,
  signUpAction,
  getSessionUser,
} from "../../server/modules/accounts";
import { clientIpContext } from "../../server/platform/http/request-context";

export type AuthView = "login" | "signup" | "forgot";

function viewFrom(url: URL): AuthView {
  const tab = url.searchParams.get("tab");
  return tab === "signup" || tab === "forgot" ? tab : "login";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Only a page of this site is remembered (an open redirect would lend our name to phishing).
  const returnTo = safeReturnPath(url.searchParams.get("redirect"));
  if (await getSessionUser(request)) throw redirect(returnTo ?? "/dashboard");
  return { view: viewFrom(url), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const clientIp = context.get(clientIpContext);
  const outcome =
    intent === "signup"
      ? await signUpAction(request, form, clientIp)
      : intent === "forgot"
        ? await requestResetAction(request, form, clientIp)
        : await signInAction(request, form, clientIp);
  if (outcome instanceof Response) return outcome;
  // The sign-up marker cookie (server/modules/accounts/sign-up-marker.ts) goes to the browser as a header.
  const { setCookies = [], ...shown } = outcome;
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return data(shown, { status: outcome.status, headers });
}
