import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { tripSlugs } from "../../content/trips";
import { publicPaths } from "../../server/http/seo-files";
import { emailFor, verifiedAccount } from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel, sendBookingRequest } from "./booking-helpers";
import { newVisitor } from "./helpers";
import { describeMessages, validateHtml, type HtmlDocument } from "../support/html-validator";

/**
 * Every page a visitor can reach without an account or a personal link: the public routes (home,
 * listings, seasonal guide, trust pages, every trip), sign-in and the 404s. Every trip's checkout,
 * the open Trip Cart and a signed-in traveller's dashboard and account follow below.
 */
const pages: { path: string; status: number }[] = [
  ...publicPaths().map((path) => ({ path, status: 200 })),
  { path: "/auth", status: 200 },
  { path: "/auth?tab=signup", status: 200 },
  { path: "/auth/reset-password", status: 200 },
  { path: "/auth/verified", status: 200 },
  { path: "/no-such-trail", status: 404 },
  { path: "/itinerary/not-a-trip", status: 404 },
];

/** The page as the server sends it, after checking its status. */
async function serverHtml(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return { name: path, html: await response.text() };
}

/**
 * A trip's checkout. A party the trip's options do not take is sent back to the trip page with
 * the nearest choice it does take (`?option=...&participants=...#book`): that choice is booked.
 */
async function checkoutHtml(request: APIRequestContext, slug: string): Promise<HtmlDocument> {
  const path = `/itinerary/${slug}/book?participants=2&date=${inDays(60)}`;
  const first = await request.get(path, { maxRedirects: 0 });
  if (first.status() !== 302) {
    expect(first.status(), path).toBe(200);
    return { name: path, html: await first.text() };
  }
  const corrected = new URL(first.headers().location ?? "", "http://site");
  expect(corrected.pathname, `${path} sends back to its trip`).toBe(`/itinerary/${slug}`);
  return serverHtml(request, `/itinerary/${slug}/book${corrected.search}`, 200);
}

/**
 * A trip page with the Trip Cart side panel open and holding the trip, as the browser draws it
 * (the panel is never server-rendered). The toast library's injected stylesheet is left out: its
 * custom properties are beyond the checker's older CSS parser, and it is no markup of ours.
 */
async function openCartHtml(page: Page): Promise<HtmlDocument> {
  await page.goto("/itinerary/point-lenana");
  await quoteInPanel(page, { participants: 2, date: inDays(60) });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Trip Cart" })).toContainText("Point Lenana");
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const style of copy.querySelectorAll("style"))
      if (style.textContent?.includes("[data-sonner-toaster]")) style.remove();
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
  return { name: "/itinerary/point-lenana with the Trip Cart open", html };
}

/** A traveller's own pages, signed in with a booking request sent: the dashboard and the account. */
async function signedInHtml(browser: Browser): Promise<HtmlDocument[]> {
  const page = await newVisitor(browser);
  const traveller = { name: "Wambui Njeri", email: emailFor("valid-html") };
  await verifiedAccount(page, traveller.name, traveller.email);
  await sendBookingRequest(page, traveller, 60);
  const pages = ["/dashboard", "/dashboard/account"];
  const documents = await Promise.all(pages.map((path) => serverHtml(page.request, path, 200)));
  await page.context().close();
  return documents;
}

// A page the checker must fault: proves its report is read, so an empty list means valid pages.
const faulty: HtmlDocument = {
  name: "a known-invalid page",
  html: '<!DOCTYPE html><html lang="en"><title>x</title><span aria-label="1 item">1</span></html>',
};

test("every page a visitor sees is valid HTML (W3C Nu HTML Checker)", async ({
  browser,
  page,
  request,
}) => {
  // 66 pages gathered at once (signing up is the slowest part), then one Java run over them all:
  // 25-80 s on a busy two-core machine (decision 0063).
  test.setTimeout(180_000);
  const documents = await Promise.all([
    ...pages.map(({ path, status }) => serverHtml(request, path, status)),
    ...tripSlugs.map((slug) => checkoutHtml(request, slug)),
    openCartHtml(page),
    signedInHtml(browser),
  ]).then((found) => found.flat());

  const report = await validateHtml([...documents, faulty]);

  const isFaulty = (error: { page: string }) => error.page === faulty.name;
  expect(report.errors.filter(isFaulty), "the known-invalid page's one error").toHaveLength(1);
  expect(describeMessages(report.errors.filter((error) => !isFaulty(error)))).toEqual([]);
  // Warnings too: none is left, and a new one is as real a fault (a redundant role, an obsolete
  // attribute, a needless type) as an error.
  expect(describeMessages(report.warnings)).toEqual([]);
});
