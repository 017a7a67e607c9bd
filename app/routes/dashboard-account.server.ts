import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard-account";
import {
  accountDeletionTexts,
  parseAccountDeletion,
  parseEmailChange,
  parsePasswordChange,
  wrongCurrentPassword,
} from "../../domain/account/account-forms";
import { shortReference } from "../../domain/booking/reference";
import { formatTravelDate } from "../../domain/calendar";
import {
  authErrorMessage,
  callAuth,
  cookieHeaders,
  errorCodeOf,
  getAuth,
  getSessionUser,
  isAdmin,
  requireUser,
  emailChangeRequestedEmail,
  bookingsBlockingDeletion,
  dataSubjectOf,
  type SessionUser,
} from "../../server/modules/accounts";
import { siteContacts } from "../../server/platform/config";
import { keepEmailBookingsWithAccount } from "../../server/modules/bookings";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { getMailer } from "../../server/platform/mail";
import type { AccountActionData, AccountNoticeKey } from "~/features/account/account-model";
import { NO_STORE } from "../lib/no-store.server";
import type { Kysely } from "kysely";
import type { Database } from "../../server/platform/db/schema";

const PAGE = "/dashboard/account";
const notices: Record<AccountNoticeKey, true> = {
  "email-requested": true,
  "email-changed": true,
  password: true,
  deleted: true,
};

function noticeKey(value: string | null): AccountNoticeKey | null {
  return value && value in notices ? (value as AccountNoticeKey) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const done = noticeKey(new URL(request.url).searchParams.get("done"));
  // Straight after a deletion there is no session: the page says it is done.
  if (done === "deleted" && !(await getSessionUser(request)))
    return data({ deleted: true as const }, { headers: NO_STORE });
  const user = await requireUser(request);
  const { ownBookings } = await dataSubjectOf(context.get(dbContext), user);
  // Only the account's own trips stop it: another account's booking with this address stays
  // theirs, its contact becomes its booker (decision 0043).
  const blocking = bookingsBlockingDeletion(ownBookings).map((booking) => ({
    reference: shortReference(booking.id),
    trip: booking.adventure_type,
    date: formatTravelDate(booking.booking_date),
  }));
  return data(
    {
      deleted: false as const,
      name: user.name,
      email: user.email,
      done: done === "deleted" ? null : done,
      bookingCount: ownBookings.length,
      blocking,
      operator: await isAdmin(user.id),
    },
    { headers: NO_STORE },
  );
}

function refused(answer: AccountActionData, status: number) {
  return data(answer, { status, headers: NO_STORE });
}

/**
 * better-auth's refusal as the form's answer, with its status (503 for a failure of its own): a
 * wrong password gives `wrongPassword`, anything else its sentence on `field`.
 */
function refusedByAuth(
  result: Awaited<ReturnType<typeof callAuth>>,
  answer: Pick<AccountActionData, "intent" | "values">,
  field: string,
  wrongPassword: AccountActionData["errors"],
) {
  const wrong = errorCodeOf(result) === "INVALID_PASSWORD";
  return refused(
    {
      intent: answer.intent,
      errors: wrong ? wrongPassword : { [field]: authErrorMessage(result) },
      values: answer.values,
    },
    result.status >= 500 ? 503 : result.status,
  );
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What each of the page's forms works on. */
interface AccountIntent {
  request: Request;
  form: FormData;
  user: SessionUser;
  clientIp: string;
  db: Kysely<Database>;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent: AccountIntent = {
    request,
    form,
    user,
    clientIp: context.get(clientIpContext),
    db: context.get(dbContext),
  };
  switch (text(form, "intent")) {
    case "change-email":
      return changeEmail(intent);
    case "change-password":
      return changePassword(intent);
    case "delete-account":
      return deleteAccount(intent);
    default:
      return refused(
        {
          intent: "unknown",
          errors: {},
          values: {},
          notice: "This form could not be read. Please reload the page and try again.",
        },
        400,
      );
  }
}

async function changeEmail({ request, form, user, clientIp, db }: AccountIntent) {
  const intent = "change-email";
  const values = { newEmail: text(form, "newEmail").trim().slice(0, 254) };
  const parsed = parseEmailChange(
    { ...values, currentPassword: text(form, "currentPassword") },
    user.email,
  );
  if (!parsed.ok) return refused({ intent, errors: parsed.errors, values }, 400);
  const result = await callAuth(getAuth(), "/change-email", {
    request,
    clientIp,
    body: {
      newEmail: parsed.values.newEmail,
      currentPassword: parsed.values.currentPassword,
      callbackURL: `${PAGE}?done=email-changed`,
    },
  });
  if (!result.ok)
    return refusedByAuth(result, { intent, values }, "newEmail", {
      currentPassword: wrongCurrentPassword,
    });
  // Bookings this dashboard shows by the old address stay with the account after the change
  // (attached only once the change is under way: a refused request changes nothing), and only
  // those: never a guest's bookings from before the account took the address (decision 0043).
  await keepEmailBookingsWithAccount(db, {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
  });
  // The old address hears of it at once (the change itself waits for the new one's link).
  await getMailer().send({
    to: user.email,
    fromOperator: true,
    ...emailChangeRequestedEmail({
      siteUrl: siteContacts().siteUrl,
      newEmail: parsed.values.newEmail,
    }),
  });
  return redirect(`${PAGE}?done=email-requested`);
}

async function changePassword({ request, form, clientIp }: AccountIntent) {
  const intent = "change-password";
  const parsed = parsePasswordChange({
    currentPassword: text(form, "currentPassword"),
    newPassword: text(form, "newPassword"),
    confirmPassword: text(form, "confirmPassword"),
  });
  if (!parsed.ok) return refused({ intent, errors: parsed.errors, values: {} }, 400);
  const result = await callAuth(getAuth(), "/change-password", {
    request,
    clientIp,
    body: { ...parsed.values, revokeOtherSessions: true },
  });
  if (!result.ok)
    return refusedByAuth(result, { intent, values: {} }, "newPassword", {
      currentPassword: wrongCurrentPassword,
    });
  // better-auth signed out every other session and gave this browser a new one.
  return redirect(`${PAGE}?done=password`, { headers: cookieHeaders(result) });
}

async function deleteAccount({ request, form, user, clientIp, db }: AccountIntent) {
  const intent = "delete-account";
  const values = { understood: text(form, "understood") === "yes" ? "yes" : "" };
  const parsed = parseAccountDeletion({ password: text(form, "password"), ...values });
  if (!parsed.ok) return refused({ intent, errors: parsed.errors, values }, 400);
  if (await isAdmin(user.id))
    return refused(
      {
        intent,
        errors: {
          password:
            "An operator's account cannot be deleted here: another operator must first revoke its admin role.",
        },
        values,
      },
      403,
    );
  const { ownBookings } = await dataSubjectOf(db, user);
  if (bookingsBlockingDeletion(ownBookings).length)
    return refused(
      { intent, errors: { password: accountDeletionTexts.blockedByTrip }, values },
      409,
    );
  const result = await callAuth(getAuth(), "/delete-user", {
    request,
    clientIp,
    body: { password: parsed.values.password },
  });
  if (!result.ok)
    return refusedByAuth(result, { intent, values }, "password", {
      password: "That password is not right. Your account is not deleted.",
    });
  return redirect(`${PAGE}?done=deleted`, { headers: cookieHeaders(result) });
}
