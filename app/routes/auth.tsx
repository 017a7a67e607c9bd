import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { AuthCard, AuthTabs } from "~/features/auth/auth-card";
import { ForgotPasswordForm, LoginForm, SignUpForm } from "~/features/auth/auth-forms";
import { Notice } from "~/features/auth/notice";
import {
  requestResetAction,
  signInAction,
  signUpAction,
} from "../../server/auth/actions";
import { getSessionUser } from "../../server/auth/session";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { safeReturnPath } from "../../domain/auth/return-path";

type View = "login" | "signup" | "forgot";

function viewFrom(url: URL): View {
  const tab = url.searchParams.get("tab");
  return tab === "signup" || tab === "forgot" ? tab : "login";
}

// Indexable, with one canonical address for its tabs and ?redirect= variants: people search for
// the operator's sign-in page, and the public-route bar is SEO 100 (a noindex page scores 63).
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign in or create an account",
    description: "Sign in to follow your trek and safari bookings, or create an account.",
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
  });
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
  const outcome =
    intent === "signup"
      ? await signUpAction(request, form, context.clientIp)
      : intent === "forgot"
        ? await requestResetAction(request, form, context.clientIp)
        : await signInAction(request, form, context.clientIp);
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view;
  // Only show an answer on the form that produced it.
  const outcome = actionData?.intent === view ? actionData : undefined;
  const fields = outcome?.fields;

  if (view === "forgot") {
    return (
      <AuthCard
        title="Reset your password"
        intro="Enter the email address of your account and we will send you a link to choose a new password."
      >
        {outcome ? <Notice notice={outcome.notice} className="mb-4" /> : null}
        <ForgotPasswordForm email={fields?.email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={view === "signup" ? "Create your account" : "Welcome back"}
      intro={
        view === "signup"
          ? "Sign up to follow your bookings with us."
          : "Sign in to see your adventures and bookings."
      }
    >
      <AuthTabs view={view} returnTo={loaderData.returnTo} />
      {outcome ? <Notice notice={outcome.notice} className="mb-4" /> : null}
      {view === "signup" ? (
        outcome?.notice.tone === "success" ? null : (
          <SignUpForm name={fields?.name} email={fields?.email} />
        )
      ) : (
        <LoginForm email={fields?.email} returnTo={loaderData.returnTo} />
      )}
    </AuthCard>
  );
}
