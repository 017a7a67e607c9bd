import { data } from "react-router";
import type { Route } from "./+types/info-page";
import { findInfoPage } from "../../content/pages/info-pages";
import { operatorCredentials, verifyPaymentSentence } from "../../domain/trust/credentials";
import { siteContacts } from "../../server/config";

/**
 * One of the four trust pages (content/pages/info-pages.ts), with the facts that differ per
 * deployment or are set by the operator filled in here, on the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = findInfoPage(new URL(request.url).pathname.replace(/\/$/, ""));
  if (!page) throw data(null, { status: 404 });
  const contacts = siteContacts();
  return {
    page,
    credentials: operatorCredentials(contacts),
    verifyPayment: verifyPaymentSentence(contacts),
    whatsappNumber: contacts.whatsappNumber,
  };
}
