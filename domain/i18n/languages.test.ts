import { describe, expect, it } from "vitest";
import {
  formatNumber,
  languageOfPath,
  localizedPath,
  offeredLanguage,
  preferredLanguage,
  splitLanguage,
  switchedPath,
} from "./languages";

describe("a page's language is its address", () => {
  it("reads German and French from their prefix and English from none", () => {
    expect(splitLanguage("/de/itinerary/point-lenana")).toEqual({
      language: "de",
      path: "/itinerary/point-lenana",
    });
    expect(splitLanguage("/fr")).toEqual({ language: "fr", path: "/" });
    expect(splitLanguage("/fr/")).toEqual({ language: "fr", path: "/" });
    expect(languageOfPath("/itinerary/point-lenana")).toBe("en");
    expect(languageOfPath("/")).toBe("en");
  });

  it("takes no prefix for English, an unknown language or a word that starts like one", () => {
    // /en/... is not an address of ours (English has no prefix): it stays English and finds no page.
    expect(splitLanguage("/en/team")).toEqual({ language: "en", path: "/en/team" });
    expect(splitLanguage("/es/team")).toEqual({ language: "en", path: "/es/team" });
    expect(splitLanguage("/dev/team")).toEqual({ language: "en", path: "/dev/team" });
    expect(splitLanguage("/DE/team")).toEqual({ language: "en", path: "/DE/team" });
  });

  it("builds each language's address of a page, query and fragment kept", () => {
    expect(localizedPath("/itinerary/point-lenana", "de")).toBe("/de/itinerary/point-lenana");
    expect(localizedPath("/", "fr")).toBe("/fr/");
    expect(localizedPath("/#story", "de")).toBe("/de/#story");
    expect(localizedPath("/summit-treks?month=2026-12", "en")).toBe("/summit-treks?month=2026-12");
    expect(switchedPath("/de/team", "fr")).toBe("/fr/team");
    expect(switchedPath("/fr/", "en")).toBe("/");
    expect(switchedPath("/safety", "de")).toBe("/de/safety");
  });
});

describe("the browser's wishes", () => {
  it("picks the language of ours the browser ranks highest", () => {
    expect(preferredLanguage("de-CH,de;q=0.9,en;q=0.8")).toBe("de");
    expect(preferredLanguage("en-US,de;q=0.5")).toBe("en");
    expect(preferredLanguage("nl,fr;q=0.7,de;q=0.6")).toBe("fr");
    expect(preferredLanguage("fr-CA;q=0.4, de;q=0.9")).toBe("de");
  });

  it("names none for no header, no language of ours, or nonsense", () => {
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage("")).toBeNull();
    expect(preferredLanguage("*")).toBeNull();
    expect(preferredLanguage("sw-KE,nl")).toBeNull();
    expect(preferredLanguage("de;q=0")).toBeNull();
    expect(preferredLanguage("de;q=abc")).toBeNull();
    expect(preferredLanguage(`de,${"x".repeat(600)}`)).toBeNull();
  });

  it("offers German or French on the English landing page only, a remembered choice first", () => {
    const german = "de-DE,de;q=0.9";
    expect(offeredLanguage({ path: "/", remembered: null, acceptLanguage: german })).toBe("de");
    expect(offeredLanguage({ path: "/team", remembered: null, acceptLanguage: german })).toBeNull();
    expect(offeredLanguage({ path: "/", remembered: "en", acceptLanguage: german })).toBeNull();
    expect(offeredLanguage({ path: "/", remembered: "fr", acceptLanguage: german })).toBe("fr");
    expect(offeredLanguage({ path: "/", remembered: null, acceptLanguage: "en-GB" })).toBeNull();
  });
});

describe("numbers as each language writes them", () => {
  it("groups thousands the reader's way", () => {
    expect(formatNumber(4985, "en")).toBe("4,985");
    expect(formatNumber(4985, "de")).toBe("4.985");
    expect(formatNumber(4985, "fr")).toBe("4\u202f985");
  });
});
