import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { useRecordHistoryEntries } from "./components/layout/history-entries";
import { useSmoothInPageAnchors } from "./components/layout/in-page-anchors";
import { NotFoundMessage, notFoundMeta } from "./components/layout/not-found-message";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { site } from "../domain/site";
import { languageOfPath } from "../domain/i18n/languages";
import { Toaster } from "./components/ui/toaster";
import { CartProvider } from "./features/cart/cart-context";
import { EstimateNote } from "./features/currency/estimate-note";
import { LanguageOffer } from "./features/languages/language-offer";
import { useMessages } from "./i18n/language";
import { m } from "./i18n/messages";
import { useNonce } from "./nonce";
import { hasOwnChrome, useRootData } from "./lib/root-data";
import "./app.css";

export { loader } from "./root.server";

/**
 * The root's data carries words in the page's language (the footer, the offer: decision 0075), so
 * it is loaded again whenever a navigation changes the language, not only when React Router would.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

/**
 * Only an error page gets its title here: every route has its own meta, and the root's is used
 * just when the root error boundary replaces the page (an unknown trip's 404, a failed loader).
 */
export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(location.pathname);
  return [
    { title: `Something went wrong | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const ownChrome = useMatches().some((match) => hasOwnChrome(match.handle));
  // The page's language is its address (decision 0075): /de/... German, /fr/... French.
  const { language, t } = useMessages();
  useSmoothInPageAnchors();
  useRecordHistoryEntries();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b4530" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t(m.nav_skip_to_content)}
        </a>
        <CartProvider userId={data?.userId ?? null}>
          {ownChrome ? (
            // The admin area brings its own header and <main> (app/routes/admin/layout.tsx).
            children
          ) : (
            <>
              <SiteHeader signedIn={data?.signedIn ?? false} isAdmin={data?.isAdmin ?? false} />
              <LanguageOffer offer={data?.languageOffer ?? null} />
              <EstimateNote />
              <main id="main" className="flex-1">
                {children}
              </main>
              {data ? (
                <SiteFooter
                  contacts={data.contacts}
                  featuredTrips={data.featuredTrips}
                  words={data.footerWords}
                />
              ) : null}
            </>
          )}
          <Toaster />
        </CartProvider>
        {/* New pages start at the top at once, and Back returns to where the visitor was. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const { t, path } = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundMessage path={pathname} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{t(m.error_heading)}</h1>
      <p className="mt-4 text-lg">{t(m.error_try_again)}</p>
      <a href={path("/")} className="mt-8 inline-block font-semibold text-forest-800 underline">
        {t(m.not_found_home)}
      </a>
    </section>
  );
}
