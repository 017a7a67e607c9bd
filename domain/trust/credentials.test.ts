import { describe, expect, it } from "vitest";
import { operatorCredentials, verifyPaymentSentence } from "./credentials";

const contacts = {
  whatsappNumber: "254712345678",
  email: "bookings@example.com",
  siteUrl: "https://example.com",
  traLicence: null,
  katoMembership: null,
};

describe("the operator's credentials", () => {
  it("leave out a licence or membership number the operator has not configured", () => {
    const labels = operatorCredentials(contacts).map((line) => line.label);
    expect(labels).toEqual(["Office", "Phone (day and night)", "Email"]);
  });

  it("show the configured numbers as given, with the phone to call", () => {
    const lines = operatorCredentials({
      ...contacts,
      traLicence: "TRA/TOL/0123",
      katoMembership: "KATO-456",
    });
    expect(lines).toContainEqual({
      label: "Tourism Regulatory Authority licence",
      value: "TRA/TOL/0123",
    });
    expect(lines).toContainEqual({
      label: "Kenya Association of Tour Operators member",
      value: "KATO-456",
    });
    expect(lines).toContainEqual({ label: "Phone (day and night)", value: "+254 712 345 678" });
  });

  it("name the number to call before paying", () => {
    expect(verifyPaymentSentence(contacts)).toContain("+254 712 345 678");
  });
});
