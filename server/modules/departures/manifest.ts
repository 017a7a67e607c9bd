import { formatTravelDate } from "../../../domain/calendar";
import type {
  ManifestLine,
  ManifestTotals,
  ManifestTraveller,
} from "../../../domain/departures/departure-admin";
import { departureStatusLabels, type DepartureStatus } from "../../../domain/departures/departures";
import { internationalPhone } from "../../../domain/contact/phone";
import { owedPartsText } from "../../../domain/payments/amount-owed";
import { accountFigures } from "../../../domain/payments/account-figures";
import type { SiteContacts } from "../../../domain/site";
import { footerLine, type RenderOptions } from "../catalogue";
import { colours, PdfWriter } from "../../platform/pdf/layout";
import { partySizeText } from "../../../domain/booking/party";

/** What the guide's manifest prints: the departure, its travellers and the totals. */
export interface ManifestDocument {
  tripTitle: string;
  date: string;
  status: DepartureStatus;
  seats: number;
  minimumToRun: number;
  guide: string | null;
  notes: string | null;
  lines: readonly ManifestLine[];
  totals: ManifestTotals;
}

/** One traveller's details under their booking: what the guide needs on the mountain. */
function travellerLines(writer: PdfWriter, traveller: ManifestTraveller) {
  const indent = 28;
  if (!traveller.fullName) {
    writer.labelled(`Traveller ${traveller.slot}`, "Details not filled in yet", indent);
    return;
  }
  writer.labelled(
    `Traveller ${traveller.slot}`,
    `${traveller.fullName} (${traveller.nationality ?? "nationality missing"}), born ${traveller.dateOfBirth ?? "?"}`,
    indent,
  );
  if (traveller.guideFlags.length)
    writer.labelled("Guide: check", traveller.guideFlags.join(", "), indent);
  writer.labelled("Medical", traveller.medicalNotes ?? "None given", indent);
  writer.labelled("Diet", traveller.dietaryNeeds ?? "None given", indent);
  writer.labelled(
    "Emergency",
    `${traveller.emergencyName ?? ""}, ${traveller.emergencyPhone ?? ""}`,
    indent,
  );
  writer.labelled(
    "Insurance",
    `${traveller.insuranceProvider ?? ""}, policy ${traveller.insurancePolicy ?? ""}`,
    indent,
  );
}

/** A departure's manifest as a PDF for the guide (issue 15): the same rows as the page and CSV. */
export function renderManifest(
  manifest: ManifestDocument,
  contacts: SiteContacts,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { totals } = manifest;
  const writer = new PdfWriter(
    {
      title: manifest.tripTitle,
      subtitle: `Departure ${formatTravelDate(manifest.date)}. Guide: ${manifest.guide ?? "not assigned yet"}.`,
      kicker: "Departure manifest",
      footer: footerLine(contacts),
      subject: `Travellers on ${manifest.tripTitle}, ${manifest.date}: contacts, party sizes and special requirements.`,
    },
    options,
  );
  writer.facts([
    ["Status", departureStatusLabels[manifest.status]],
    ["Travellers", `${totals.travellers} of ${manifest.seats} seats`],
    ["Minimum to run", String(manifest.minimumToRun)],
    ["Confirmed", `${totals.confirmedTravellers} travellers`],
    ["Pending", `${totals.pendingTravellers} travellers`],
    ["Total", owedPartsText(totals.owed)],
  ]);
  if (manifest.notes) {
    writer.heading("Notes");
    writer.paragraph(manifest.notes);
  }
  writer.heading(
    `Travellers (${totals.bookings} ${totals.bookings === 1 ? "booking" : "bookings"})`,
  );
  if (manifest.lines.length === 0)
    writer.paragraph("Nobody has booked this departure yet.", { colour: colours.muted });
  manifest.lines.forEach((line, index) => {
    writer.subheading(
      `${index + 1}. ${line.name}: ${partySizeText(line.participants)} (${line.status})`,
    );
    writer.labelled("Reference", line.reference, 14);
    writer.labelled(
      "Phone",
      line.phone === null ? "Not provided" : internationalPhone(line.phone),
      14,
    );
    writer.labelled("Email", line.email, 14);
    writer.labelled("Special requirements", line.specialRequirements ?? "None", 14);
    writer.labelled("Total", owedPartsText(line.owed), 14);
    if (line.account) {
      const figures = accountFigures(line.account);
      writer.labelled("Paid", figures.paid, 14);
      writer.labelled(figures.credit ? "Credit" : "Balance", figures.credit ?? figures.balance, 14);
    }
    for (const traveller of line.travellers ?? []) travellerLines(writer, traveller);
    writer.doc.moveDown(0.4);
  });
  return writer.finish();
}
