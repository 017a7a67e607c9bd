import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { fieldClasses } from "~/features/booking/booking-fields";
import { PASSWORD_MIN } from "../../../domain/auth/password-rules";
import { accountDeletionTexts } from "../../../domain/account/account-forms";
import type { AccountActionData } from "./account-model";

/**
 * The account page's three forms (issue 17): plain POSTs to the page's action, so they work
 * without JavaScript. A refused form lists its problems at the top, each linked to its field,
 * and shows each sentence under the field; values come back, passwords never do.
 */

type Answer = AccountActionData | undefined;

function answerFor(answer: Answer, intent: AccountActionData["intent"]) {
  return answer?.intent === intent ? answer : undefined;
}

/** A field's id: `account-<name>`, or `account-<form>-<name>` where two forms share a field name. */
function fieldId(name: string, form?: string): string {
  return form ? `account-${form}-${name}` : `account-${name}`;
}

function ErrorSummary({
  answer,
  labels,
  form,
}: {
  answer: Answer;
  labels: Record<string, string>;
  form?: string;
}) {
  const entries = Object.entries(answer?.errors ?? {}).filter(([, error]) => error);
  if (!entries.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {entries.length === 1
          ? "One thing needs a change:"
          : `${entries.length} things need a change:`}
      </p>
      <ul className="mt-2 list-disc pl-5">
        {entries.map(([field, error]) => (
          <li key={field}>
            <a href={`#${fieldId(field, form)}`} className="underline">
              {labels[field] ?? field}
            </a>
            : {error}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TextField({
  name,
  label,
  answer,
  hint,
  form,
  ...input
}: {
  name: string;
  label: string;
  answer: Answer;
  hint?: string;
  form?: string;
  type: string;
  autoComplete: string;
  defaultValue?: string;
}) {
  const id = fieldId(name, form);
  return (
    <FormField id={id} label={label} hint={hint} error={answer?.errors[name]}>
      {(described) => (
        <input id={id} name={name} required className={fieldClasses} {...input} {...described} />
      )}
    </FormField>
  );
}

/** The password that confirms a change is asked by its owner (email and password change). */
function CurrentPasswordField({ answer, form }: { answer: Answer; form?: string }) {
  return (
    <TextField
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
      answer={answer}
      form={form}
    />
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-sand-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function EmailChangeForm({
  currentEmail,
  answer,
}: {
  currentEmail: string;
  answer: Answer;
}) {
  const mine = answerFor(answer, "change-email");
  const busy = useBusy("change-email");
  return (
    <Panel id="email-heading" title="Change your email">
      <p className="mt-2 text-sm">
        Your account uses <strong>{currentEmail}</strong>. We send a link to the new address, and
        the change happens when you open it; we tell your current address as well. Bookings made
        with the new address before the change do not come with it.
      </p>
      {/* Keyed by the answer, so a refused form comes back without the password. */}
      <Form
        key={JSON.stringify(mine?.errors ?? {})}
        method="post"
        className="mt-4 grid gap-4"
        aria-labelledby="email-heading"
      >
        <input type="hidden" name="intent" value="change-email" />
        <ErrorSummary
          answer={mine}
          form="email"
          labels={{ newEmail: "New email address", currentPassword: "Current password" }}
        />
        <TextField
          name="newEmail"
          label="New email address"
          type="email"
          autoComplete="email"
          defaultValue={mine?.values.newEmail ?? ""}
          answer={mine}
          form="email"
        />
        <CurrentPasswordField answer={mine} form="email" />
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? "Sending…" : "Send the confirmation link"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function PasswordChangeForm({ answer }: { answer: Answer }) {
  const mine = answerFor(answer, "change-password");
  const busy = useBusy("change-password");
  return (
    <Panel id="password-heading" title="Change your password">
      <p className="mt-2 text-sm">
        Every other device signed in to your account is signed out, and we email you a notice.
      </p>
      {/* Keyed by the answer, so a refused form comes back empty: passwords are never kept. */}
      <Form
        key={JSON.stringify(mine?.errors ?? {})}
        method="post"
        className="mt-4 grid gap-4"
        aria-labelledby="password-heading"
      >
        <input type="hidden" name="intent" value="change-password" />
        <ErrorSummary
          answer={mine}
          labels={{
            currentPassword: "Current password",
            newPassword: "New password",
            confirmPassword: "New password again",
          }}
        />
        <CurrentPasswordField answer={mine} />
        <TextField
          name="newPassword"
          label="New password"
          hint={`At least ${PASSWORD_MIN} characters; a common password is refused.`}
          type="password"
          autoComplete="new-password"
          answer={mine}
        />
        <TextField
          name="confirmPassword"
          label="New password again"
          type="password"
          autoComplete="new-password"
          answer={mine}
        />
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? "Changing…" : "Change my password"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function DeleteAccountForm({
  answer,
  blocking,
  bookingCount,
}: {
  answer: Answer;
  blocking: Array<{ reference: string; trip: string; date: string }>;
  bookingCount: number;
}) {
  const mine = answerFor(answer, "delete-account");
  const busy = useBusy("delete-account");
  const understoodError = mine?.errors.understood;
  return (
    <Panel id="delete-heading" title="Delete your account">
      <div className="mt-2 grid gap-3 text-sm">
        <p className="font-semibold">What is deleted:</p>
        <ul className="list-disc pl-5">
          {accountDeletionTexts.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="font-semibold">
          What is kept
          {bookingCount
            ? ` (your ${bookingCount === 1 ? "booking" : `${bookingCount} bookings`})`
            : ""}
          :
        </p>
        <ul className="list-disc pl-5">
          {accountDeletionTexts.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <span className="font-semibold">Why: </span>
          {accountDeletionTexts.why}
        </p>
        <p>It cannot be undone. Download your data first if you want a copy.</p>
      </div>
      {blocking.length ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p>{accountDeletionTexts.blockedByTrip}</p>
          <ul className="mt-2 list-disc pl-5">
            {blocking.map((trip) => (
              <li key={trip.reference}>
                {trip.trip}, {trip.date} (reference {trip.reference})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Form method="post" className="mt-4 grid gap-4" aria-labelledby="delete-heading">
          <input type="hidden" name="intent" value="delete-account" />
          <ErrorSummary
            answer={mine}
            labels={{ password: "Your password", understood: "Confirmation" }}
          />
          <TextField
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            answer={mine}
          />
          <div>
            <label className="flex min-h-6 items-start gap-2 text-sm">
              <input
                id="account-understood"
                type="checkbox"
                name="understood"
                value="yes"
                required
                defaultChecked={mine?.values.understood === "yes"}
                className="mt-0.5 size-5 accent-red-700"
                {...(understoodError
                  ? { "aria-invalid": true, "aria-describedby": "account-understood-error" }
                  : {})}
              />
              I have read what is deleted and what is kept, and I want to delete my account.
            </label>
            {understoodError ? (
              <p id="account-understood-error" className="mt-1 text-sm font-semibold text-red-800">
                {understoodError}
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </Form>
      )}
    </Panel>
  );
}
