import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../../content/trips";
import { monthRatings, seasons } from "../../../domain/seasons/seasons";
import { formatPhoneForDisplay } from "../../../domain/site";
import { renderSeasonalGuide, renderTripDocument } from "./pdf-documents";
import { cachedPdfCount, getPdf, pdfPathForTrip } from "./pdf";
import { defaultPdfPricing } from "./pdf-prices";
import { pdfText as drawnText, pdfTextLines } from "../../platform/pdf/read-pdf-text";
import { pdfText } from "../../platform/pdf/text";

const contacts = {
  email: "bookings@kilele.example",
  whatsappNumber: "254712345678",
  siteUrl: "https://kilele.example",
};

/** What the page shows, normalised the way the reader returns it (WinAnsi-safe, single spaces). */
function shown(text: string): string {
  return pdfText(text).replace(/\s+/g, " ").trim();
}

function expectPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF/);
}

describe("itinerary PDFs", () => {
  it.each(trips.map((trip) => [trip.slug]))(
    "%s: title, facts, every day, included lists, prices and contact are drawn",
    async (slug) => {
      const trip = findTrip(slug)!;
      const pdf = await renderTripDocument(trip, contacts, "itinerary");
      expectPdf(pdf);
      const text = drawnText(pdf);
      expect(text).toContain(shown(trip.title));
      expect(text).toContain(shown(trip.duration));
      for (const day of trip.days) expect(text).toContain(shown(day.title));
      expect(text).toContain(shown(trip.included[0]!));
      expect(text).toContain(shown(trip.notIncluded.at(-1)!));
      expect(text).toMatch(/From \$[\d,]+ per person/);
      expect(text).toContain(contacts.email);
      expect(text).toContain(formatPhoneForDisplay(contacts.whatsappNumber));
      expect(text).toContain(`${contacts.siteUrl}/itinerary/${slug}`);
      expect(text).toMatch(/Page 1 of \d+/);
    },
  );

  it("the Crescent Island itinerary carries the seasonal tier prices in KES and USD", async () => {
    const text = drawnText(
      await renderTripDocument(findTrip("crescent-island")!, contacts, "itinerary"),
    );
    expect(text).toContain("KES 7,500 / $55");
    expect(text).toContain("KES 14,500 / $105");
    expect(text).toContain("Walking safari etiquette");
  });

  it("the Point Lenana itinerary lists its summit and packing list", async () => {
    const trip = findTrip("point-lenana")!;
    const text = drawnText(await renderTripDocument(trip, contacts, "itinerary"));
    expect(text).toContain("Point Lenana, 4,985 m");
    for (const item of trip.packing) expect(text).toContain(shown(item));
  });

  it("brochures lead with the programmes", async () => {
    for (const slug of ["team-building", "student-expeditions"]) {
      const trip = findTrip(slug)!;
      const pdf = await renderTripDocument(trip, contacts, "brochure");
      expectPdf(pdf);
      const text = drawnText(pdf);
      for (const programme of trip.programmes!) expect(text).toContain(shown(programme.name));
      expect(text.indexOf(shown(trip.programmes![0]!.name))).toBeLessThan(
        text.indexOf(shown(trip.days[0]!.title)),
      );
    }
  });

  it("is not fooled by the metadata: the text sits in compressed page streams", async () => {
    const trip = findTrip("hells-gate")!;
    const pdf = await renderTripDocument(trip, contacts, "itinerary");
    const activity = trip.days.at(-1)!.activities[0]!;
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(pdf.toString("latin1")).not.toContain(activity);
    expect(drawnText(pdf)).toContain(shown(activity));
  });
});

describe("seasonal guide PDF", () => {
  it("draws the three seasons, twelve rated months and the recommended trips", async () => {
    const pdf = await renderSeasonalGuide(contacts);
    expectPdf(pdf);
    const text = drawnText(pdf);
    for (const season of seasons) {
      expect(text).toContain(shown(season.season));
      expect(text).toContain(shown(season.temperature));
      for (const slug of season.recommendedTrips)
        expect(text).toContain(shown(findTrip(slug)!.title));
    }
    const lines = pdfTextLines(pdf);
    for (const month of monthRatings) {
      expect(lines).toContain(month.month);
      expect(text).toContain(shown(month.highlights));
    }
    expect(lines.filter((line) => /^[1-5]\/5$/.test(line))).toHaveLength(12);
  });
});

describe("prices and seasons in the documents come from the quote function and the one calendar", () => {
  const pricing = defaultPdfPricing(new Date("2026-11-24T08:00:00Z"));

  it("an itinerary prints the trip's From and its options' normal prices", async () => {
    const text = drawnText(
      await renderTripDocument(findTrip("point-lenana")!, contacts, "itinerary", pricing),
    );
    expect(text).toContain("From $686 per person");
    expect(text).toContain("$850 per person");
    expect(text).not.toContain("$450");
  });

  it("the operator's base price and season months reach the PDFs", async () => {
    const changed = {
      ...pricing,
      settings: {
        ...pricing.settings,
        basePrices: { "point-lenana/standard": 900 },
        // April moved into the dry season.
        seasonCalendar: pricing.settings.seasonCalendar.map((season, month) =>
          month === 3 ? ("dry" as const) : season,
        ),
      },
    };
    const itinerary = drawnText(
      await renderTripDocument(findTrip("point-lenana")!, contacts, "itinerary", changed),
    );
    expect(itinerary).toContain("$900 per person");
    const guide = drawnText(await renderSeasonalGuide(contacts, changed));
    expect(guide).toContain("Dry Season (Peak): January - April and July - September");
    expect(guide).toContain("Long Rains: May - June");
    expect(guide).toContain("Prices 15% below the normal price");
  });
});

describe("text that Helvetica cannot draw", () => {
  it("keeps WinAnsi text, swaps look-alikes and never emits a character outside the font", () => {
    expect(pdfText("Hell's Gate – 4,985 m “summit” €50 °C")).toBe(
      "Hell's Gate – 4,985 m “summit” €50 °C",
    );
    expect(pdfText("a\tb\u0000c ≥ 5 → d")).toBe("a b c >= 5 -> d");
    expect(pdfText("Łódź 🦒 象 café")).toBe("?ódz ? ? café");
    expect(pdfText(undefined)).toBe("");
  });

  it("renders a trip full of odd characters without crashing, and the text survives", async () => {
    const base = findTrip("crescent-island")!;
    const odd = {
      ...base,
      title: 'Crescent <Island> & "Friends" 🦒 \u0007 Łódź',
      days: base.days.map((day, index) => ({
        ...day,
        title: `${day.title} ${index % 2 ? "\u{1F418}" : "\u2265 \t"}`,
      })),
    };
    const pdf = await renderTripDocument(odd, contacts, "itinerary");
    expectPdf(pdf);
    const text = drawnText(pdf);
    expect(text).toContain('Crescent <Island> & "Friends" ? ?ódz');
    for (const day of odd.days) expect(text).toContain(shown(day.title));
  });
});

describe("the PDF cache", () => {
  it("renders a document once per content version and hands the same file out again", async () => {
    const before = cachedPdfCount();
    const first = await getPdf({ kind: "itinerary", slug: "ngong-hills" }, contacts)!;
    const again = await getPdf({ kind: "itinerary", slug: "ngong-hills" }, contacts)!;
    expect(again.body).toBe(first.body);
    expect(again.etag).toBe(first.etag);
    expect(cachedPdfCount()).toBe(before + 1);
    const otherContacts = await getPdf(
      { kind: "itinerary", slug: "ngong-hills" },
      { ...contacts, email: "hello@elsewhere.example" },
    )!;
    expect(otherContacts.etag).not.toBe(first.etag);
    expect(drawnText(otherContacts.body)).toContain("hello@elsewhere.example");
    expect(first.fileName).toBe("kilele-ngong-hills-itinerary.pdf");
  });

  it("knows no unknown trip, and sends the programme trips to their brochures", () => {
    expect(getPdf({ kind: "itinerary", slug: "everest" }, contacts)).toBeUndefined();
    expect(pdfPathForTrip("team-building")).toBe("/brochures/team-building.pdf");
    expect(pdfPathForTrip("student-expeditions")).toBe("/brochures/education.pdf");
    expect(pdfPathForTrip("crescent-island")).toBe("/itineraries/crescent-island.pdf");
  });
});

describe("the trip page's download buttons", () => {
  it("link to the same files the server makes, for every trip", async () => {
    const { pdfDownloadFor } = await import("../../../app/features/downloads/pdf-links");
    const { resolveAdventureType } = await import("../../../content/trips");
    for (const trip of trips) {
      const download = pdfDownloadFor(trip);
      expect(download.href).toBe(pdfPathForTrip(trip.slug));
      expect(resolveAdventureType(download.adventureType)).toBe(trip.slug);
    }
  });
});
