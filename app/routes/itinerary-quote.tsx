import { ArrowLeft } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/itinerary-quote";
import { Button, buttonClasses } from "~/components/ui/button";
import { usePrice } from "~/features/currency/use-price";
import { quoteInitial, quoteOptions, quoteRequestLabels } from "~/features/quotes/quote-choices";
import {
  QuoteFormFields,
  QuoteFormProblem,
  QuoteSentMessage,
  quoteForms,
} from "~/features/quotes/quote-form-fields";
import { site } from "../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Trip not found" }];
  const label = quoteRequestLabels[loaderData.quoteKind];
  // The trip page is the one to find; this is its form, for browsers without JavaScript.
  return [
    { title: `${label}: ${loaderData.trip.title} | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export { action, loader } from "./itinerary-quote.server";

const problemId = "quote-problem";

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quoteKind: kind, trip, model, selection } = loaderData;
  const showPrice = usePrice();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const refused = actionData && !actionData.sent ? actionData : null;
  const problem = refused
    ? refused.failure
      ? `${quoteForms[kind].failure.description} ${refused.failure} What you typed is still here.`
      : "Please check the fields marked below. What you typed is still here."
    : null;
  const tripLink = `/itinerary/${trip.slug}`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={`${tripLink}#book`} className={buttonClasses("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to {trip.title}
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{quoteRequestLabels[kind]}</h1>
      <p className="mt-2 text-lg">{trip.title}</p>
      <div role="status" className="mt-6 empty:mt-0" data-testid="quote-sent">
        {actionData?.sent ? (
          <div className="rounded-xl border border-forest-200 bg-forest-50 p-5">
            <QuoteSentMessage kind={kind} reference={actionData.reference}>
              <p>
                <Link to={tripLink} className="font-semibold text-forest-800 underline">
                  Back to {trip.title}
                </Link>
              </p>
            </QuoteSentMessage>
          </div>
        ) : null}
      </div>
      {actionData?.sent ? null : (
        <Form
          method="post"
          aria-describedby={problem ? problemId : undefined}
          className="mt-6 grid gap-4 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:grid-cols-2"
        >
          <QuoteFormFields
            kind={kind}
            options={quoteOptions(trip, model, showPrice)}
            initial={quoteInitial(model, selection)}
            idPrefix="quote"
            problems={refused?.problems ?? {}}
            values={refused?.values}
          />
          <QuoteFormProblem id={problemId} problem={problem} />
          <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
            <Button type="submit" disabled={sending}>
              {sending ? "Submitting..." : quoteForms[kind].submit}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
