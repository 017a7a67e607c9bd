import { useLocation } from "react-router";
import type { LanguageOfferWords } from "./language-offer-words";

/**
 * The English landing page's offer of the visitor's language (decision 0075): shown when their
 * browser asks for German or French, or they chose it before, and never a redirect (search engines
 * and shared links land where they point). Written in the language it offers (the root loader's
 * words). "No thanks" is a plain form: the server remembers English and sends the visitor back,
 * with or without JavaScript.
 */
export function LanguageOffer({ offer }: { offer: LanguageOfferWords | null }) {
  const { pathname } = useLocation();
  if (!offer || pathname !== "/") return null;
  return (
    <aside
      lang={offer.language}
      aria-label={offer.label}
      data-testid="language-offer"
      className="no-print border-b border-forest-100 bg-forest-50 px-4 py-2 text-sm text-earth-900"
    >
      <form
        method="post"
        action="/language"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1"
      >
        <p>{offer.text}</p>
        <a
          href={offer.href}
          hrefLang={offer.language}
          className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-2"
        >
          {offer.link}
        </a>
        <input type="hidden" name="back" value="/" />
        <button
          type="submit"
          name="language"
          value="en"
          className="min-h-11 rounded-md px-2 text-earth-900 underline underline-offset-2 hover:bg-forest-100"
        >
          {offer.dismiss}
        </button>
      </form>
    </aside>
  );
}
