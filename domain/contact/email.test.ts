import { describe, expect, it } from "vitest";
import { inboxAddress, inboxOf, normalizeEmail } from "./email";

describe("email addresses", () => {
  it("are stored trimmed and in lower case", () => {
    expect(normalizeEmail("  Amina@Example.COM ")).toBe("amina@example.com");
  });

  it("land in one inbox whatever their case or +tag", () => {
    expect(inboxOf("Amina+trip2@Example.com")).toEqual({ local: "amina", domain: "example.com" });
    expect(inboxOf("amina@example.com")).toEqual(inboxOf("AMINA+x@example.com"));
    expect(inboxAddress(" Amina+trip2@Example.com")).toBe("amina@example.com");
  });

  it("keep a local part that is only a tag, and dots as they are", () => {
    expect(inboxOf("+x@example.com")).toEqual({ local: "+x", domain: "example.com" });
    expect(inboxOf("a.mina@example.com").local).toBe("a.mina");
  });
});
