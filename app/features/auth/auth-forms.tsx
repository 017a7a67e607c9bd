import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "./fields";
import { PASSWORD_MIN } from "../../../domain/auth/password-rules";

function SubmitButton({ idle, busy }: { idle: string; busy: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting}>
      {submitting ? busy : idle}
    </Button>
  );
}

export function LoginForm({ email, returnTo }: { email?: string; returnTo?: string | null }) {
  return (
    <Form method="post" action="/auth?tab=login" className="grid gap-4">
      <input type="hidden" name="intent" value="login" />
      {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
      <Field
        idPrefix="login"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={email}
      />
      <Field
        idPrefix="login"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
      />
      <SubmitButton idle="Sign In" busy="Signing in..." />
      <p className="text-center text-sm">
        <Link to="/auth?tab=forgot" className="font-semibold text-forest-800 underline">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}

export function SignUpForm({ name, email }: { name?: string; email?: string }) {
  return (
    <Form method="post" action="/auth?tab=signup" className="grid gap-4">
      <input type="hidden" name="intent" value="signup" />
      <Field
        idPrefix="signup"
        label="Full name"
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={name}
      />
      <Field
        idPrefix="signup"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={email}
      />
      <Field
        idPrefix="signup"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={128}
        hint={`At least ${PASSWORD_MIN} characters. Very common passwords are refused.`}
      />
      <Field
        idPrefix="signup"
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={128}
      />
      <SubmitButton idle="Create Account" busy="Creating account..." />
    </Form>
  );
}

export function ForgotPasswordForm({ email }: { email?: string }) {
  return (
    <Form method="post" action="/auth?tab=forgot" className="grid gap-4">
      <input type="hidden" name="intent" value="forgot" />
      <Field
        idPrefix="forgot"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={email}
      />
      <SubmitButton idle="Send reset link" busy="Sending..." />
      <p className="text-center text-sm">
        <Link to="/auth?tab=login" className="font-semibold text-forest-800 underline">
          Back to sign in
        </Link>
      </p>
    </Form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      <Field
        idPrefix="reset"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={128}
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <Field
        idPrefix="reset"
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={128}
      />
      <SubmitButton idle="Set new password" busy="Saving..." />
    </Form>
  );
}
