import { Form, useNavigation } from "react-router";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "./fields";

/** A labelled input with its error right beneath it, tied to it for screen readers. */
export function CodeField({
  label,
  name,
  idPrefix,
  hint,
  error,
  ...props
}: ComponentProps<"input"> & {
  label: string;
  name: string;
  idPrefix: string;
  hint?: string;
  error?: string;
}) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className={inputClasses}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-earth-900/80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The six digits from an authenticator app (phones offer the one-time code from the keyboard). */
export function TotpCodeField({
  idPrefix,
  label,
  error,
}: {
  idPrefix: string;
  label: string;
  error?: string;
}) {
  return (
    <CodeField
      idPrefix={idPrefix}
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      error={error}
    />
  );
}

export function CodeSubmit({ idle, busy }: { idle: string; busy: string }) {
  const navigation = useNavigation();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={navigation.state === "submitting"}>
      {navigation.state === "submitting" ? busy : idle}
    </Button>
  );
}

export { Form };
