// One trip, one price (issue 14), for every trip in content/trips/, read from the production
// build over real HTTP as a traveller's browser and a search engine see it: the card's "From",
// the trip page's "From", its JSON-LD offer and its PDF print one figure; the pricing API quotes
// nothing lower for any option, the smallest party and dates across the next year; and a booking
// at that figure's option, party and date is stored at exactly that price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trips } from "../../content/trips";
import { tripOptions, partySize } from "../../domain/pricing/quote";
import { pdfPathForTrip } from "../../server/modules/catalogue/pdf";
import { pdfText } from "../../server/platform/pdf/read-pdf-text";
import {
  daysAhead,
  NO_RATE_LIMITS,
  newRun,
  startProductionServer,
  type Server,
} from "./lib/system";

let server: Server;
let origin: string;
const run = newRun();

beforeAll(async () => {
  // Thousands of price look-ups from one test client: the per-address limits are not the subject.
  server = await startProductionServer({ env: NO_RATE_LIMITS });
  origin = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** "$1,126" -> 1126. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

/** The "From" of every card on the three category pages, by trip slug. */
async function cardPrices(): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (const path of ["/summit-treks", "/wild-adventures", "/seasonal-escapes"])
    for (const [article] of (await page(path)).matchAll(/<article\b[\s\S]*?<\/article>/g)) {
      const slug = /href="\/itinerary\/([a-z0-9-]+)"/.exec(article)?.[1];
      const price = /data-testid="card-from-price">(\$[\d,]+)</.exec(article)?.[1];
      expect(slug, `a card on ${path} links to its trip`).toBeTruthy();
      expect(price, `${slug}: the card on ${path} shows a From`).toBeTruthy();
      prices.set(slug!, dollars(price!));
    }
  return prices;
}

interface Offer {
  price: number;
  priceCurrency: string;
  description: string;
}

/** The trip page's headline "From" and its JSON-LD offer. */
async function tripPage(slug: string): Promise<{ headline: number; offer: Offer }> {
  const html = await page(`/itinerary/${slug}`);
  const headline = /data-testid="trip-from-price"[\s\S]*?<strong[^>]*>(\$[\d,]+)<\/strong>/.exec(
    html,
  )?.[1];
  expect(headline, `${slug}: the page's first screen shows a From`).toBeTruthy();
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, `${slug}: the page carries JSON-LD`).toBeTruthy();
  const data = JSON.parse(json!) as { offers?: Offer };
  expect(data.offers, `${slug}: the JSON-LD has an offer`).toBeTruthy();
  return { headline: dollars(headline!), offer: data.offers! };
}

/** Every "From $N per person" a PDF prints. */
async function pdfFromPrices(slug: string): Promise<number[]> {
  const response = await fetch(`${origin}${pdfPathForTrip(slug)}`);
  expect(response.status, `${slug}: its PDF`).toBe(200);
  const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, " ");
  return [...text.matchAll(/From (\$[\d,]+) per (?:person|student)/g)].map((match) =>
    dollars(match[1]!),
  );
}

interface ApiQuote {
  finalPrice: number;
  totalPrice: number;
  tierId: string;
  participants: number;
}

async function apiQuote(body: Record<string, unknown>): Promise<ApiQuote> {
  const response = await fetch(`${origin}/api/dynamic-pricing`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${JSON.stringify(body)}: ${text}`).toBe(200);
  return JSON.parse(text) as ApiQuote;
}

describe("one price for every trip", () => {
  it("covers every trip in content/trips/", () => {
    expect(trips.length).toBeGreaterThanOrEqual(24);
  });

  it("the card, the page, the JSON-LD offer and the PDF show one From; no bookable quote is lower; a booking at it is stored at it", async () => {
    const cards = await cardPrices();
    for (const trip of trips) {
      const slug = trip.slug;
      const { headline, offer } = await tripPage(slug);

      // The card (every trip but the one reached only from its own page) shows the same figure.
      if (cards.has(slug)) expect(cards.get(slug), `${slug}: card = page`).toBe(headline);
      expect(offer.price, `${slug}: JSON-LD offer = page`).toBe(headline);
      expect(offer.priceCurrency).toBe("USD");
      const pdf = await pdfFromPrices(slug);
      expect(pdf, `${slug}: the PDF prints the page's From`).toContain(headline);

      // The offer says for whom and when: that quote is the From itself.
      const [, party, date] = /for (\d+) travellers? on (\d{4}-\d{2}-\d{2})/.exec(
        offer.description,
      )!;
      const participants = Number(party);
      expect(participants, `${slug}: the From is for the smallest party`).toBe(partySize(trip).min);
      const from = await apiQuote({ adventureType: slug, bookingDate: date, participants });
      expect(from.finalPrice, `${slug}: the API's quote for the From's date`).toBe(headline);

      // Nothing the same party can book in the next year is cheaper (the From's own date and
      // its neighbours, and every fortnight, for every option).
      const dates = new Set([
        date!,
        ...Array.from({ length: 27 }, (_, n) => daysAhead(1 + n * 14)),
      ]);
      for (const option of tripOptions(trip))
        for (const bookingDate of dates) {
          const other = await apiQuote({
            adventureType: slug,
            tierId: option.id,
            bookingDate,
            participants,
          });
          expect(
            other.finalPrice,
            `${slug} ${option.id} on ${bookingDate}: below the From`,
          ).toBeGreaterThanOrEqual(headline);
        }

      // The park fees the quote adds on top of the trip price (their own lines, decision 0036).
      const priced = await fetch(`${origin}/api/dynamic-pricing`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({
          adventureType: slug,
          tierId: from.tierId,
          bookingDate: date,
          participants,
        }),
      });
      const pricedBody = (await priced.json()) as {
        finalPrice: number;
        lines: Array<{ kind: string; currency: string; amountMinor: number }>;
      };
      expect(pricedBody.finalPrice, `${slug}: the quote's trip price is the From`).toBe(headline);
      const fees = pricedBody.lines
        .filter((line) => line.kind === "fee" && line.currency === "USD")
        .reduce((sum, line) => sum + line.amountMinor / 100, 0);
      // A traveller can book it: sent with the total the page implies, stored at that price.
      const booked = await fetch(`${origin}/api/secure-booking`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          "idempotency-key": `${run}-${slug}`,
        },
        body: JSON.stringify({
          clientName: "One Price Traveller",
          clientEmail: `one-price-${run}-${slug}@example.com`,
          adventureType: trip.title,
          tripSlug: slug,
          tierId: from.tierId,
          bookingDate: date,
          numberOfParticipants: participants,
          totalPrice: headline * participants + fees,
        }),
      });
      const answer = (await booked.json()) as {
        booking?: { pricePerPerson: number; totalPrice: number };
      };
      expect(booked.status, `${slug}: booked at its From: ${JSON.stringify(answer)}`).toBe(201);
      expect(answer.booking).toMatchObject({ totalPrice: headline * participants + fees });
    }
  });
});
