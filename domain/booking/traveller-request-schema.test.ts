import { describe, expect, it } from "vitest";
import { parseTravellerRequestForm } from "./traveller-request-schema";

describe("the dashboard's request form", () => {
  it("reads a change request with its message, trimmed", () => {
    expect(
      parseTravellerRequestForm({
        kind: "change-request",
        bookingId: "3f1c",
        message: "  Could we move to 14 March?\nThree of us now.  ",
      }),
    ).toEqual({
      ok: true,
      request: {
        kind: "change-request",
        bookingId: "3f1c",
        message: "Could we move to 14 March?\nThree of us now.",
      },
    });
  });

  it("asks what to change when a change request has no message", () => {
    for (const message of [undefined, "", "   "])
      expect(
        parseTravellerRequestForm({ kind: "change-request", bookingId: "b", message }),
      ).toEqual({ ok: false, error: "Please tell us what you would like to change." });
  });

  it("takes a cancellation request without a message", () => {
    expect(parseTravellerRequestForm({ kind: "cancellation-request", bookingId: "b" })).toEqual({
      ok: true,
      request: { kind: "cancellation-request", bookingId: "b", message: "" },
    });
  });

  it("refuses an unknown kind, a missing booking, an overlong or binary message, and files", () => {
    const refusal = (form: Record<string, unknown>) => {
      const parsed = parseTravellerRequestForm(form);
      return parsed.ok ? null : parsed.error;
    };
    expect(refusal({ kind: "refund-now", bookingId: "b", message: "x" })).toMatch(
      /change or a cancellation/,
    );
    expect(refusal({ kind: "change-request", message: "x" })).toMatch(/booking/);
    expect(refusal({ kind: "change-request", bookingId: "b", message: "x".repeat(2001) })).toBe(
      "Your message must be at most 2000 characters.",
    );
    expect(refusal({ kind: "change-request", bookingId: "b", message: "a\u0000b" })).toBe(
      "Your message contains characters we cannot store.",
    );
    expect(
      refusal({ kind: "change-request", bookingId: "b", message: new Blob(["x"]) as unknown }),
    ).toBe("Please tell us what you would like to change.");
  });
});
