import { describe, expect, it } from "vitest";
import { contactQuestionText, tripQuestionText, whatsappLink } from "./whatsapp";

describe("WhatsApp messages", () => {
  it("builds a wa.me link with URL-encoded text", () => {
    expect(whatsappLink("+254 712 345 678", "Hi & <b>bye</b>")).toBe(
      "https://wa.me/254712345678?text=Hi%20%26%20%3Cb%3Ebye%3C%2Fb%3E",
    );
  });

  it("asks about a trip with the date and party chosen, and names no price", () => {
    const text = tripQuestionText([
      { title: "Samburu Safari - Mid-Range", date: "2027-01-15", participants: 3 },
    ]);
    expect(text).toBe(
      "Hello! I have a question before I book.\n\nTrip: Samburu Safari - Mid-Range (Fri, Jan 15, 2027, 3 people)",
    );
    expect(tripQuestionText([{ title: "Point Lenana Summit" }])).toContain(
      "Trip: Point Lenana Summit",
    );
  });

  it("after booking, lists every trip with its reference", () => {
    const text = tripQuestionText([
      { title: "Point Lenana Summit", date: "2027-01-15", participants: 1, reference: "E345C836" },
      {
        title: "Hell's Gate Adventure - Budget",
        date: "2027-01-20",
        participants: 4,
        reference: "0A1B2C3D",
      },
    ]);
    expect(text).toContain("I sent a booking request");
    expect(text).toContain(
      "1. Point Lenana Summit (Fri, Jan 15, 2027, 1 person, reference E345C836)",
    );
    expect(text).toContain(
      "2. Hell's Gate Adventure - Budget (Wed, Jan 20, 2027, 4 people, reference 0A1B2C3D)",
    );
  });

  it("the contact page's WhatsApp question carries the inquiry's reference once there is one", () => {
    expect(contactQuestionText()).not.toMatch(/reference/);
    expect(contactQuestionText("K7Q2M9XA")).toContain("reference K7Q2M9XA");
    // No visitor text goes into the link: it is ours, not a copy of the form.
    expect(contactQuestionText("K7Q2M9XA")).not.toMatch(/Name:|Email:|Message:/);
  });
});
