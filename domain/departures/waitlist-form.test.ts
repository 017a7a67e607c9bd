import { describe, expect, it } from "vitest";
import {
  parseWaitlistForm,
  waitlistConfirmByEmailMessage,
  waitlistJoinedMessage,
} from "./waitlist-form";

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";

describe("the waitlist form", () => {
  it("takes an email address and a party size for a departure", () => {
    expect(
      parseWaitlistForm(
        form({ departureId: "d1", email: " wanjiru@example.com ", participants: "3" }),
      ),
    ).toEqual({
      ok: true,
      request: { departureId: "d1", email: "wanjiru@example.com", participants: 3 },
    });
  });

  it("says what is wrong beside each field and gives the values back", () => {
    expect(
      parseWaitlistForm(form({ departureId: "d1", email: "not-an-email", participants: "0" })),
    ).toEqual({
      ok: false,
      errors: {
        email: "Enter an email address like name@example.com.",
        participants: "Choose how many people are travelling, 1 or more.",
      },
      values: { email: "not-an-email", participants: "0" },
    });
    expect(parseWaitlistForm(form({ departureId: "d1", participants: "2" }))).toMatchObject({
      ok: false,
      errors: { email: "Enter your email address." },
    });
  });

  it("refuses a form without a departure", () => {
    expect(parseWaitlistForm(form({ email: "a@example.com", participants: "2" }))).toMatchObject({
      ok: false,
    });
  });

  it("tells the traveller their place", () => {
    expect(waitlistJoinedMessage(2)).toMatch(/^You're number 2 on the waitlist\./);
  });

  it("asks a traveller who just joined to confirm by email", () => {
    expect(waitlistConfirmByEmailMessage("a@example.com")).toMatch(
      /^Almost there: confirm by email\. We've sent a link to a@example\.com/,
    );
  });
});
