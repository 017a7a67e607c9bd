import { describe, expect, it } from "vitest";
import { formatUsd } from "../pricing/money";
import { bookingRequestText, contactInquiryText, whatsappLink } from "./whatsapp";

describe("WhatsApp messages", () => {
  it("builds a wa.me link with URL-encoded text", () => {
    expect(whatsappLink("+254 712 345 678", "Hi & <b>bye</b>")).toBe(
      "https://wa.me/254712345678?text=Hi%20%26%20%3Cb%3Ebye%3C%2Fb%3E",
    );
  });

  it("lists trip, duration, participants, price, total, date, notes and asks to confirm", () => {
    const text = bookingRequestText(
      {
        tripTitle: "Point Lenana Summit",
        duration: "5 Days",
        participants: 3,
        pricePerPerson: "$850",
        total: 2550,
        preferredDate: "2027-01-15",
        notes: "Vegetarian",
      },
      formatUsd,
    );
    expect(text).toContain("Trip: Point Lenana Summit");
    expect(text).toContain("Duration: 5 Days");
    expect(text).toContain("Participants: 3");
    expect(text).toContain("Price per person: $850");
    expect(text).toContain("Total cost: $2,550");
    expect(text).toContain("Preferred date: 2027-01-15");
    expect(text).toContain("Notes: Vegetarian");
    expect(text).toContain("confirm availability and final pricing");
  });

  it("leaves out the total when it is 0 and the date and notes when absent", () => {
    const text = bookingRequestText(
      {
        tripTitle: "Technical Rock Climbing",
        duration: "6 Days",
        participants: 2,
        pricePerPerson: "Contact for pricing",
        total: 0,
      },
      formatUsd,
    );
    expect(text).not.toContain("Total cost");
    expect(text).not.toContain("Preferred date");
    expect(text).not.toContain("Notes");
  });

  it("the contact text names the adventure, the person and the message", () => {
    const text = contactInquiryText(
      {
        name: "Amina Otieno",
        email: "amina@example.com",
        phone: null,
        adventure: "mt-kenya",
        message: "August?",
      },
      "Mount Kenya trek",
    );
    expect(text).toContain("Adventure: Mount Kenya trek");
    expect(text).toContain("Name: Amina Otieno");
    expect(text).toContain("Phone: Not provided");
    expect(text).toContain("Message: August?");
  });
});
