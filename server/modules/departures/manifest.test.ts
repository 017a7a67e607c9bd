import { describe, expect, it } from "vitest";
import { manifestTotals, type ManifestLine } from "../../../domain/departures/departure-admin";
import { renderManifest } from "./manifest";
import { pdfText } from "../../platform/pdf/read-pdf-text";

const contacts = {
  email: "bookings@kilele.example",
  whatsappNumber: "254712345678",
  siteUrl: "https://kilele.example",
};

const line: ManifestLine = {
  reference: "3A6FDB07",
  status: "confirmed",
  name: "Achieng Otieno",
  email: "achieng@example.com",
  phone: "+254712000111",
  participants: 2,
  specialRequirements: null,
  owed: [{ currency: "USD", amountMinor: 170_000 }],
  bookedAt: "2026-11-01T10:00:00.000Z",
  travellers: [
    {
      slot: 1,
      complete: true,
      fullName: "Achieng Wanjiru Otieno",
      nationality: "Kenyan",
      dateOfBirth: "1990-04-23",
      passportNumber: "A1234567",
      dietaryNeeds: null,
      medicalNotes: "Penicillin allergy",
      emergencyName: "Otieno Odhiambo",
      emergencyPhone: "+254722000111",
      insuranceProvider: "AMREF Flying Doctors",
      insurancePolicy: "MS-4411",
      guideFlags: ["High blood pressure"],
    },
    {
      slot: 2,
      complete: false,
      fullName: null,
      nationality: null,
      dateOfBirth: null,
      passportNumber: null,
      dietaryNeeds: null,
      medicalNotes: null,
      emergencyName: null,
      emergencyPhone: null,
      insuranceProvider: null,
      insurancePolicy: null,
      guideFlags: [],
    },
  ],
};

describe("the manifest PDF", () => {
  it("prints each traveller's details and flags for the guide under their booking", async () => {
    const pdf = await renderManifest(
      {
        tripTitle: "Point Lenana Summit",
        date: "2027-02-08",
        status: "guaranteed",
        seats: 12,
        minimumToRun: 2,
        guide: "Kamau",
        notes: null,
        lines: [line],
        totals: manifestTotals([line]),
      },
      contacts,
    );
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Achieng Wanjiru Otieno (Kenyan), born 1990-04-23");
    expect(text).toContain("Guide: check: High blood pressure");
    expect(text).toContain("Medical: Penicillin allergy");
    expect(text).toContain("Emergency: Otieno Odhiambo, +254722000111");
    expect(text).toContain("Insurance: AMREF Flying Doctors, policy MS-4411");
    expect(text).toContain("Traveller 2: Details not filled in yet");
  });
});
