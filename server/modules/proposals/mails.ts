import { formatTravelDate, kenyanTime } from "../../../domain/calendar";
import { totalsText } from "../../../domain/pricing/quote-lines";
import { planDates } from "../../../domain/proposals/proposal";
import type { ProposalDocument } from "../../../domain/proposals/proposal-document";
import { site } from "../../../domain/site";
import { detailsText, greetingFor, layout, type MailContent } from "../../platform/mail/templates";

/**
 * The proposals' mails (issue 30): the proposal to the client with its link (each version), the
 * reminder a few days before it expires (once), and the operator's notices when the client first
 * opens a version and when one is about to expire. Mails to the client carry only what the
 * operator wrote for them and the site's own figures, never cost or margin.
 */

function summaryRows(document: ProposalDocument, version: number): Array<[string, string]> {
  const dates = planDates(document.draft.days);
  return [
    ["Proposal", `${document.draft.title} (version ${version})`],
    ...(dates
      ? ([
          ["Dates", `${formatTravelDate(dates.first)} to ${formatTravelDate(dates.last)}`],
        ] as Array<[string, string]>)
      : []),
    ["Total", totalsText(document.prices.totals)],
    ["Prices honoured until", formatTravelDate(document.draft.expiresOn)],
  ];
}

function clientMail(input: {
  subject: string;
  intro: string;
  document: ProposalDocument;
  version: number;
  url: string;
  extra?: Array<[string, string]>;
}): MailContent {
  const details = [...summaryRows(input.document, input.version), ...(input.extra ?? [])];
  const action = "Open your proposal";
  const footnote = `The link is yours: it opens your proposal without an account. Reply to this email or call us with any question. ${site.brandName}.`;
  const greeting = greetingFor(input.document.draft.client.name);
  return {
    subject: input.subject,
    text: `${greeting}\n\n${input.intro}\n\n${detailsText(details)}\n\n${action}: ${input.url}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro: input.intro,
      details,
      action,
      link: input.url,
      footnote,
    }),
  };
}

/** The proposal (or its revision) to the client, with the link to the page. */
export function proposalEmail(input: {
  document: ProposalDocument;
  version: number;
  note: string | null;
  url: string;
}): MailContent {
  const { title } = input.document.draft;
  const revised = input.version > 1;
  return clientMail({
    subject: revised
      ? `Your proposal, revised (version ${input.version}): ${title}`
      : `Your proposal: ${title}`,
    intro: revised
      ? `We have revised your proposal for ${title}. The link below always shows the latest version, with what changed.`
      : `Here is your proposal for ${title}: the day-by-day plan, what is included and the prices. The link below opens it, and a PDF of it, at any time.`,
    document: input.document,
    version: input.version,
    url: input.url,
    extra: input.note ? [["What changed", input.note]] : [],
  });
}

/** The one reminder a few days before the prices expire. */
export function proposalReminderEmail(input: {
  document: ProposalDocument;
  version: number;
  url: string;
}): MailContent {
  const { title, expiresOn } = input.document.draft;
  return clientMail({
    subject: `Your proposal's prices hold until ${formatTravelDate(expiresOn)}: ${title}`,
    intro: `A reminder: the prices in your proposal for ${title} are honoured until ${formatTravelDate(expiresOn)}. After that day we price the trip again. Reply to this email if you would like to go ahead or change anything.`,
    document: input.document,
    version: input.version,
    url: input.url,
  });
}

function operatorMail(input: {
  subject: string;
  intro: string;
  details: Array<[string, string]>;
  adminUrl: string;
}): MailContent {
  const action = "Open the proposal in the admin";
  const footnote = "You receive this because you are the operator of this site.";
  return {
    subject: input.subject,
    text: `${input.intro}\n\n${detailsText(input.details)}\n\n${action}: ${input.adminUrl}\n`,
    html: layout({
      heading: input.subject,
      intro: input.intro,
      details: input.details,
      action,
      link: input.adminUrl,
      footnote,
    }),
  };
}

/** The operator is told the first time the client opens a version. */
export function proposalViewedEmail(input: {
  title: string;
  clientName: string;
  clientEmail: string;
  version: number;
  viewedAt: string;
  adminUrl: string;
}): MailContent {
  return operatorMail({
    subject: `${input.clientName} opened your proposal (v${input.version}): ${input.title}`,
    intro: `${input.clientName} opened version ${input.version} of the proposal "${input.title}".`,
    details: [
      ["Client", `${input.clientName} <${input.clientEmail}>`],
      ["Opened", kenyanTime(input.viewedAt)],
    ],
    adminUrl: input.adminUrl,
  });
}

/** The operator is told when a proposal's prices are about to expire (with the client's reminder). */
export function proposalExpiringEmail(input: {
  title: string;
  clientName: string;
  clientEmail: string;
  version: number;
  expiresOn: string;
  viewed: boolean;
  adminUrl: string;
}): MailContent {
  return operatorMail({
    subject: `Proposal expiring ${formatTravelDate(input.expiresOn)}: ${input.title}`,
    intro: `The prices of "${input.title}" (version ${input.version}) hold until ${formatTravelDate(input.expiresOn)}. We reminded ${input.clientName} today. ${input.viewed ? "They have opened this version." : "They have not opened this version yet."}`,
    details: [["Client", `${input.clientName} <${input.clientEmail}>`]],
    adminUrl: input.adminUrl,
  });
}

/** The operator is told when the client accepts: who, which version, the booking it became. */
export function proposalAcceptedEmail(input: {
  title: string;
  clientName: string;
  acceptedName: string;
  clientEmail: string;
  version: number;
  acceptedAt: string;
  clientAddress: string;
  bookingReference: string;
  total: string;
  adminUrl: string;
}): MailContent {
  return operatorMail({
    subject: `${input.clientName} accepted your proposal (v${input.version}): ${input.title}`,
    intro: `${input.acceptedName} accepted version ${input.version} of the proposal "${input.title}" and ticked the booking conditions. It is now booking ${input.bookingReference} on its own private departure, confirmed; the deposit is due today and the client was sent the pay link.`,
    details: [
      ["Client", `${input.clientName} <${input.clientEmail}>`],
      ["Name typed", input.acceptedName],
      ["Accepted", kenyanTime(input.acceptedAt)],
      ["From address", input.clientAddress],
      ["Booking", input.bookingReference],
      ["Total", input.total],
    ],
    adminUrl: input.adminUrl,
  });
}
