import type { Route } from "./+types/auth";
import { Link } from "react-router";
import { AuthCard, AuthTabs, authQuery } from "~/features/auth/auth-card";
import { ForgotPasswordForm, LoginForm, SignUpForm } from "~/features/auth/auth-forms";
import { Notice } from "~/features/auth/notice";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";

// Indexable, with one canonical address for its tabs and ?redirect= variants: people search for
// the operator's sign-in page, and the public-route bar is SEO 100 (a noindex page scores 63).
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign in or create an account",
    description: "Sign in to follow your trek and safari bookings, or create an account.",
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
    language: languageFrom(matches),
  });
}

export { action, loader } from "./auth.server";

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

  const { returnTo, bookedEmail } = loaderData;
  const email = fields?.email ?? bookedEmail ?? undefined;
  return (
    <AuthCard
      title={view === "signup" ? "Create your account" : "Welcome back"}
      intro={
        view === "signup"
          ? bookedEmail
            ? "You booked without an account. Create one with the email you booked with, and your bookings appear in it once you confirm the address."
            : "Sign up to follow your bookings with us."
          : "Sign in to see your adventures and bookings."
      }
    >
      <AuthTabs view={view} returnTo={returnTo} email={bookedEmail} />
      {outcome ? <Notice notice={outcome.notice} className="mb-4" /> : null}
      {view === "signup" ? (
        outcome?.notice.tone === "success" ? null : (
          <SignUpForm name={fields?.name} email={email} />
        )
      ) : (
        <>
          <LoginForm email={email} returnTo={returnTo} />
          {/* A first-time booker sent here by "See my bookings" has no password yet (issue 28). */}
          <p className="mt-6 border-t border-sand-200 pt-4 text-sm" data-testid="new-booker-note">
            New here?{" "}
            <Link
              to={`/auth?tab=signup${authQuery(returnTo, bookedEmail)}`}
              className="font-semibold text-forest-800 underline"
            >
              Create an account with the email you booked with
            </Link>
            : your bookings appear in it once you confirm the address.
          </p>
        </>
      )}
    </AuthCard>
  );
}
