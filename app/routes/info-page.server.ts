import { data } from "react-router";
import type { Route } from "./+types/info-page";
import { findInfoPage } from "../../content/pages/info-pages";
import { operatorCredentials, verifyPaymentSentence } from "../../domain/trust/credentials";
import { paymentDetails, siteContacts } from "../../server/platform/config";
import { howToPay, paymentTermsSentences } from "../../domain/payments/how-to-pay";
import { defaultPaymentPlanSettings } from "../../domain/payments/payment-plan";
import { logger } from "../../server/platform/logger";
import { loadPaymentPlanSettings } from "../../server/modules/payments";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * One of the four trust pages (content/pages/info-pages.ts), with the facts that differ per
 * deployment or are set by the operator filled in here, on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findInfoPage(new URL(request.url).pathname.replace(/\/$/, ""));
  if (!page) throw data(null, { status: 404 });
  const contacts = siteContacts();
  let planSettings = defaultPaymentPlanSettings;
  if (page.sections.some((section) => section.live === "payment-terms")) {
    try {
      planSettings = await loadPaymentPlanSettings(context.get(dbContext));
    } catch (error) {
      logger.error({ err: error }, "payment plan settings unavailable; showing the defaults");
    }
  }
  return {
    paymentTerms: paymentTermsSentences(planSettings),
    waysToPay: howToPay(paymentDetails(), "your booking reference"),
    page,
    credentials: operatorCredentials(contacts),
    verifyPayment: verifyPaymentSentence(contacts),
    whatsappNumber: contacts.whatsappNumber,
  };
}
