import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { closeDb, db, decodeQuotedPrintable, emailFor, outboxDir } from "./account-fixtures";
import { bookingPanel, dollars, inDays, quoteInPanel, type PanelQuote } from "./booking-helpers";
import { pdfText } from "../../server/platform/pdf/read-pdf-text";

// Issue 14, "Done when": Point Lenana from its catalogue card to the stored booking, with one
// per-person price on the card, the page, the cart, the dialog, the email, the PDF and the
// database; then the same booking without JavaScript. Issue 19: Point Lenana enters Mount Kenya
// National Park for four days, so every surface also shows the same park fee lines, says on the
// "From" that park fees are added, and totals trip price x people + fees (decision 0036).

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
/** Mount Kenya National Park's non-resident fee (decision 0033's seeded KWS rate) and Point Lenana's days in it. */
const PARK_FEE_PER_DAY = 40;
const PARK_DAYS = 4;
const people = (party: number) => `${party} ${party === 1 ? "person" : "people"}`;

/**
 * A surface that shows the quote as lines (panel, cart, dialog, checkout, confirmation): the same
 * trip price line, the same fee lines and the same USD total as the panel showed.
 */
async function expectSameLines(surface: Locator, quote: PanelQuote, party: number) {
  await expect(surface.getByTestId("quote-trip-line")).toHaveText(
    `Trip price, non-resident (${people(party)} at ${usd(quote.perPerson)})${usd(quote.perPerson * party)}`,
  );
  await expect(surface.getByTestId("quote-fee-line")).toHaveText(quote.feeLines);
  await expect(surface.getByTestId("quote-total-usd")).toHaveText(usd(quote.total));
}
/**
 * Point Lenana's card, then its page by the card's link: the card's "From" and the booking it
 * stands for (its party and date, which the page's JSON-LD offer states), so both journeys book
 * exactly the trip the card priced.
 */
async function fromCardToPage(
  page: Page,
): Promise<{ perPerson: number; party: number; date: string }> {
  await page.goto("/summit-treks");
  const card = page.locator("main article", { hasText: "Point Lenana Summit" });
  const perPerson = dollars(await card.getByTestId("card-from-price").textContent());
  expect(perPerson).toBeGreaterThan(0);
  await card.getByRole("link", { name: /View Details & Book Now/ }).click();
  await expect(page).toHaveURL(/\/itinerary\/point-lenana$/);
  // The "From" is the trip price, and says plainly that the park fees come on top.
  await expect(card).toContainText("per person + park fees");
  await expect(page.getByTestId("trip-from-price")).toContainText(
    `From ${usd(perPerson)} per person + park fees`,
  );
  const feePerPerson = PARK_FEE_PER_DAY * PARK_DAYS;
  await expect(page.getByTestId("trip-fees-note")).toContainText(
    `Mount Kenya National Park fee: ${usd(PARK_FEE_PER_DAY)} a day x ${PARK_DAYS} days = ${usd(feePerPerson)} per person`,
  );
  const offer = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ).offers as {
    price: number;
    description: string;
    priceSpecification: { price: number; priceComponent: Array<{ name: string; price: number }> };
  };
  expect(offer.price).toBe(perPerson);
  expect(offer.priceSpecification.priceComponent).toEqual([
    expect.objectContaining({ name: "Trip price", price: perPerson }),
    expect.objectContaining({ name: "Mount Kenya National Park fee", price: feePerPerson }),
  ]);
  expect(offer.priceSpecification.price).toBe(perPerson + feePerPerson);
  const [, party, date] = /for (\d+) travellers? on (\d{4}-\d{2}-\d{2})/.exec(offer.description)!;
  return { perPerson, party: Number(party), date: date! };
}

/** The stored booking of `email`, and the one receipt mailed to it (decoded). */
async function storedBookingAndMail(email: string) {
  const rows = await db()
    .db.selectFrom("bookings")
    .selectAll()
    .where("client_email", "=", email)
    .execute();
  expect(rows).toHaveLength(1);
  const booking = rows[0]!;
  const receipts = () =>
    existsSync(outboxDir()) ? readdirSync(outboxDir()).filter((file) => file.includes(email)) : [];
  await expect.poll(() => receipts().length).toBe(1);
  const mail = decodeQuotedPrintable(readFileSync(join(outboxDir(), receipts()[0]!), "utf8"));
  return { booking, mail, reference: booking.id.slice(0, 8).toUpperCase() };
}

async function expectOnePrice(
  page: Page,
  { quote, party }: { quote: PanelQuote; party: number },
  stored: Awaited<ReturnType<typeof storedBookingAndMail>>,
) {
  const { perPerson, total } = quote;
  const fees = PARK_FEE_PER_DAY * PARK_DAYS * party;
  expect(quote.fees).toBe(fees);
  expect(stored.booking.number_of_participants).toBe(party);
  expect(stored.booking.total_price).toBe(perPerson * party + fees);
  expect(total).toBe(perPerson * party + fees);
  // The lines stored with the booking are the lines shown.
  const lines = await db()
    .db.selectFrom("booking_price_lines")
    .select(["kind", "people", "unit_minor", "amount_minor", "currency"])
    .where("booking_id", "=", stored.booking.id)
    .orderBy("position")
    .execute();
  expect(lines).toEqual([
    {
      kind: "trip",
      people: party,
      unit_minor: perPerson * 100,
      amount_minor: perPerson * party * 100,
      currency: "USD",
    },
    {
      kind: "fee",
      people: party,
      unit_minor: PARK_FEE_PER_DAY * 100,
      amount_minor: fees * 100,
      currency: "USD",
    },
  ]);
  expect(stored.mail).toContain(
    `Trip price, non-resident (${party} x ${usd(perPerson)}): ${usd(perPerson * party)}`,
  );
  expect(stored.mail).toContain(
    `Mount Kenya National Park fee, non-resident (${party} x ${usd(PARK_FEE_PER_DAY * PARK_DAYS)}): ${usd(fees)}`,
  );
  expect(stored.mail).toContain(`Total in USD: ${usd(total)}`);
  expect(stored.mail).toContain(stored.reference);
  const pdf = pdfText(
    Buffer.from(await (await page.request.get("/itineraries/point-lenana.pdf")).body()),
  );
  expect(pdf).toContain(`From ${usd(perPerson)} per person + park fees`);
  expect(pdf).toContain("Mount Kenya National Park, 4 days");
}

test("with JavaScript: card, page, cart, dialog, confirmation, email, PDF and database show one price per person", async ({
  page,
}) => {
  const { perPerson, party, date } = await fromCardToPage(page);
  const quote = await quoteInPanel(page, { participants: party, date });
  expect(quote.perPerson).toBe(perPerson);
  await expectSameLines(bookingPanel(page).getByTestId("panel-lines"), quote, party);
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();

  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expectSameLines(cart, quote, party);
  await expect(cart.getByTestId("cart-total")).toHaveText(usd(quote.total));
  await cart.getByRole("button", { name: "Book All Trips" }).click();

  const dialog = page.getByRole("dialog", { name: "Book All Trips" });
  await expectSameLines(dialog, quote, party);
  await expect(dialog.getByTestId("book-all-total")).toHaveText(usd(quote.total));
  const email = emailFor("lenana-js");
  await dialog.getByLabel(/Full name/).fill("Wanjiru Kamau");
  await dialog.getByLabel(/Email/).fill(email);
  await dialog.getByRole("button", { name: "Send Booking Requests" }).click();

  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  const stored = await storedBookingAndMail(email);
  await expect(page.getByTestId("reference")).toHaveText(stored.reference);
  await expectSameLines(page.locator("main"), quote, party);
  await expectOnePrice(page, { quote, party }, stored);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same booking: priced on the page, sent from the checkout, confirmed on a page", async ({
    page,
    browser,
  }) => {
    const { perPerson, party, date } = await fromCardToPage(page);
    const quote = await quoteInPanel(page, { participants: party, date }, { javaScript: false });
    expect(quote.perPerson).toBe(perPerson);
    await bookingPanel(page).getByRole("link", { name: "Continue to booking" }).click();

    await expect(page).toHaveURL(/\/itinerary\/point-lenana\/book\?/);
    await expectSameLines(page.getByTestId("checkout-lines"), quote, party);
    const email = emailFor("lenana-nojs");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel(/Full name/).fill("Otieno Ouma");
    await form.getByLabel(/Email/).fill(email);
    await form.getByRole("button", { name: "Send booking request" }).click();

    await expect(page).toHaveURL(/\/booking\/confirmation$/);
    const stored = await storedBookingAndMail(email);
    await expect(page.getByTestId("reference")).toHaveText(stored.reference);
    await expectSameLines(page.locator("main"), quote, party);
    await expect(page.getByText(/By .+ Kenyan time \(EAT\)/)).toBeVisible();
    await expectOnePrice(page, { quote, party }, stored);

    // Only the browser that booked sees the confirmation; another gets no booking from the address.
    const stranger = await browser.newPage();
    const response = await stranger.goto(new URL("/booking/confirmation", page.url()).href);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("No booking to show here");
    await expect(stranger.getByText(stored.reference)).toHaveCount(0);
    await stranger.close();
  });
});

test("at checkout, a changed price is shown and asked again before anything is stored", async ({
  page,
}) => {
  await page.goto(`/itinerary/point-lenana/book?participants=2&date=${inDays(60)}`);
  await page.waitForLoadState("networkidle");
  // Point Lenana's park fee makes the checkout a list of lines; its USD total is what is sent.
  const shown = dollars(
    await page.getByTestId("checkout-lines").getByTestId("quote-total-usd").textContent(),
  );
  // The page was open while the price moved: the form still carries the old total.
  await page
    .locator('input[name="seenTotal"]')
    .evaluate((input, total) => ((input as HTMLInputElement).value = String(total)), shown + 5);
  const email = emailFor("lenana-changed");
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel(/Full name/).fill("Akinyi Were");
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText(`is now ${usd(shown)}`);
  const rows = await db()
    .db.selectFrom("bookings")
    .select("id")
    .where("client_email", "=", email)
    .execute();
  expect(rows).toHaveLength(0);
  await expect(form.getByLabel(/Email/)).toHaveValue(email);
  await form.getByRole("button", { name: `Send booking request at ${usd(shown)}` }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation$/);
});
