// `npm run lint`: the interface's words (issue 31, decision 0075).
// 1. Every message in app/i18n/messages/ exists, non-empty, in every language of the project
//    (project.inlang/settings.json), with the same inputs ({count}, {years}) as in English.
// 2. No English left in a public component: JSX text and the attributes people read or hear
//    (aria-label, title, placeholder, alt) in app/ (the admin area aside) must come from the
//    catalogs (`t(m.key)`) or from data. Files not translated yet are listed in NOT_YET_TRANSLATED.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const problems = [];

// ---- 1. The catalogs --------------------------------------------------------------------------

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
const pattern = settings["plugin.inlang.messageFormat"].pathPattern;
const catalogs = Object.fromEntries(
  settings.locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(pattern.replace("{locale}", locale), "utf8")),
  ]),
);
const base = settings.baseLocale;

/** A message's inputs: the {names} of a plain text, or the declared inputs of a plural. */
function inputsOf(message) {
  if (typeof message === "string")
    return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const declarations = message?.[0]?.declarations ?? [];
  return declarations
    .filter((declaration) => declaration.startsWith("input "))
    .map((declaration) => declaration.slice("input ".length))
    .sort();
}

function isEmpty(message) {
  if (typeof message === "string") return message.trim() === "";
  const variants = Object.values(message?.[0]?.match ?? {});
  return variants.length === 0 || variants.some((text) => String(text).trim() === "");
}

const allKeys = new Set(
  Object.values(catalogs).flatMap((catalog) =>
    Object.keys(catalog).filter((key) => key !== "$schema"),
  ),
);
for (const key of [...allKeys].sort()) {
  for (const locale of settings.locales) {
    const message = catalogs[locale][key];
    if (message === undefined) problems.push(`message "${key}" is missing in ${locale}`);
    else if (isEmpty(message)) problems.push(`message "${key}" is empty in ${locale}`);
    else if (locale !== base && catalogs[base][key] !== undefined) {
      const [want, got] = [inputsOf(catalogs[base][key]), inputsOf(message)];
      if (want.join() !== got.join())
        problems.push(`message "${key}" in ${locale} takes {${got}}, in ${base} {${want}}`);
    }
  }
}

// ---- 2. English in public components ---------------------------------------------------------

/**
 * Public components whose words are not in the catalogs yet. The languages issue's next slice
 * (issue 31, slice 2) empties this list; it only ever shrinks: a file on it that has no English
 * left fails the check too, so it is taken off, and a new file is never added.
 */
const NOT_YET_TRANSLATED = new Set([
  "app/components/layout/personal-link-page.tsx",
  "app/components/ui/button.tsx",
  "app/components/ui/dialog.tsx",
  "app/components/ui/honeypot-field.tsx",
  "app/features/account/account-forms.tsx",
  "app/features/auth/auth-card.tsx",
  "app/features/auth/auth-forms.tsx",
  "app/features/booking/booking-aside.tsx",
  "app/features/booking/booking-call-to-action.tsx",
  "app/features/booking/booking-panel-actions.tsx",
  "app/features/booking/booking-panel-choices.tsx",
  "app/features/booking/booking-panel-summary.tsx",
  "app/features/booking/booking-panel.tsx",
  "app/features/booking/cancellation-policy.tsx",
  "app/features/booking/checkout-summary.tsx",
  "app/features/booking/checkout-terms.tsx",
  "app/features/booking/children-fields.tsx",
  "app/features/booking/contact-fields.tsx",
  "app/features/booking/group-count-fields.tsx",
  "app/features/booking/package-options.tsx",
  "app/features/booking/traveller-category-fields.tsx",
  "app/features/cart/book-all-dialog.tsx",
  "app/features/cart/cart-prices.tsx",
  "app/features/cart/trip-cart-button.tsx",
  "app/features/currency/currency-switch.tsx",
  "app/features/currency/dollars-too.tsx",
  "app/features/dashboard/booking-card.tsx",
  "app/features/dashboard/booking-payments.tsx",
  "app/features/dashboard/booking-request-form.tsx",
  "app/features/dashboard/cancellation-refund.tsx",
  "app/features/dashboard/dashboard-view.tsx",
  "app/features/departures/dates-and-availability.tsx",
  "app/features/departures/departure-choice.tsx",
  "app/features/departures/waitlist-form.tsx",
  "app/features/landing/category-cards.tsx",
  "app/features/landing/contact-form.tsx",
  "app/features/landing/gallery.tsx",
  "app/features/landing/testimonials.tsx",
  "app/features/pages/info-page-view.tsx",
  "app/features/pages/team-page-view.tsx",
  "app/features/payments/other-methods.tsx",
  "app/features/payments/pay-link-page.tsx",
  "app/features/payments/pay-methods.tsx",
  "app/features/pricing/quote-lines.tsx",
  "app/features/proposals/accept-form.tsx",
  "app/features/proposals/error-summary.tsx",
  "app/features/proposals/proposal-alerts.tsx",
  "app/features/proposals/proposal-fields.tsx",
  "app/features/proposals/proposal-page.tsx",
  "app/features/proposals/proposal-sent.tsx",
  "app/features/quotes/quote-form-fields.tsx",
  "app/features/quotes/quote-request-dialog.tsx",
  "app/features/reviews/review-form.tsx",
  "app/features/reviews/trip-reviews.tsx",
  "app/features/travellers/readiness-advice.tsx",
  "app/features/travellers/traveller-form.tsx",
  "app/features/travellers/traveller-list.tsx",
  "app/features/trips/adventure-card.tsx",
  "app/features/trips/header-search.tsx",
  "app/features/trips/listing-finder.tsx",
  "app/features/trips/print-button.tsx",
  "app/features/trips/trip-filters-form.tsx",
  "app/features/trips/trip-search-form.tsx",
  "app/routes/auth-reset-password.tsx",
  "app/routes/auth-two-factor.tsx",
  "app/routes/auth-verified.tsx",
  "app/routes/auth.tsx",
  "app/routes/booking-claim.tsx",
  "app/routes/booking-confirmation.tsx",
  "app/routes/booking-pay.tsx",
  "app/routes/category.tsx",
  "app/routes/checkout.tsx",
  "app/routes/dashboard-account.tsx",
  "app/routes/dashboard.tsx",
  "app/routes/itinerary-quote.tsx",
  "app/routes/proposal.tsx",
  "app/routes/review.tsx",
  "app/routes/search.tsx",
  "app/routes/seasonal-guide.tsx",
  "app/routes/traveller-details.tsx",
  "app/routes/traveller-link.tsx",
  "app/routes/waitlist-confirm.tsx",
]);

/** Attributes people read or hear. */
const spokenAttributes = new Set(["aria-label", "title", "placeholder", "alt", "aria-description"]);
/** Two letters in a row: a word, not a unit ("m"), a sign ("·", "©") or a number. */
const word = /[A-Za-z]{2}/;

function isPublicComponent(path) {
  return (
    path.endsWith(".tsx") &&
    !path.endsWith(".test.tsx") &&
    !path.startsWith("app/routes/admin/") &&
    !path.startsWith("app/features/admin/") &&
    !/^app\/routes\/admin[-.]/.test(path)
  );
}

function englishIn(path) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const visit = (node) => {
    if (ts.isJsxText(node) && word.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      spokenAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      word.test(node.initializer.text)
    )
      found.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = readdirSync("app", { recursive: true, encoding: "utf8" })
  .map((name) => join("app", name))
  .filter(isPublicComponent)
  .sort();
for (const path of files) {
  const english = englishIn(path);
  if (english.length > 0 && !NOT_YET_TRANSLATED.has(path))
    problems.push(
      `${path}: English in a public component (${english
        .slice(0, 3)
        .map((text) => JSON.stringify(text))
        .join(
          ", ",
        )}${english.length > 3 ? ", ..." : ""}); put the words in app/i18n/messages and say them with t(m.key)`,
    );
  if (english.length === 0 && NOT_YET_TRANSLATED.has(path))
    problems.push(
      `${path} has no English left: take it off NOT_YET_TRANSLATED in scripts/check-messages.mjs`,
    );
}
for (const path of NOT_YET_TRANSLATED)
  if (!files.includes(path))
    problems.push(`${path} is on NOT_YET_TRANSLATED but is no public component`);

if (problems.length > 0) {
  console.error(
    `Message check: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `Message check: ${allKeys.size} messages in ${settings.locales.join(", ")}, none missing; ${files.length - NOT_YET_TRANSLATED.size} of ${files.length} public components translated (${NOT_YET_TRANSLATED.size} listed as not yet).`,
);
