import type { Kysely } from "kysely";
import { contactAdventureOptions } from "../../../domain/landing";
import type { ContactInquiry, QuoteRequest } from "../../../domain/inquiries/inquiry-request";
import { corporatePackages, proposalProgrammes } from "../../../content/quote-requests";
import {
  corporateEstimateRange,
  groupCountsOf,
  groupCountsText,
  proposalEstimate,
  schoolQuoteEstimate,
} from "../../../domain/inquiries/inquiry-fields";
import { formatUsd } from "../../../domain/money/format";
import { schoolPrograms } from "../../../domain/pricing/tiers";
import { normalizeEmail } from "../../../domain/contact/email";
import { inquiryKindLabels, type InquiryKind } from "../../../domain/inquiries/inquiry-kinds";
import type { InquiryMailSummary } from "../../platform/mail/templates";
import type { Database, Inquiry } from "../../platform/db/schema";
import { shortReference } from "../../../domain/booking/reference";
import { systemNow } from "../../platform/clock";

/** What an inquiry's mails show (InquiryMailSummary), and which kind of inquiry it is. */
export interface InquirySummary extends InquiryMailSummary {
  kind: InquiryKind;
}

/** A stored quote request: the visitor's fields (honeypot dropped) plus the server's estimate. */
export type StoredQuote =
  | (Omit<Extract<QuoteRequest, { kind: "school-quote" }>, "website"> & {
      programLabel: string;
      estimate: number;
    })
  | (Omit<Extract<QuoteRequest, { kind: "proposal" }>, "website"> & {
      programmeName: string;
      estimate: number;
    })
  | (Omit<Extract<QuoteRequest, { kind: "corporate" }>, "website"> & {
      packageName: string;
      estimateRange: { min: number; max: number } | null;
    });

/** The estimate the operator quotes from, computed here, never taken from the visitor. */
export function withEstimate(request: QuoteRequest): StoredQuote {
  // The honeypot was checked by the caller; it is not part of what we keep.
  const { website: _website, ...fields } = request;
  switch (fields.kind) {
    case "school-quote":
      return {
        ...fields,
        programLabel:
          schoolPrograms.find((program) => program.value === fields.program)?.label ??
          fields.program,
        estimate: schoolQuoteEstimate(fields.program, fields.studentCount),
      };
    case "proposal": {
      const programme = proposalProgrammes.find((candidate) => candidate.id === fields.programme);
      return {
        ...fields,
        programmeName: programme?.name ?? fields.programme,
        estimate: proposalEstimate(fields.groupSize, programme?.duration ?? ""),
      };
    }
    case "corporate": {
      const item = corporatePackages.find((candidate) => candidate.id === fields.package);
      return {
        ...fields,
        packageName: item?.name ?? fields.package,
        estimateRange: corporateEstimateRange(item?.priceRange, fields.groupSize),
      };
    }
  }
}

export async function insertInquiry(
  db: Kysely<Database>,
  kind: InquiryKind,
  payload: object,
  email: string,
  now: Date = systemNow(),
  bookingId: string | null = null,
): Promise<Inquiry> {
  const row = {
    id: crypto.randomUUID(),
    kind,
    payload: JSON.stringify(payload),
    email: normalizeEmail(email),
    created_at: now.toISOString(),
    handled_at: null,
    booking_id: bookingId,
  } satisfies Inquiry;
  await db.insertInto("inquiries").values(row).execute();
  return row;
}

const orNone = (value: string | null | undefined, none = "Not provided") => (value ? value : none);

/** Stores a landing-page contact inquiry. */
export async function createContactInquiry(
  db: Kysely<Database>,
  inquiry: ContactInquiry,
  now?: Date,
): Promise<{ inquiry: Inquiry; summary: InquirySummary }> {
  const { website: _website, ...payload } = inquiry;
  const stored = await insertInquiry(db, "contact", payload, payload.email, now);
  const adventure =
    contactAdventureOptions.find((option) => option.value === payload.adventure)?.label ??
    payload.adventure;
  return {
    inquiry: stored,
    summary: {
      kind: "contact",
      reference: shortReference(stored.id),
      kindLabel: inquiryKindLabels.contact,
      topic: adventure,
      name: payload.name,
      email: payload.email,
      details: [
        ["Reference", shortReference(stored.id)],
        ["Adventure", adventure],
        ["Name", payload.name],
        ["Email", payload.email],
        ["Phone", orNone(payload.phone)],
        ["Message", payload.message],
      ],
      receipt: [
        ["Reference", shortReference(stored.id)],
        ["Adventure", adventure],
      ],
    },
  };
}

function quoteDetails(quote: StoredQuote, reference: string): Array<[string, string]> {
  switch (quote.kind) {
    case "school-quote":
      return [
        ["Reference", reference],
        ["School", quote.schoolName],
        ["Contact person", quote.contactPerson],
        ["Email", quote.email],
        ["Phone", quote.phone],
        ["Students", String(quote.studentCount)],
        ["Accompanying teachers", String(quote.teacherCount)],
        ["Program", quote.programLabel],
        ["Estimate", quote.estimate > 0 ? formatUsd(quote.estimate) : "Custom quote"],
        ["Preferred dates", orNone(quote.preferredDates)],
        ["Budget", orNone(quote.budget)],
        ["Additional requirements", orNone(quote.additionalRequirements, "None")],
      ];
    case "proposal":
      return [
        ["Reference", reference],
        ["Organisation", quote.organisation],
        ["Contact person", quote.contactPerson],
        ["Email", quote.email],
        ["Phone", quote.phone],
        ["Group size", String(quote.groupSize)],
        ["Programme", quote.programmeName],
        ["Estimate", quote.estimate > 0 ? formatUsd(quote.estimate) : "Custom quote"],
        ["Preferred dates", orNone(quote.preferredDates)],
        ["Notes", orNone(quote.notes, "None")],
      ];
    case "corporate":
      return [
        ["Reference", reference],
        ["Company", quote.company],
        ["Contact person", quote.contactPerson],
        ["Email", quote.email],
        ["Phone", quote.phone],
        ["Group size", String(quote.groupSize)],
        [
          "Travellers",
          groupCountsText(
            groupCountsOf(quote.groupSize, quote.eastAfricanResidents, quote.kenyanCitizens),
          ),
        ],
        ["Package", quote.packageName],
        [
          "Estimate",
          quote.estimateRange
            ? `${formatUsd(quote.estimateRange.min)} - ${formatUsd(quote.estimateRange.max)}`
            : "Custom quote",
        ],
        ["Preferred dates", orNone(quote.preferredDates)],
        ["Notes", orNone(quote.notes, "None")],
      ];
  }
}

/** A quote request's receipt: the programme and group size picked from our lists, and our estimate. */
function quoteReceipt(quote: StoredQuote, reference: string): Array<[string, string]> {
  const keep = new Set([
    "Reference",
    "Students",
    "Accompanying teachers",
    "Travellers",
    "Program",
    "Group size",
    "Programme",
    "Package",
    "Estimate",
  ]);
  return quoteDetails(quote, reference).filter(([label]) => keep.has(label));
}

/** Stores a school quote, team-building proposal or corporate quote request with the server's estimate. */
export async function createQuoteRequest(
  db: Kysely<Database>,
  request: QuoteRequest,
  now?: Date,
): Promise<{ inquiry: Inquiry; quote: StoredQuote; summary: InquirySummary }> {
  const quote = withEstimate(request);
  const stored = await insertInquiry(db, quote.kind, quote, quote.email, now);
  const reference = shortReference(stored.id);
  const topic =
    quote.kind === "school-quote"
      ? quote.schoolName
      : quote.kind === "proposal"
        ? quote.organisation
        : quote.company;
  return {
    inquiry: stored,
    quote,
    summary: {
      kind: quote.kind,
      reference,
      kindLabel: inquiryKindLabels[quote.kind],
      topic,
      name: quote.contactPerson,
      email: quote.email,
      details: quoteDetails(quote, reference),
      receipt: quoteReceipt(quote, reference),
    },
  };
}
