import { Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/features/auth/notice";
import type { PayFormAnswer, PayLinkView } from "./pay-page-model";

/**
 * A pay link that no longer opens the page (expired, or not this booking's), or the page opened
 * without one while signed out: it offers to mail a fresh link to the booking's own address. The
 * same words for every id, booking or not.
 */
export function PayLinkPage({ view, answer }: { view: PayLinkView; answer?: PayFormAnswer }) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "fresh-link";
  const sent = answer?.intent === "fresh-link" && answer.message;
  const refused = answer?.intent === "fresh-link" ? answer.error : "";
  const expired = view.reason === "expired";
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold sm:text-4xl">
        {expired ? "This payment link has expired" : "Open your payment link"}
      </h1>
      <p className="mt-4 text-lg">
        {expired
          ? "Payment links work for a limited time. We can email you a fresh one: it goes to the email address on the booking."
          : "This page opens from the payment link in your booking emails. We can email you the link again: it goes to the email address on the booking."}
      </p>
      {sent ? (
        <div className="mt-6">
          <Notice notice={{ tone: "success", title: "Check your email", description: sent }} />
        </div>
      ) : (
        <Form
          method="post"
          action={`/booking/${encodeURIComponent(view.bookingId)}/pay`}
          className="mt-6"
        >
          <input type="hidden" name="intent" value="fresh-link" />
          {refused ? (
            <p role="alert" className="mb-3 text-sm font-semibold text-red-800">
              {refused}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={sending}>
            Email me a fresh link
          </Button>
        </Form>
      )}
      <p className="mt-8 text-base">
        Have an account?{" "}
        <Link
          to="/dashboard"
          className="font-semibold text-forest-800 underline underline-offset-2"
        >
          Sign in to see your bookings
        </Link>{" "}
        and pay from there.
      </p>
      <ButtonLink to="/" variant="outline" className="mt-6">
        Back to the home page
      </ButtonLink>
    </section>
  );
}
