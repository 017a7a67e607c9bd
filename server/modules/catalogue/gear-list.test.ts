import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../../content/trips";
import { gearListOf, gearListPdfPath } from "../../../domain/catalogue/trip-facts";
import { renderGearList } from "./gear-list";
import { getPdf } from "./pdf";
import { pdfText as drawnText, pdfTextLines } from "../../platform/pdf/read-pdf-text";
import { pdfText } from "../../platform/pdf/text";

const contacts = {
  email: "bookings@kilele.example",
  whatsappNumber: "254712345678",
  siteUrl: "https://kilele.example",
};
const shown = (text: string) => pdfText(text).replace(/\s+/g, " ").trim();

describe("gear list PDFs", () => {
  it("give treks the mountain list and safaris the safari list; programmes have none", () => {
    expect(gearListOf(findTrip("point-lenana")!)).toBe("mountain");
    expect(gearListOf(findTrip("kilimanjaro-marangu")!)).toBe("mountain");
    expect(gearListOf(findTrip("samburu")!)).toBe("safari");
    expect(gearListOf(findTrip("crescent-island")!)).toBe("safari");
    expect(gearListOf(findTrip("corporate-packages")!)).toBeUndefined();
    expect(renderGearList(findTrip("corporate-packages")!, contacts)).toBeUndefined();
    expect(getPdf({ kind: "gear-list", slug: "corporate-packages" }, contacts)).toBeUndefined();
    expect(getPdf({ kind: "gear-list", slug: "everest" }, contacts)).toBeUndefined();
  });

  it("draw every category and item with its Essential or Optional flag, and the preparation tips", async () => {
    const trip = findTrip("point-lenana")!;
    const pdf = await renderGearList(trip, contacts)!;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = drawnText(pdf);
    const lines = pdfTextLines(pdf);
    expect(text).toContain("Mountain Climbing Gear List");
    expect(text).toContain(shown(`For ${trip.title} (${trip.duration})`));
    for (const category of trip.gear) {
      expect(text).toContain(shown(category.title));
      for (const item of category.items) expect(text).toContain(shown(item.name));
    }
    const flags = trip.gear.flatMap((category) => category.items.map((item) => item.essential));
    expect(lines.filter((line) => line === "Essential")).toHaveLength(flags.filter(Boolean).length);
    expect(lines.filter((line) => line === "Optional")).toHaveLength(
      flags.filter((essential) => !essential).length,
    );
    for (const section of trip.preparation)
      for (const tip of section.items) expect(text).toContain(shown(tip));
    expect(text).toContain(`${contacts.siteUrl}/itinerary/point-lenana`);
  });

  it("are named for what they are: the trip's gear list, at the address its page links to", async () => {
    for (const slug of ["point-lenana", "maasai-mara-holiday"]) {
      const trip = findTrip(slug)!;
      const file = await getPdf({ kind: "gear-list", slug }, contacts)!;
      expect(file.fileName).toBe(`kilele-${slug}-gear-list.pdf`);
      expect(file.title).toContain(trip.title);
      expect(gearListPdfPath(trip)).toBe(`/gear-lists/${slug}.pdf`);
    }
    expect(trips.filter((trip) => gearListOf(trip)).length).toBeGreaterThan(15);
  });
});
