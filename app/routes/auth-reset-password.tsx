import type { Route } from "./+types/auth-reset-password";
import { ButtonLink } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/auth-card";
import { ResetPasswordForm } from "~/features/auth/auth-forms";
import { Notice } from "~/features/auth/notice";
import { site } from "../../domain/site";

export function meta() {
  return [
    { title: `Choose a new password | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * better-auth sends the reader here with ?token=... (or ?error=INVALID_TOKEN for a bad or used
 * link); a verification link opened outside the browser that signed up lands here with
 * &welcome=1, to choose the account's password (server/modules/accounts/auth.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return {
    token: token.length <= 512 ? token : "",
    invalid: url.searchParams.has("error") || !token,
    welcome: url.searchParams.get("welcome") === "1",
  };
}

export { action } from "./auth-reset-password.server";

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.notice.tone === "success";
  return (
    <AuthCard title="Choose a new password" intro="Pick a password you do not use on other sites.">
      {actionData ? <Notice notice={actionData.notice} className="mb-4" /> : null}
      {loaderData.welcome && !loaderData.invalid && !actionData ? (
        <Notice
          notice={{
            tone: "success",
            title: "Your email is verified",
            description:
              "To finish, choose the password for your account. This signs out any other device that was using it.",
          }}
          className="mb-4"
        />
      ) : null}
      {loaderData.invalid && !actionData ? (
        <Notice
          notice={{
            tone: "error",
            title: "Reset Failed",
            description: "This reset link is invalid or has expired. Please request a new one.",
          }}
          className="mb-4"
        />
      ) : null}
      {done ? (
        <ButtonLink to="/auth?tab=login" size="lg" className="w-full">
          Go to sign in
        </ButtonLink>
      ) : loaderData.invalid ? (
        <ButtonLink to="/auth?tab=forgot" variant="outline" size="lg" className="w-full">
          Request a new link
        </ButtonLink>
      ) : (
        <ResetPasswordForm token={loaderData.token} />
      )}
    </AuthCard>
  );
}
