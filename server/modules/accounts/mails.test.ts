import { describe, expect, it } from "vitest";
import { emailChangeVerificationEmail } from "./mails";

describe("the mail asking a new address to confirm an email change", () => {
  it("tells whoever reads it what confirming grants, and that ignoring it changes nothing", () => {
    const mail = emailChangeVerificationEmail({ url: "https://example.test/verify?token=abc" });
    for (const body of [mail.text, mail.html]) {
      // The reader may not own the account asking: confirming lets it see this address's bookings
      // from then on, never the earlier ones (decision 0043).
      expect(body).toContain("Confirm only if that account is yours");
      expect(body).toContain("bookings made with this address from then on show in it");
      expect(body).toContain(
        "Bookings made with this address before the change do not come with it",
      );
      expect(body).not.toContain("every booking made with it");
      expect(body).toContain("If you did not ask for this, ignore this email: nothing changes.");
      expect(body).toContain("https://example.test/verify?token=abc");
    }
  });
});
