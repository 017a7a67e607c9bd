import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Route } from "./+types/info-page";
import { splitLanguage } from "../../domain/i18n/languages";
import { isInfoPageKey } from "../../domain/pages/page-keys";
import type { InfoPageContent } from "../../domain/pages/page-schemas";
import { operatorCredentials, verifyPaymentSentence } from "../../domain/trust/credentials";
import { howToPay, paymentTermsSentences } from "../../domain/payments/how-to-pay";
import { defaultPaymentPlanSettings } from "../../domain/payments/payment-plan";
import { paymentDetails, siteContacts } from "../../server/platform/config";
import type { Database } from "../../server/platform/db/schema";
import { logger } from "../../server/platform/logger";
import { loadPaymentPlanSettings } from "../../server/modules/payments";
import { publishedPage } from "../../server/modules/pages";
import { dbContext } from "../../server/platform/http/request-context";
import type { InfoPageFacts } from "~/features/pages/info-page-view";
import { previewHeaders, previewedDraft } from "../lib/page-preview.server";

/**
 * The facts a trust page's sections name, which differ per deployment or are set by the operator,
 * filled in here on the server (the published page and the content studio's preview alike).
 */
export async function infoPageFacts(
  db: Kysely<Database>,
  page: InfoPageContent,
): Promise<InfoPageFacts> {
  const contacts = siteContacts();
  let planSettings = defaultPaymentPlanSettings;
  if (page.sections.some((section) => section.live === "payment-terms")) {
    try {
      planSettings = await loadPaymentPlanSettings(db);
    } catch (error) {
      logger.error({ err: error }, "payment plan settings unavailable; showing the defaults");
    }
  }
  return {
    paymentTerms: paymentTermsSentences(planSettings),
    waysToPay: howToPay(paymentDetails(), "your booking reference"),
    credentials: operatorCredentials(contacts),
    verifyPayment: verifyPaymentSentence(contacts),
    whatsappNumber: contacts.whatsappNumber,
  };
}

/**
 * One of the four trust pages, as published in the content studio (decision 0067), or its draft
 * on /admin-preview/pages/<key> (the preview's frames).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The page's key is its English address (/de/safety is the safety page in German).
  const key =
    params.key ?? splitLanguage(new URL(request.url).pathname).path.replace(/\/$/, "").slice(1);
  if (!isInfoPageKey(key)) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const draft = await previewedDraft(request, db, key);
  const page = draft ?? publishedPage(key);
  const facts = await infoPageFacts(db, page);
  return data({ key, page, facts, preview: draft !== null }, previewHeaders(draft));
}
