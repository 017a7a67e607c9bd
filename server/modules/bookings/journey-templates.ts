import { formatTravelDate } from "../../../domain/calendar";
import { site } from "../../../domain/site";
import {
  claimText,
  detailsText,
  greetingFor,
  layout,
  sectionsText,
  type MailClaim,
  type MailContent,
  type MailSection,
} from "../../platform/mail/templates";

/**
 * The traveller's pre-trip mails (issue 17, decision 0032). Like every mail to a traveller they
 * carry only what the site knows (trip, dates, reference, amounts, the trip's content, the
 * operator's guide details), escaped by the layout; the after-trip mail is the "completed" status
 * mail with its review link (templates.ts), so every traveller is thanked and asked the same way.
 */

/** Kenya's official eTA site: the only place to apply (other sites charge extra). */
export const KENYA_ETA_URL = "https://www.etakenya.go.ke";

export interface ThirtyDaysMailInput {
  reference: string;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  tripTitle: string;
  startDate: string;
  /** The eTA advice as /travel-info words it (cost, lead time, who needs one). */
  etaAdvice: string[];
  /** What to pack: the trip's own list; empty when its content has none. */
  packing: string[];
  /** The trip page, whose gear list and PDF hold the rest. */
  tripUrl: string | null;
  /** The payment plan's rows: paid, due, by when, how to pay (domain/payments/how-to-pay.ts). */
  payment: Array<[string, string]>;
  siteUrl: string;
  /** The booking's claim link (decision 0049), when it is nobody's account's yet. */
  claim?: MailClaim | null;
}

/** 30 days before: the eTA with its official link, what to pack, and the balance. */
export function thirtyDaysBeforeEmail(input: ThirtyDaysMailInput): MailContent {
  const date = formatTravelDate(input.startDate);
  const intro = `Your ${input.tripTitle} starts on ${date}, in 30 days. Here is what to sort out before you fly: your entry to Kenya, your packing and your balance.`;
  const details: Array<[string, string]> = [
    ["Reference", input.reference],
    ["Trip", input.tripTitle],
    ["Starts", date],
    ...input.payment,
  ];
  const sections: MailSection[] = [
    {
      heading: "Kenya's electronic travel authorisation (eTA)",
      lines: [...input.etaAdvice, `Apply on the official site: ${KENYA_ETA_URL}`],
    },
    {
      heading: "What to pack",
      lines: [
        ...input.packing,
        ...(input.tripUrl
          ? [`The trip page has the full gear list and a printable PDF: ${input.tripUrl}`]
          : []),
      ],
    },
  ].filter((section) => section.lines.length > 0);
  const link = `${input.siteUrl}/dashboard`;
  const footnote = `More on health, money, tipping and getting to Naro Moru: ${input.siteUrl}/travel-info. Questions? Reply to this email or message us on WhatsApp.`;
  return {
    subject: `30 days to go: ${input.tripTitle} on ${date} (${input.reference})`,
    text: `${greetingFor(input.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\nSee my booking: ${link}\n\n${sectionsText(sections)}${claimText(input.claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greetingFor(input.clientName),
      intro,
      details,
      action: "See my booking",
      link,
      footnote,
      sections,
      claim: input.claim,
    }),
  };
}

export interface ThreeDaysMailInput {
  reference: string;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  tripTitle: string;
  startDate: string;
  /** Where and when we meet, from the trip's content; null when it says nothing. */
  meeting: string | null;
  guideName: string | null;
  guidePhone: string | null;
  /** The office's number, when no guide is named yet. */
  officePhone: string;
  participants: number;
  siteUrl: string;
  /** The booking's claim link (decision 0049), when it is nobody's account's yet. */
  claim?: MailClaim | null;
}

/** 3 days before: where and when we meet, and who the guide is with their phone. */
export function threeDaysBeforeEmail(input: ThreeDaysMailInput): MailContent {
  const date = formatTravelDate(input.startDate);
  const intro = `Your ${input.tripTitle} starts on ${date}, in 3 days. Here is where we meet and who will guide you.`;
  const details: Array<[string, string]> = [
    ["Reference", input.reference],
    ["Trip", input.tripTitle],
    ["Starts", date],
    ["Travellers", String(input.participants)],
    [
      "Meeting point and time",
      input.meeting ?? "We will call you to agree where and when we meet.",
    ],
    [
      "Your guide",
      input.guideName ?? "We are assigning your guide and will introduce them by phone.",
    ],
    [
      "Phone",
      input.guidePhone
        ? `${input.guidePhone} (your guide)`
        : `${input.officePhone} (our office, day and night)`,
    ],
  ];
  const link = `${input.siteUrl}/dashboard`;
  const footnote =
    "Running late or plans changed? Call the number above or message us on WhatsApp: we would rather hear early.";
  return {
    subject: `3 days to go: where we meet for ${input.tripTitle} (${input.reference})`,
    text: `${greetingFor(input.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\nSee my booking: ${link}\n\n${claimText(input.claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greetingFor(input.clientName),
      intro,
      details,
      action: "See my booking",
      link,
      footnote,
      claim: input.claim,
    }),
  };
}
