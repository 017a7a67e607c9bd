import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import { safeReturnPath } from "../../domain/auth/return-path";
import {
  requestResetAction,
  signInAction,
  signUpAction,
  getSessionUser,
} from "../../server/modules/accounts";
import { clientIpContext } from "../../server/platform/http/request-context";
import { NO_STORE } from "../lib/no-store.server";

export type AuthView = "login" | "signup" | "forgot";

function viewFrom(url: URL): AuthView {
  const tab = url.searchParams.get("tab");
  return tab === "signup" || tab === "forgot" ? tab : "login";
}

const bookedEmailSchema = z.email().max(254);

/**
 * The address a first-time booker booked with, carried by the confirmation page's "See my
 * bookings" (issue 28): the forms start with it. Anything that is not an email is ignored.
 */
function bookedEmailFrom(url: URL): string | null {
  const parsed = bookedEmailSchema.safeParse(url.searchParams.get("email")?.trim());
  return parsed.success ? parsed.data : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Only a page of this site is remembered (an open redirect would lend our name to phishing).
  const returnTo = safeReturnPath(url.searchParams.get("redirect"));
  if (await getSessionUser(request)) throw redirect(returnTo ?? "/dashboard");
  const bookedEmail = bookedEmailFrom(url);
  // A page holding someone's address is theirs alone: never kept by a cache or the page cache.
  return data(
    { view: viewFrom(url), returnTo, bookedEmail },
    bookedEmail ? { headers: NO_STORE } : undefined,
  );
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
