import { describe, expect, it } from "vitest";
import { emailChangeVerificationEmail } from "./account-templates";

describe("the mail asking a new address to confirm an email change", () => {
  it("tells whoever reads it what confirming grants, and that ignoring it changes nothing", () => {
    const mail = emailChangeVerificationEmail({ url: "https://example.test/verify?token=abc" });
    for (const body of [mail.text, mail.html]) {
      // The reader may not own the account asking: confirming lets it see this address's bookings.
      expect(body).toContain("Confirm only if that account is yours");
      expect(body).toContain("sees every booking made with it");
      expect(body).toContain("If you did not ask for this, ignore this email: nothing changes.");
      expect(body).toContain("https://example.test/verify?token=abc");
    }
  });
});
