import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table, read top to bottom.
export default [
  index("routes/home.tsx"),
  route("summit-treks", "routes/category.tsx", { id: "summit-treks" }),
  route("wild-adventures", "routes/category.tsx", { id: "wild-adventures" }),
  route("seasonal-escapes", "routes/category.tsx", { id: "seasonal-escapes" }),
  route("seasonal-guide", "routes/seasonal-guide.tsx"),
  // Finding a trip by words in its title, summary and days (decision 0064).
  route("search", "routes/search.tsx"),
  // What a traveller reads before paying (issue 17): one page component, four texts.
  route("booking-conditions", "routes/info-page.tsx", { id: "booking-conditions" }),
  route("privacy", "routes/info-page.tsx", { id: "privacy" }),
  route("safety", "routes/info-page.tsx", { id: "safety" }),
  route("travel-info", "routes/info-page.tsx", { id: "travel-info" }),
  // Who leads the trips: a trust page of its own, edited in the content studio (decision 0067).
  route("team", "routes/team.tsx"),
  route("itinerary/:slug", "routes/itinerary.tsx"),
  // A trip's checkout (works without JavaScript) and the confirmation of the request just sent.
  route("itinerary/:slug/book", "routes/checkout.tsx"),
  // A trip's quote form as a page: where its quote button leads without JavaScript (issue 30).
  route("itinerary/:slug/quote", "routes/itinerary-quote.tsx"),
  route("booking/confirmation", "routes/booking-confirmation.tsx"),
  // Paying what is due on a booking: M-Pesa STK Push, card, Paybill and bank (issue 16).
  route("booking/:id/pay", "routes/booking-pay.tsx"),
  // A traveller's personal review link, mailed when their booking is completed (decision 0030).
  route("review/:token", "routes/review.tsx"),
  // A client's proposal by its signed link, and its PDF (issue 30, decision 0071).
  route("proposals/:token", "routes/proposal.tsx"),
  route("proposals/:token/pdf", "routes/proposal-pdf.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/verified", "routes/auth-verified.tsx"),
  // The operator's code after the password (decision 0046).
  route("auth/two-factor", "routes/auth-two-factor.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  // The traveller's account: their data as JSON, email and password changes, deletion (issue 17).
  route("dashboard/account", "routes/dashboard-account.tsx"),
  route("dashboard/account/my-data.json", "routes/dashboard-account-export.ts"),
  // Each traveller's details for a confirmed booking, and a traveller's own link (decision 0031).
  route("dashboard/bookings/:id/travellers", "routes/traveller-details.tsx"),
  route("traveller-details/:token", "routes/traveller-link.tsx"),
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
