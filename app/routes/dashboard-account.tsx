import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard-account";
import { buttonClasses } from "~/components/ui/button";
import { Notice } from "~/features/auth/notice";
import {
  DeleteAccountForm,
  EmailChangeForm,
  PasswordChangeForm,
} from "~/features/account/account-forms";
import { accountNotices } from "~/features/account/account-model";
import { site } from "../../domain/site";

export function meta() {
  return [{ title: `My account | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export { action, loader } from "./dashboard-account.server";

export default function DashboardAccount({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.deleted)
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold">Your account is deleted</h1>
        <p className="mt-4 text-lg">
          You are signed out everywhere. Your bookings are kept for our accounts without your name,
          email or phone. Thank you for travelling with {site.brandName}.
        </p>
        <Link to="/" className={buttonClasses("primary", "md", "mt-6")}>
          Back to the home page
        </Link>
      </section>
    );
  const { name, email, done, bookingCount, blocking } = loaderData;
  const answer = actionData ?? undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/dashboard" className="text-sm font-semibold text-forest-800 underline">
          Back to my adventures
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">My account</h1>
      <p className="mt-2 text-lg">
        {name.trim() || email}, {email}
      </p>
      {done ? <Notice className="mt-6" notice={accountNotices[done]} /> : null}
      {answer?.notice ? (
        <Notice
          className="mt-6"
          notice={{ tone: "error", title: "Nothing was changed", description: answer.notice }}
        />
      ) : null}
      <div className="mt-8 grid gap-6">
        <section
          aria-labelledby="data-heading"
          className="rounded-xl border border-sand-200 bg-white p-5 sm:p-6"
        >
          <h2 id="data-heading" className="text-xl font-bold">
            Your data
          </h2>
          <p className="mt-2 text-sm">
            One file with everything we hold about you: your account, bookings and their history,
            payments, reviews, messages and quote requests sent with your email, and waiting-list
            places.
          </p>
          <a
            href="/dashboard/account/my-data.json"
            download
            className={buttonClasses("outline", "md", "mt-4")}
          >
            <Download aria-hidden="true" className="size-4" />
            Download my data (JSON)
          </a>
        </section>
        <EmailChangeForm currentEmail={email} answer={answer} />
        <PasswordChangeForm answer={answer} />
        <DeleteAccountForm answer={answer} blocking={blocking} bookingCount={bookingCount} />
      </div>
    </section>
  );
}
