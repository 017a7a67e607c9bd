/**
 * What a stored inquiry is: the contact form, one of the trip pages' three quote forms, or a
 * signed-in traveller's request about one of their bookings (domain/booking/traveller-requests.ts).
 * The one list the APIs, the admin inbox, the mails and the database's CHECK constraint on
 * inquiries.kind use.
 */
export const inquiryKinds = [
  "contact",
  "school-quote",
  "proposal",
  "corporate",
  "change-request",
  "cancellation-request",
] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

export function isInquiryKind(value: unknown): value is InquiryKind {
  return typeof value === "string" && (inquiryKinds as readonly string[]).includes(value);
}

/** How the operator and the sender see each kind: the admin inbox, mail subjects, reply texts. */
export const inquiryKindLabels: Readonly<Record<InquiryKind, string>> = {
  contact: "Contact inquiry",
  "school-quote": "School quote request",
  proposal: "Team-building proposal request",
  corporate: "Corporate quote request",
  "change-request": "Booking change request",
  "cancellation-request": "Booking cancellation request",
};
