import { describe, expect, it } from "vitest";
import { canBeBookingId, referenceIdPrefix, shortReference } from "./reference";

describe("short references", () => {
  it("is the id's first eight characters in capitals", () => {
    expect(shortReference("e345c836-1f2a-4b6c-9d0e-123456789abc")).toBe("E345C836");
  });

  it("reads a reference typed in any case, with or without #, back into the id prefix", () => {
    expect(referenceIdPrefix("E345C836")).toBe("e345c836");
    expect(referenceIdPrefix(" #e345c836 ")).toBe("e345c836");
  });

  it("does not take names or longer text for a reference", () => {
    expect(referenceIdPrefix("Chebet")).toBeNull();
    expect(referenceIdPrefix("E345C8361")).toBeNull();
    expect(referenceIdPrefix("Z345C836")).toBeNull();
  });
});

describe("what can be a booking id", () => {
  it("takes the server's UUIDs and refuses a NUL, a path or a very long text", () => {
    expect(canBeBookingId("e345c836-0b1f-4c55-9d3e-5a1f2b3c4d5e")).toBe(true);
    for (const text of ["", "\u0000", "e345c836\u0000", "../admin", "a b", "x".repeat(81)])
      expect(canBeBookingId(text)).toBe(false);
  });
});
