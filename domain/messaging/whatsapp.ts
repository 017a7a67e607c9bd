/** WhatsApp click-to-chat links (the operator's number, URL-encoded text, a new tab) and their prefilled texts. */
import { partySizeText } from "../booking/party";
import { formatTravelDate } from "../calendar";

export function whatsappLink(phoneDigits: string, text: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function talkToGuideText(brandName: string): string {
  return `Hello ${brandName}! I'd like to talk to a guide about planning an expedition. Could you help me choose the right trip and dates?`;
}

/** One trip a chat message is about: what the traveller chose, and its reference once booked. */
export interface TripInQuestion {
  /** The trip, with the option where one is chosen ("Samburu Safari - Mid-Range"). */
  title: string;
  /** yyyy-mm-dd, when chosen. */
  date?: string | null;
  participants?: number;
  reference?: string;
}

function tripLine(trip: TripInQuestion): string {
  const details = [
    // The traveller sends this text themselves: the date reads as the site writes it (issue 28).
    trip.date ? formatTravelDate(trip.date) : null,
    trip.participants ? partySizeText(trip.participants) : null,
    trip.reference ? `reference ${trip.reference}` : null,
  ].filter(Boolean);
  return details.length ? `${trip.title} (${details.join(", ")})` : trip.title;
}

/**
 * "Ask on WhatsApp": a question about the trips the traveller is looking at, with the date and
 * party they chose and, after booking, the references the operator finds the bookings by. It
 * books nothing: the booking itself goes through the site.
 */
export function tripQuestionText(trips: readonly TripInQuestion[]): string {
  const booked = trips.some((trip) => trip.reference);
  const opening = booked
    ? "Hello! I sent a booking request on your website and have a question."
    : "Hello! I have a question before I book.";
  if (trips.length === 1) return `${opening}\n\nTrip: ${tripLine(trips[0]!)}`;
  return [opening, "", ...trips.map((trip, index) => `${index + 1}. ${tripLine(trip)}`)].join("\n");
}

/**
 * The landing page's "Ask on WhatsApp": a question to a guide, separate from the inquiry form.
 * After the form is sent it names the inquiry's reference, so the guide can find it.
 */
export function contactQuestionText(inquiryReference?: string): string {
  return inquiryReference
    ? `Hello! I've just sent an inquiry on your website (reference ${inquiryReference}) and have a question about it.`
    : "Hello! I'm planning a trip and have a question for a guide.";
}
