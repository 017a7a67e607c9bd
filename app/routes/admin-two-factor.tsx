import type { Route } from "./+types/admin-two-factor";
import { ButtonLink } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/auth-card";
import { CodeField, CodeSubmit, Form, TotpCodeField } from "~/features/auth/two-factor-fields";
import { site } from "../../domain/site";

export function meta() {
  return [
    { title: `Set up two-factor sign-in | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export { loader, action } from "./admin-two-factor.server";

/**
 * Three steps: the password again; the secret (as text and as a link an authenticator app opens)
 * and a code to confirm it; then the recovery codes, shown once.
 */
export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const error = (field: string) =>
    actionData && "field" in actionData && actionData.field === field
      ? actionData.error
      : undefined;
  if (loaderData.step === "done")
    return (
      <AuthCard
        title="Save your recovery codes"
        intro="Two-factor sign-in is on. If you lose your device, each of these codes signs you in once. Keep them somewhere safe, away from this computer: they are shown only now."
      >
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
          {loaderData.codes.map((code) => (
            <li key={code} className="rounded border border-sand-200 bg-sand-50 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
        <ButtonLink to="/admin" size="lg" className="mt-6 w-full">
          Continue to the admin area
        </ButtonLink>
      </AuthCard>
    );
  if (loaderData.step === "confirm" && loaderData.pending)
    return (
      <AuthCard
        title="Set up two-factor sign-in"
        intro="Add Kilele Expeditions to an authenticator app (Google Authenticator, 1Password, Aegis and the like), then enter the code it shows."
      >
        <h2 className="text-base font-semibold">1. Add the account to your app</h2>
        <p className="mt-1 text-sm">
          On this device,{" "}
          <a href={loaderData.pending.uri} className="font-semibold text-forest-900 underline">
            open it in your authenticator app
          </a>
          . Or type this setup key into the app (a time-based key):
        </p>
        <p className="mt-2 rounded border border-sand-200 bg-sand-50 px-3 py-2 font-mono text-base break-all">
          <span className="sr-only">Setup key: </span>
          <span data-testid="totp-secret">{loaderData.pending.grouped}</span>
        </p>
        <h2 className="mt-6 text-base font-semibold">2. Confirm with a code</h2>
        <Form method="post" className="mt-2 grid gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <TotpCodeField
            idPrefix="enrol"
            label="6-digit code from your app"
            error={error("code")}
          />
          <CodeSubmit idle="Turn on two-factor sign-in" busy="Checking..." />
        </Form>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro="The admin area shows travellers' passports and medical notes, so it asks for a code from an authenticator app as well as your password. Setting it up takes a minute."
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="start" />
        <CodeField
          idPrefix="enrol"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          required
          error={error("password")}
        />
        <CodeSubmit idle="Set up two-factor sign-in" busy="Preparing..." />
      </Form>
    </AuthCard>
  );
}
