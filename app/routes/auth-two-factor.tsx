import { Link } from "react-router";
import type { Route } from "./+types/auth-two-factor";
import { AuthCard } from "~/features/auth/auth-card";
import { CodeField, CodeSubmit, Form, TotpCodeField } from "~/features/auth/two-factor-fields";
import { site } from "../../domain/site";

export function meta() {
  return [
    { title: `Enter your sign-in code | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export { loader, action } from "./auth-two-factor.server";

/** After the password, an operator proves the second factor: the app's code or a recovery code. */
export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const returnTo = loaderData.returnTo;
  const codeError = actionData?.field === "code" ? actionData.error : undefined;
  const recoveryError = actionData?.field === "recoveryCode" ? actionData.error : undefined;
  return (
    <AuthCard
      title="Enter your sign-in code"
      intro="Your password was right. Open your authenticator app and enter the code it shows for Kilele Expeditions."
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="totp" />
        {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
        <TotpCodeField idPrefix="two-factor" label="6-digit code" error={codeError} />
        <CodeSubmit idle="Verify code" busy="Checking..." />
      </Form>
      <details className="mt-6" open={recoveryError !== undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-forest-900 underline">
          Lost your device? Use a recovery code
        </summary>
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="recovery" />
          {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
          <CodeField
            idPrefix="two-factor"
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
            hint="Each recovery code works once."
            error={recoveryError}
          />
          <CodeSubmit idle="Use recovery code" busy="Checking..." />
        </Form>
      </details>
      <p className="mt-6 text-sm">
        <Link to="/auth" className="font-semibold text-forest-900 underline">
          Start again
        </Link>
      </p>
    </AuthCard>
  );
}
