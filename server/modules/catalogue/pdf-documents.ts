import { findTrip } from "./snapshot";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { groupSizeText } from "../../../domain/catalogue/trip-facts";
import { seasonAdjustments } from "../../../domain/pricing/dynamic-pricing";
import { monthRatingsOn, seasonsOn } from "../../../domain/seasons/seasons";
import { formatPhoneForDisplay, site, type SiteContacts } from "../../../domain/site";
import { colours, PdfWriter } from "../../platform/pdf/layout";
import {
  defaultPdfPricing,
  fromQuoteOf,
  fromText,
  priceSummary,
  type PdfPricing,
} from "./pdf-prices";
import { pdfText } from "../../platform/pdf/text";

export interface RenderOptions {
  /** Off only in tests that want to read the raw content streams. */
  compress?: boolean;
}

/** Every document's footer: brand, email, WhatsApp and site. */
export function footerLine(contacts: SiteContacts): string {
  return `${site.brandName}  \u2022  ${contacts.email}  \u2022  WhatsApp ${formatPhoneForDisplay(contacts.whatsappNumber)}  \u2022  ${contacts.siteUrl.replace(/^https?:\/\//, "")}`;
}

function tripFacts(trip: Trip, pricing: PdfPricing): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ["Duration", trip.duration],
    ["Difficulty", trip.difficultyLabel ?? trip.difficulty],
    ["Group size", groupSizeText(trip)],
    ["Region", trip.region],
  ];
  if (trip.summit)
    facts.push([
      "Summit",
      `${trip.summit.name}, ${trip.summit.elevationMetres.toLocaleString("en-US")} m`,
    ]);
  if (trip.maxElevationMetres)
    facts.push(["Max elevation", `${trip.maxElevationMetres.toLocaleString("en-US")} m`]);
  if (trip.schedule) facts.push(["Schedule", trip.schedule]);
  facts.push(["Price", fromText(fromQuoteOf(trip, pricing))]);
  return facts;
}

function writeProgrammes(writer: PdfWriter, trip: Trip, heading: string): void {
  if (!trip.programmes?.length) return;
  writer.heading(heading);
  for (const programme of trip.programmes) {
    writer.ensureSpace(110);
    writer.subheading(programme.name, colours.forest800);
    const meta = [
      programme.duration,
      programme.location,
      programme.ageGroup,
      programme.category,
      programme.priceRange ? `${programme.priceRange} per person` : undefined,
    ]
      .filter(Boolean)
      .join("  \u2022  ");
    writer.paragraph(meta, { size: 9.5, colour: colours.ochre700, bold: true });
    writer.paragraph(programme.description);
    writer.bullets(programme.activities, { size: 10 });
    if (programme.subjects?.length)
      writer.labelled("Curriculum links", programme.subjects.join(", "));
    if (programme.features?.length) writer.labelled("Features", programme.features.join(", "));
    writer.doc.moveDown(0.4);
  }
}

function writeDays(writer: PdfWriter, trip: Trip, heading: string): void {
  writer.heading(heading);
  for (const day of trip.days) {
    writer.ensureSpace(95);
    const label =
      trip.days.length > 1 && trip.days.every((other) => other.day === 1)
        ? (day.time ?? "")
        : `Day ${day.day}${day.time ? `  \u2022  ${day.time}` : ""}`;
    if (label)
      writer.paragraph(label.toUpperCase(), { size: 8.5, colour: colours.ochre700, bold: true });
    writer.subheading(day.title);
    const meta = [day.elevation, day.distance, day.grade].filter(Boolean).join("  \u2022  ");
    if (meta) writer.paragraph(meta, { size: 9.5, colour: colours.muted });
    writer.paragraph(day.description);
    writer.bullets(day.activities, { size: 10, indent: 6 });
    if (day.highlights?.length) writer.labelled("Highlights", day.highlights.join(", "), 6);
    if (day.wildlife?.length) writer.labelled("Wildlife", day.wildlife.join(", "), 6);
    if (day.accommodation) writer.labelled("Accommodation", day.accommodation, 6);
    if (day.meals) writer.labelled("Meals", day.meals, 6);
    writer.doc.moveDown(0.6);
  }
}

function writePrices(writer: PdfWriter, trip: Trip, pricing: PdfPricing): void {
  const summary = priceSummary(trip, pricing);
  writer.heading("Prices");
  writer.paragraph(summary.from, { bold: true, colour: colours.forest800 });
  for (const option of summary.options)
    writer.priceOption(option.name, option.price, option.details);
  for (const note of summary.notes) writer.paragraph(note, { size: 9, colour: colours.muted });
}

function writeContact(writer: PdfWriter, contacts: SiteContacts, pageUrl: string): void {
  writer.heading("Book or ask a question");
  writer.paragraph(
    `Our guides answer within ${site.responsePromiseHours} hours, usually much sooner. Tell us your dates and group size and we will confirm availability and the final price.`,
  );
  writer.labelled("Email", contacts.email);
  writer.labelled(
    "WhatsApp",
    `${formatPhoneForDisplay(contacts.whatsappNumber)} (wa.me/${contacts.whatsappNumber})`,
  );
  writer.labelled("Website", pageUrl);
  writer.labelled("Base", site.baseAddress);
}

/** The itinerary PDF: the same sections, in the same order, as the trip page. */
export function renderTripDocument(
  trip: Trip,
  contacts: SiteContacts,
  variant: "itinerary" | "brochure",
  pricing: PdfPricing = defaultPdfPricing(),
  options: RenderOptions = {},
): Promise<Buffer> {
  const brochure = variant === "brochure";
  const writer = new PdfWriter(
    {
      title: trip.title,
      subtitle: trip.subtitle,
      kicker: brochure ? (trip.download.brochure?.kicker ?? "Programme brochure") : "Itinerary",
      footer: footerLine(contacts),
      subject: trip.summary,
    },
    options,
  );
  writer.facts(tripFacts(trip, pricing));
  writer.heading("Overview");
  for (const paragraph of trip.overview) writer.paragraph(paragraph);
  writer.heading("Highlights");
  writer.bullets(trip.highlights, { marker: "yes" });

  const programmesHeading = trip.sectionTitles.programmes;
  if (brochure) writeProgrammes(writer, trip, programmesHeading);
  for (const section of trip.sections) {
    writer.heading(section.title);
    if (section.items.length === 1) writer.paragraph(section.items[0]!);
    else writer.bullets(section.items, { marker: "yes" });
  }
  writeDays(writer, trip, brochure ? "Sample Itinerary" : "Day-by-Day Itinerary");
  if (!brochure) writeProgrammes(writer, trip, programmesHeading);

  writer.heading("Included and Not Included");
  writer.subheading("Included", colours.forest700);
  writer.bullets(trip.included, { marker: "yes" });
  writer.subheading("Not included", colours.no);
  writer.bullets(trip.notIncluded, { marker: "no" });

  if (trip.requirements) {
    writer.heading("Requirements");
    writer.labelled("Fitness level", trip.requirements.fitnessLevel);
    if (trip.requirements.minimumAge !== undefined)
      writer.labelled("Minimum age", String(trip.requirements.minimumAge));
    writer.labelled("Maximum group", `${trip.requirements.maxGroupSize} people`);
    if (trip.requirements.documents.length)
      writer.labelled("Documents", trip.requirements.documents.join("; "));
    if (trip.requirements.notes.length) writer.bullets(trip.requirements.notes);
  }

  if (trip.packing.length) {
    writer.heading("Packing List");
    writer.bullets(trip.packing);
  } else if (trip.gear.length) {
    writer.heading("What to Pack");
    for (const category of trip.gear) {
      writer.subheading(category.title);
      writer.bullets(
        category.items.map((item) => `${item.name}${item.essential ? "" : " (optional)"}`),
        { size: 10 },
      );
    }
  }
  if (trip.preparation.length) {
    writer.heading(brochure ? "Planning and Preparation" : "Tips and Preparation");
    for (const section of trip.preparation) {
      writer.subheading(section.title);
      writer.bullets(section.items, { size: 10 });
    }
  }
  writePrices(writer, trip, pricing);
  writeContact(writer, contacts, `${contacts.siteUrl}/itinerary/${trip.slug}`);
  return writer.finish();
}

type GuideSeasons = ReturnType<typeof seasonsOn>;

/** The guide's first section: each season's weather, figures, advantages and challenges. */
function writeSeasons(writer: PdfWriter, seasons: GuideSeasons): void {
  const { doc } = writer;
  writer.heading("The three seasons");
  for (const season of seasons) {
    writer.ensureSpace(200);
    writer.subheading(`${season.season}: ${season.months}`, colours.forest800);
    writer.paragraph(season.weather, { colour: colours.muted });
    writer.labelled("Temperature", season.temperature);
    writer.labelled("Rainfall", season.rainfall);
    writer.labelled("Visibility", season.visibility);
    writer.labelled("Crowd level", season.crowdLevel);
    if (season.prices) writer.labelled("Prices", season.prices);
    doc.moveDown(0.3);
    writer.paragraph("Advantages", { bold: true, size: 10 });
    writer.bullets(season.advantages, { marker: "yes", size: 10 });
    writer.paragraph("Challenges", { bold: true, size: 10 });
    writer.bullets(season.challenges, { marker: "no", size: 10 });
    writer.labelled("Best for", season.bestFor.join(", "));
    doc.moveDown(0.8);
  }
}

/** The guide's month by month: each month's rating in dots, its season and highlights. */
function writeMonths(
  writer: PdfWriter,
  seasons: GuideSeasons,
  monthRatings: ReturnType<typeof monthRatingsOn>,
): void {
  const { doc } = writer;
  writer.heading("Month by month");
  writer.paragraph("Each month is rated from 1 to 5 dots for trekking and safari conditions.", {
    size: 9.5,
    colour: colours.muted,
  });
  const seasonName = new Map(seasons.map((season) => [season.id, season.season]));
  const left = doc.page.margins.left;
  for (const month of monthRatings) {
    writer.ensureSpace(34);
    const top = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10.5)
      .fillColor(colours.earth900)
      .text(pdfText(month.month), left, top, { width: 80 });
    writer.dots(left + 86, top + 6, month.rating);
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(colours.muted)
      .text(`${month.rating}/5`, left + 136, top + 1.5, { width: 24 });
    doc
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(colours.forest700)
      .text(pdfText(seasonName.get(month.season) ?? month.season), left + 162, top + 1, {
        width: 100,
      });
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(colours.earth900)
      .text(pdfText(month.highlights), left + 268, top, { width: writer.contentWidth - 268 });
    doc.y = Math.max(doc.y, top + 14) + 6;
  }
}

/** The trips recommended in each season, with their From price and address. */
function writeRecommendedTrips(
  writer: PdfWriter,
  seasons: GuideSeasons,
  contacts: SiteContacts,
  pricing: PdfPricing,
): void {
  const { doc } = writer;
  writer.heading("Recommended trips by season");
  for (const season of seasons) {
    writer.subheading(season.season, colours.forest800);
    for (const slug of season.recommendedTrips) {
      const trip = findTrip(slug);
      if (!trip) continue;
      const from = fromQuoteOf(trip, pricing);
      writer.bullets(
        [`${trip.title} (${trip.duration})${from ? `, ${fromText(from).toLowerCase()}` : ""}`],
        { size: 10 },
      );
      doc.moveUp(0.45);
      writer.paragraph(`${contacts.siteUrl}/itinerary/${slug}`, {
        size: 8.5,
        colour: colours.muted,
        indent: 14,
      });
    }
    doc.moveDown(0.3);
  }
}

/** The seasonal guide PDF: three seasons, twelve rated months and the trips we recommend in each season. */
export function renderSeasonalGuide(
  contacts: SiteContacts,
  pricing: PdfPricing = defaultPdfPricing(),
  options: RenderOptions = {},
): Promise<Buffer> {
  const { seasonCalendar, factors } = pricing.settings;
  const seasons = seasonsOn(seasonCalendar, seasonAdjustments(factors));
  const monthRatings = monthRatingsOn(seasonCalendar);
  const writer = new PdfWriter(
    {
      title: "Kenya Seasonal Guide",
      subtitle:
        "When to climb, when to go on safari and when to head for the coast, month by month.",
      kicker: "Seasonal guide",
      footer: footerLine(contacts),
      subject:
        "Kenya's dry season, short rains and long rains month by month, with the trips we recommend in each.",
    },
    options,
  );
  writer.paragraph(
    "Kenya sits on the equator, so it has no summer or winter: the year turns on two rainy seasons. Here is what each month brings to the mountains, the parks and the coast.",
  );

  writeSeasons(writer, seasons);
  writeMonths(writer, seasons, monthRatings);
  writeRecommendedTrips(writer, seasons, contacts, pricing);
  writeContact(writer, contacts, `${contacts.siteUrl}/seasonal-guide`);
  return writer.finish();
}
