import type { Route } from "./+types/auth-verified";
import { ButtonLink } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/auth-card";
import { Notice } from "~/features/auth/notice";
import { verificationTexts } from "../../domain/auth/verification-result";
import { site } from "../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? verificationTexts[loaderData.result].title : "Email verification";
  return [{ title: `${title} | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

export { loader } from "./auth-verified.server";

export default function EmailVerified({ loaderData }: Route.ComponentProps) {
  const { result, signedIn } = loaderData;
  const { title, intro } = verificationTexts[result];
  if (result !== "verified") {
    return (
      <AuthCard title={title} intro={intro}>
        <ButtonLink to="/auth?tab=login" size="lg" className="w-full">
          Sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={intro}>
      <Notice
        notice={{
          tone: "success",
          title: signedIn ? "You are signed in" : "You can sign in now",
          description: signedIn
            ? "Your bookings and their references are on your dashboard."
            : "Sign in with your email and password to see your bookings.",
        }}
        className="mb-4"
      />
      <div className="grid gap-3">
        {signedIn ? (
          <ButtonLink to="/dashboard" size="lg" className="w-full">
            Go to My Adventures
          </ButtonLink>
        ) : (
          <ButtonLink to="/auth?tab=login" size="lg" className="w-full">
            Sign in
          </ButtonLink>
        )}
        <ButtonLink to="/#adventures" reloadDocument variant="outline" size="lg" className="w-full">
          Browse Adventures
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
