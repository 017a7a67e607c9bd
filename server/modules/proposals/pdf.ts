import { formatTravelDate } from "../../../domain/calendar";
import { formatMoney } from "../../../domain/money/format";
import { cancellationPolicySentences } from "../../../domain/payments/cancellation-policy";
import type { ProposalDocument } from "../../../domain/proposals/proposal-document";
import {
  clientLineRows,
  datesSentence,
  partySentence,
  planSentences,
  totalLabel,
} from "../../../domain/proposals/proposal-view";
import { parks } from "../../../domain/pricing/park-fees";
import type { SiteContacts } from "../../../domain/site";
import { operatorCredentials } from "../../../domain/trust/credentials";
import { PdfWriter } from "../../platform/pdf/layout";
import { footerLine, type RenderOptions } from "../catalogue";

/**
 * The proposal as a PDF (`/proposals/<token>/pdf`): the page's content in the itinerary PDFs'
 * typography (server/platform/pdf/layout.ts): the plan day by day, what is included and not, the
 * lines and totals, the deposit and balance, the cancellation terms and the operator's licence
 * lines. Drawn from the sent version's frozen document, as the page is.
 */
export function renderProposalPdf(
  document: ProposalDocument,
  version: { number: number; note: string | null; changes: string[] },
  contacts: SiteContacts,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { draft, prices } = document;
  const writer = new PdfWriter(
    {
      title: draft.title,
      subtitle: `For ${draft.client.name}. ${datesSentence(document) ?? ""}`.trim(),
      kicker: `Proposal, version ${version.number}`,
      footer: footerLine(contacts),
      subject: `Proposal for ${draft.client.name}: ${draft.title}`,
    },
    options,
  );
  if (draft.message) writer.paragraph(draft.message);
  writer.labelled("Travellers", partySentence(draft.party));
  writer.labelled("Prices honoured until", formatTravelDate(draft.expiresOn));
  if (version.note || version.changes.length) {
    writer.heading(`What changed in version ${version.number}`);
    if (version.note) writer.paragraph(version.note);
    writer.bullets(version.changes);
  }
  writer.heading("Your plan, day by day");
  draft.days.forEach((day, index) => {
    writer.subheading(`Day ${index + 1}, ${formatTravelDate(day.date)}: ${day.title}`);
    if (day.description) writer.paragraph(day.description);
    if (day.activities.length) writer.bullets(day.activities);
    if (day.accommodation) writer.labelled("Accommodation", day.accommodation);
    if (day.meals) writer.labelled("Meals", day.meals);
    if (day.park) writer.labelled("Park", parks[day.park].name);
  });
  if (draft.included.length) {
    writer.heading("Included");
    writer.bullets(draft.included, { marker: "yes" });
  }
  if (draft.notIncluded.length) {
    writer.heading("Not included");
    writer.bullets(draft.notIncluded, { marker: "no" });
  }
  writer.heading("Prices");
  for (const row of clientLineRows(document))
    writer.labelled(row.label, `${row.detail}: ${row.amount}`);
  for (const total of prices.totals) {
    writer.labelled(
      totalLabel(total, prices.totals.length),
      formatMoney(total.amountMinor, total.currency),
    );
    for (const sentence of planSentences(total)) writer.paragraph(sentence);
  }
  writer.heading("Cancellation terms");
  writer.bullets(cancellationPolicySentences());
  writer.heading("Who we are");
  for (const credential of operatorCredentials(contacts))
    writer.labelled(credential.label, credential.value);
  return writer.finish();
}

export function proposalPdfFileName(document: ProposalDocument, version: number): string {
  const slug = document.draft.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `proposal-${slug || "trip"}-v${version}.pdf`;
}
