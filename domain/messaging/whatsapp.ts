/** WhatsApp click-to-chat links (the operator's number, URL-encoded text, a new tab) and their prefilled texts. */

export function whatsappLink(phoneDigits: string, text: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function talkToGuideText(brandName: string): string {
  return `Hello ${brandName}! I'd like to talk to a guide about planning an expedition. Could you help me choose the right trip and dates?`;
}

export function askQuestionsText(tripTitle: string): string {
  return `Hello! I have a few questions about the ${tripTitle}. Could you tell me more?`;
}

/** The trek pages' Book via WhatsApp: availability and the booking process for that trek. */
export function trekBookingText(tripTitle: string, duration: string): string {
  return `Hello! I'm interested in the ${tripTitle} (${duration}). Could you tell me about availability and the booking process for this trek?`;
}

export interface ContactInquiry {
  name: string;
  email: string;
  phone: string | null;
  adventure: string;
  message: string;
}

/** The chat text sent after the landing contact form. */
export function contactInquiryText(inquiry: ContactInquiry, adventureLabel: string): string {
  return [
    "Hello! I'd like to enquire about an adventure.",
    "",
    `Adventure: ${adventureLabel}`,
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone ?? "Not provided"}`,
    "",
    `Message: ${inquiry.message}`,
  ].join("\n");
}

export interface BookingRequestText {
  tripTitle: string;
  duration: string;
  participants: number;
  /** Price text per person, e.g. "$850" or "Contact for pricing". */
  pricePerPerson: string;
  total: number;
  preferredDate?: string;
  notes?: string;
}

/** The booking request text: trip, duration, participants, price per person, total when > 0, date, notes, and a request to confirm. */
export function bookingRequestText(
  request: BookingRequestText,
  formatTotal: (amount: number) => string,
): string {
  const lines = [
    "Hello! I'd like to book an adventure:",
    "",
    `Trip: ${request.tripTitle}`,
    `Duration: ${request.duration}`,
    `Participants: ${request.participants}`,
    `Price per person: ${request.pricePerPerson}`,
  ];
  if (request.total > 0) lines.push(`Total cost: ${formatTotal(request.total)}`);
  if (request.preferredDate) lines.push(`Preferred date: ${request.preferredDate}`);
  if (request.notes?.trim()) lines.push(`Notes: ${request.notes.trim()}`);
  lines.push("", "Please confirm availability and final pricing. Thank you!");
  return lines.join("\n");
}

export interface MultiTripSummary {
  trips: Array<{ adventureType: string; participants: number; bookingDate: string; total: number }>;
  clientName: string;
  clientEmail: string;
  clientPhone?: string;
  totalEstimate: number;
  specialRequirements?: string;
}

/** The chat text after a multi-trip booking: trips, name, email, phone, total estimate, requirements. */
export function multiTripSummaryText(
  summary: MultiTripSummary,
  formatTotal: (amount: number) => string,
): string {
  const lines = ["Hello! I've just sent these booking requests through your website:", ""];
  summary.trips.forEach((trip, index) => {
    lines.push(
      `${index + 1}. ${trip.adventureType}: ${trip.participants} ${trip.participants === 1 ? "person" : "people"}, ${trip.bookingDate}${trip.total > 0 ? `, ${formatTotal(trip.total)}` : ""}`,
    );
  });
  lines.push(
    "",
    `Name: ${summary.clientName}`,
    `Email: ${summary.clientEmail}`,
    `Phone: ${summary.clientPhone?.trim() || "Not provided"}`,
    `Total estimate: ${formatTotal(summary.totalEstimate)}`,
  );
  if (summary.specialRequirements?.trim())
    lines.push(`Special requirements: ${summary.specialRequirements.trim()}`);
  lines.push("", "Please confirm availability and final pricing. Thank you!");
  return lines.join("\n");
}
