import { data } from "react-router";
import type { Route } from "./+types/home";
import {
  contactFormErrors,
  contactFormFieldOfInquiryPath,
  contactFormValues,
  contactInquiryFromForm,
  type ContactFormErrors,
  type ContactFormResult,
} from "../../domain/inquiries/contact-form";
import { contactInquirySchema } from "../../domain/inquiries/inquiry-request";
import { honeypotFieldName } from "../../domain/forms/honeypot";
import {
  CONTACT_INQUIRY_RECEIVED,
  contactMessagesPerAddress,
  receiveContactInquiry,
} from "../../server/modules/inquiries";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { tooManyRequestsSentence } from "../../server/platform/http/rate-limiters";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { logger } from "../../server/platform/logger";
import { publishedTrips } from "../../server/modules/catalogue";
import { categories } from "../../domain/catalogue/categories";
import { defaultSeasonCalendar } from "../../domain/seasons/calendar";
import { planningSeasonsOn } from "../../domain/seasons/seasons";
import type { CategoryStats } from "~/features/landing/category-cards";
import { currentPricingSettings, fromPricesOf } from "../../server/modules/pricing";
import { landingTestimonialsOrNone } from "../../server/modules/testimonials";
import { pageView, publishedListingCards, publishedPage } from "../../server/modules/pages";
import { previewHeaders, previewedDraft } from "../lib/page-preview.server";
import type { Database } from "../../server/platform/db/schema";
import type { Kysely } from "kysely";

/**
 * The landing page's words and photos as published in the content studio (decision 0067), or its
 * draft on /admin-preview/pages/landing (the preview's frames); each listing's words, trip count and
 * lowest "From" (the lowest of its cards' own figures, decision 0015), and the Plan section's
 * seasons from the one season calendar. When pricing cannot be read the page still renders: no
 * category price, and the default calendar (logged).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const draft = await previewedDraft(request, db, "landing");
  // Side by side: the page's words, its testimonials and the prices read different tables.
  const [{ calendar, from }, landing, testimonials] = await Promise.all([
    pricesOrNone(db),
    pageView(db, "landing", draft ?? undefined),
    landingTestimonialsOrNone(db),
  ]);
  // Each listing's words and what it holds as published (decision 0070): its cards, with the
  // trips no listing places, not its "Also consider" row.
  const categoryStats: Record<string, CategoryStats> = Object.fromEntries(
    categories.map((category) => {
      const cards = publishedListingCards(category.id);
      const prices = cards.flatMap((card) => from.get(card.slug)?.perPerson ?? []);
      const { tagline, description } = publishedPage(category.id);
      return [
        category.id,
        {
          tagline,
          description,
          count: cards.length,
          lowestPrice: prices.length ? Math.min(...prices) : null,
        },
      ];
    }),
  );
  return data(
    {
      categoryStats,
      planningSeasons: planningSeasonsOn(calendar),
      landing,
      testimonials,
      preview: draft !== null,
    },
    previewHeaders(draft),
  );
}

/** The season calendar and each trip's "from" price; without them (logged) when they fail. */
async function pricesOrNone(db: Kysely<Database>) {
  try {
    const [settings, from] = await Promise.all([
      currentPricingSettings(db),
      fromPricesOf(db, publishedTrips()),
    ]);
    return { calendar: settings.seasonCalendar, from };
  } catch (error) {
    logger.error({ err: error }, "landing page prices failed; showing the categories without them");
    return {
      calendar: defaultSeasonCalendar,
      from: new Map<string, { perPerson: number } | null>(),
    };
  }
}

/**
 * The landing page's contact form, posted to the page itself: how it is sent without
 * JavaScript, and with it (the form's fetcher). Same limits, sentences and storage as
 * POST /api/contact-inquiry (the inquiries module's receiveContactInquiry). Every refusal gives the
 * visitor's text back, so nothing they typed is lost.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = contactFormValues((name) => form.get(name));
  const { [honeypotFieldName]: _honeypot, ...typed } = values;
  const refuse = (
    status: number,
    failure: string | undefined,
    errors: ContactFormErrors = {},
    retryAfterSeconds?: number,
  ) =>
    data<ContactFormResult>(
      { sent: false, errors, failure, values: typed },
      retryAfterSeconds
        ? { status, headers: { "Retry-After": String(retryAfterSeconds) } }
        : { status },
    );

  const wait = await contactMessagesPerAddress.take(context.get(clientIpContext));
  if (wait !== null) return refuse(429, tooManyRequestsSentence(wait), {}, wait);

  const errors = contactFormErrors(values);
  if (Object.keys(errors).length > 0) return refuse(400, undefined, errors);
  const parsed = contactInquirySchema.safeParse(contactInquiryFromForm(values));
  if (!parsed.success) {
    const schemaErrors: ContactFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = contactFormFieldOfInquiryPath(String(issue.path[0] ?? ""));
      schemaErrors[field] ??= `Please check this field: it ${issue.message}.`;
    }
    return refuse(400, undefined, schemaErrors);
  }

  try {
    const outcome = await receiveContactInquiry(context.get(dbContext), parsed.data, "form");
    if (outcome.kind !== "stored")
      return refuse(statusOfRefusal(outcome.kind), outcome.message, {}, outcome.retryAfterSeconds);
    return data<ContactFormResult>(
      { sent: true, reference: outcome.reference, message: CONTACT_INQUIRY_RECEIVED },
      { status: 201 },
    );
  } catch (error) {
    // The database is down: the visitor keeps their message and is told plainly.
    logger.error({ err: error }, "contact inquiry could not be stored");
    return refuse(503, "Our inquiry service is briefly unavailable. Please try again in a minute.");
  }
}
