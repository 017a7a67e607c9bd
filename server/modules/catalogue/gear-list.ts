import type { Trip } from "../../../domain/catalogue/trip-schema";
import { gearListOf, gearListTitles } from "../../../domain/catalogue/trip-facts";
import { site, type SiteContacts } from "../../../domain/site";
import { footerLine, type RenderOptions } from "./pdf-documents";
import { colours, PdfWriter } from "../../platform/pdf/layout";
import { pdfText } from "../../platform/pdf/text";

/**
 * A trip's gear list as a printable PDF (it used to be an HTML file saved by the browser): each
 * category as a checklist with a box to tick and an Essential / Optional flag, then the trip's
 * preparation tips. Undefined for a trip that offers no gear list.
 */
export function renderGearList(
  trip: Trip,
  contacts: SiteContacts,
  options: RenderOptions = {},
): Promise<Buffer> | undefined {
  const kind = gearListOf(trip);
  if (!kind) return undefined;
  const writer = new PdfWriter(
    {
      title: gearListTitles[kind],
      subtitle: `For ${trip.title} (${trip.duration}). Tick each item off as you pack.`,
      kicker: "Gear list",
      footer: footerLine(contacts),
      subject: `What to pack for ${trip.title}: essential and optional gear, and how to prepare.`,
    },
    options,
  );
  const essentials = trip.gear.reduce(
    (sum, category) => sum + category.items.filter((item) => item.essential).length,
    0,
  );
  writer.paragraph(
    `${essentials} essential items; the items marked Optional make the trip more comfortable.`,
    { colour: colours.muted },
  );
  for (const category of trip.gear) {
    writer.heading(category.title);
    for (const item of category.items) checklistItem(writer, item.name, item.essential);
  }
  if (trip.preparation.length) {
    writer.heading("Preparation tips");
    for (const section of trip.preparation) {
      writer.subheading(section.title);
      writer.bullets(section.items, { size: 10 });
    }
  }
  writer.heading("Questions about gear?");
  writer.paragraph(
    `Ask your guide before you travel: we answer within ${site.responsePromiseHours} hours, and most items can be hired in Naro Moru or Nairobi.`,
  );
  writer.labelled("Email", contacts.email);
  writer.labelled("Trip page", `${contacts.siteUrl}/itinerary/${trip.slug}`);
  return writer.finish();
}

/** One line of the checklist: an empty box, the item, and its flag at the right margin. */
function checklistItem(writer: PdfWriter, name: string, essential: boolean): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const flagWidth = 62;
  const textWidth = writer.contentWidth - 22 - flagWidth - 8;
  doc.font("Helvetica").fontSize(10.5);
  const height = Math.max(16, doc.heightOfString(pdfText(name), { width: textWidth }));
  writer.ensureSpace(height + 8);
  const top = doc.y;
  doc
    .save()
    .rect(left + 1, top + 1, 10, 10)
    .lineWidth(1)
    .stroke(colours.muted)
    .restore();
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(colours.earth900)
    .text(pdfText(name), left + 22, top, { width: textWidth });
  const flagLeft = left + writer.contentWidth - flagWidth;
  if (essential)
    doc
      .save()
      .roundedRect(flagLeft, top - 1, flagWidth, 14, 7)
      .fill(colours.forest700)
      .restore();
  else
    doc
      .save()
      .roundedRect(flagLeft, top - 1, flagWidth, 14, 7)
      .lineWidth(0.8)
      .stroke(colours.muted)
      .restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .fillColor(essential ? "#ffffff" : colours.earth900)
    .text(essential ? "Essential" : "Optional", flagLeft, top + 2, {
      width: flagWidth,
      align: "center",
    });
  doc.y = top + height + 4;
  doc
    .save()
    .moveTo(left, doc.y)
    .lineTo(left + writer.contentWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke()
    .restore();
  doc.y += 5;
  doc.x = left;
}
