import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { prefixedLanguages, type Language } from "../domain/i18n/languages";

/**
 * The public pages, read top to bottom from the spec's route table. English has them at the root;
 * each other language has the same pages under its prefix (/de/..., /fr/...: issue 31, decision
 * 0075), with route ids of their own ("de/routes/itinerary"). A page module reads its language from
 * the address (app/i18n/language.ts); an unknown prefix (/es/...) matches nothing here and gets the
 * catch-all 404.
 */
function publicPages(language?: Language) {
  const id = (base: string) => (language ? { id: `${language}/${base}` } : undefined);
  const page = (path: string, file: string, ownId?: string) =>
    route(path, file, id(ownId ?? file.replace(/\.tsx?$/, "")) ?? (ownId ? { id: ownId } : {}));
  return [
    language ? index("routes/home.tsx", id("routes/home")) : index("routes/home.tsx"),
    page("summit-treks", "routes/category.tsx", "summit-treks"),
    page("wild-adventures", "routes/category.tsx", "wild-adventures"),
    page("seasonal-escapes", "routes/category.tsx", "seasonal-escapes"),
    page("seasonal-guide", "routes/seasonal-guide.tsx"),
    // Finding a trip by words in its title, summary and days (decision 0064).
    page("search", "routes/search.tsx"),
    // What a traveller reads before paying (issue 17): one page component, four texts.
    page("booking-conditions", "routes/info-page.tsx", "booking-conditions"),
    page("privacy", "routes/info-page.tsx", "privacy"),
    page("safety", "routes/info-page.tsx", "safety"),
    page("travel-info", "routes/info-page.tsx", "travel-info"),
    // Who leads the trips: a trust page of its own, edited in the content studio (decision 0067).
    page("team", "routes/team.tsx"),
    page("itinerary/:slug", "routes/itinerary.tsx"),
    // A trip's checkout (works without JavaScript) and the confirmation of the request just sent.
    page("itinerary/:slug/book", "routes/checkout.tsx"),
    // A trip's quote form as a page: where its quote button leads without JavaScript (issue 30).
    page("itinerary/:slug/quote", "routes/itinerary-quote.tsx"),
    page("booking/confirmation", "routes/booking-confirmation.tsx"),
    // Paying what is due on a booking: M-Pesa STK Push, card, Paybill and bank (issue 16).
    page("booking/:id/pay", "routes/booking-pay.tsx"),
    // A traveller's personal review link, mailed when their booking is completed (decision 0030).
    page("review/:token", "routes/review.tsx"),
    // A client's proposal by its signed link, and its PDF (issue 30, decision 0071).
    page("proposals/:token", "routes/proposal.tsx"),
    // A resource, not a page: the same in every language.
    ...(language ? [] : [route("proposals/:token/pdf", "routes/proposal-pdf.ts")]),
    page("auth", "routes/auth.tsx"),
    page("auth/reset-password", "routes/auth-reset-password.tsx"),
    page("auth/verified", "routes/auth-verified.tsx"),
    // The operator's code after the password (decision 0046): the operator's pages stay English.
    ...(language ? [] : [route("auth/two-factor", "routes/auth-two-factor.tsx")]),
    page("dashboard", "routes/dashboard.tsx"),
    // The traveller's account: their data as JSON, email and password changes, deletion (issue 17).
    page("dashboard/account", "routes/dashboard-account.tsx"),
    // A resource, not a page: the same in every language.
    ...(language
      ? []
      : [route("dashboard/account/my-data.json", "routes/dashboard-account-export.ts")]),
    // Each traveller's details for a confirmed booking, and a traveller's own link (decision 0031).
    page("dashboard/bookings/:id/travellers", "routes/traveller-details.tsx"),
    page("traveller-details/:token", "routes/traveller-link.tsx"),
  ];
}

export default [
  ...publicPages(),
  ...prefixedLanguages.flatMap((language) => prefix(language, publicPages(language))),
  // An admin enrols in two-factor sign-in here before anything else (outside the guarded area).
  route("admin/two-factor", "routes/admin-two-factor.tsx"),
  // The link mailed on joining a full departure's waitlist confirms the place (issue 26 item 9).
  route("waitlist/confirm/:token", "routes/waitlist-confirm.tsx"),
  // "Add this booking to your account", the link in every booking mail (decision 0049).
  route("bookings/claim/:token", "routes/booking-claim.tsx"),
  // One admin area: its layout guards every page, action, .data request and the CSV once.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings.csv", "routes/admin/bookings-csv.ts"),
    route("bookings/:id", "routes/admin/booking.tsx"),
    route("departures", "routes/admin/departures.tsx"),
    route("departures/:id", "routes/admin/departure.tsx"),
    route("departures/:id/manifest", "routes/admin/departure-manifest.tsx"),
    route("departures/:id/manifest.csv", "routes/admin/departure-manifest-csv.ts"),
    route("departures/:id/manifest.pdf", "routes/admin/departure-manifest-pdf.ts"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    // One inquiry, its plain-words details and the operator's replies (issue 30, decision 0072).
    route("inquiries/:id", "routes/admin/inquiry.tsx"),
    route("pricing", "routes/admin/pricing.tsx"),
    route("fees", "routes/admin/fees.tsx"),
    route("booking-settings", "routes/admin/booking-settings.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("payments.csv", "routes/admin/payments-csv.ts"),
    route("security", "routes/admin/security.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    // The landing page's testimonials, each with a source (decision 0068); "new" adds one.
    route("testimonials", "routes/admin/testimonials.tsx"),
    route("testimonials/:id", "routes/admin/testimonial.tsx"),
    // The content studio (issue 29, decision 0065): trips edited, previewed and published.
    route("trips", "routes/admin/trips.tsx"),
    route("trips/:id", "routes/admin/trip-editor.tsx"),
    route("trips/:id/preview", "routes/admin/trip-preview.tsx"),
    // The photo library (decision 0066).
    route("media", "routes/admin/media.tsx"),
    // The pages of the site: landing, team, trust pages (issue 29 slice 3, decision 0067).
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:key", "routes/admin/page-editor.tsx"),
    route("pages/:key/preview", "routes/admin/page-preview.tsx"),
    // Tailor-made proposals (issue 30, decision 0071): the list, and "new" or one proposal's editor.
    route("proposals", "routes/admin/proposals.tsx"),
    route("proposals/:id", "routes/admin/proposal-editor.tsx"),
  ]),
  // A draft's page exactly as it will look, framed by the preview above at two widths: the public
  // trip page's own code (its route id is not an admin one: it loads what the trip page loads).
  route("admin-preview/trips/:id", "routes/draft-trip-page.tsx"),
  // A page of the site's draft, drawn by the public page's own route module (decision 0067).
  route("admin-preview/pages/landing", "routes/home.tsx", { id: "preview-landing" }),
  route("admin-preview/pages/team", "routes/team.tsx", { id: "preview-team" }),
  // The listings' drafts by the listing's own module (decision 0070).
  route("admin-preview/pages/summit-treks", "routes/category.tsx", { id: "preview-summit-treks" }),
  route("admin-preview/pages/wild-adventures", "routes/category.tsx", {
    id: "preview-wild-adventures",
  }),
  route("admin-preview/pages/seasonal-escapes", "routes/category.tsx", {
    id: "preview-seasonal-escapes",
  }),
  route("admin-preview/pages/:key", "routes/info-page.tsx", { id: "preview-info-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
