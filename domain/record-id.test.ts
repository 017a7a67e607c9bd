import { describe, expect, it } from "vitest";
import { canBeRecordId } from "./record-id";

describe("what can be a record's id", () => {
  it("takes the server's UUIDs and refuses a NUL, a path or a very long text", () => {
    expect(canBeRecordId("e345c836-0b1f-4c55-9d3e-5a1f2b3c4d5e")).toBe(true);
    for (const text of ["", "\u0000", "e345c836\u0000", "../admin", "a b", "x".repeat(81)])
      expect(canBeRecordId(text)).toBe(false);
  });
});
