import { data } from "react-router";
import type { Route } from "./+types/root";
import { featuredTripSlugs } from "../domain/catalogue/featured-trips";
import { findPublishedTrip } from "../server/modules/catalogue";
import { cardOfTrip } from "../server/modules/pages";
import { staffRole, readSession } from "../server/modules/accounts";
import { siteContacts } from "../server/platform/config";
import { currencyChoice } from "../server/platform/http/currency-choice";
import { currentExchangeRates } from "../server/modules/payments";
import { currencyChoices, estimateNote, priceDisplayFor } from "../domain/money/exchange-rates";
import { dbContext } from "../server/platform/http/request-context";
import { languageOfferFor } from "../server/platform/http/language-choice";
import { languageOfferWords } from "./features/languages/language-offer-words";
import { footerWords } from "./components/layout/footer-words";
import { languageOfPath } from "../domain/i18n/languages";

// The session is read here, on the server, so the first paint already shows the right account link.
// userId keys the Trip Cart storage: each signed-in user has their own cart in the browser.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookies } = await readSession(request);
  const language = languageOfPath(new URL(request.url).pathname);
  const featuredTrips = featuredTripSlugs.flatMap((slug) => {
    // The title its listing's card gives it (decision 0070); an archived trip is left out.
    const trip = findPublishedTrip(slug);
    const card = trip && cardOfTrip(trip);
    return card ? [{ slug, title: card.title }] : [];
  });
  // Staff (admins and editors) see a link to the admin area in the site's header (one indexed
  // lookup, signed in only).
  const admin = user ? (await staffRole(user.id)) !== null : false;
  // Prices are shown in the visitor's chosen currency when the operator has set its rate
  // (decision 0034); the currencies offered are those with a rate.
  const rates = await currentExchangeRates(context.get(dbContext));
  const priceDisplay = priceDisplayFor(currencyChoice(request.headers.get("cookie")), rates);
  // A refreshed session cookie goes out with the page (React Router passes loader cookies on).
  return data(
    {
      contacts: siteContacts(),
      signedIn: user !== null,
      isAdmin: admin,
      userId: user?.id ?? null,
      featuredTrips,
      priceDisplay,
      // Texts made here, so the header's switch and note add almost no JavaScript to every page.
      currencies: currencyChoices(rates),
      estimateNote: estimateNote(priceDisplay),
      // The landing page's offer of the visitor's language, if any, in that language (decision
      // 0075): its words made here, so the notice adds no catalog to the browser's JavaScript.
      languageOffer: languageOfferWords(languageOfferFor(request)),
      // The footer's words in the page's language (root.tsx revalidates when the language changes).
      footerWords: footerWords(language),
    },
    { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) },
  );
}
