import { describe, expect, it } from "vitest";
import { referenceIdPrefix, shortReference } from "./reference";

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
