import { describe, expect, it } from "vitest";
import { languageToRemember, rememberedLanguage } from "./language-choice";

const site = "https://naromoru.example";

describe("the remembered language (decision 0075)", () => {
  it("remembers German or French when a page in that language is read", () => {
    const read = (pathname: string, cookie?: string) =>
      languageToRemember({ pathname, cookie, referer: undefined, siteOrigin: site });
    expect(read("/de/itinerary/point-lenana")).toBe("de");
    expect(read("/fr/", "language=de")).toBe("fr");
    // Already remembered: no new cookie (so the answer stays a plain copy).
    expect(read("/de/team", "currency=EUR; language=de")).toBeNull();
  });

  it("remembers English only when the visitor comes from one of our German or French pages", () => {
    const read = (referer: string | undefined, cookie = "language=de") =>
      languageToRemember({ pathname: "/team", cookie, referer, siteOrigin: site });
    expect(read(`${site}/de/team`)).toBe("en");
    // A shared English link, a search result, or another site's link does not undo a choice.
    expect(read(undefined)).toBeNull();
    expect(read(`${site}/safety`)).toBeNull();
    expect(read("https://elsewhere.example/de/team")).toBeNull();
    expect(read("not a url")).toBeNull();
    // With nothing remembered, reading English remembers nothing either.
    expect(read(`${site}/`, "")).toBeNull();
  });

  it("reads only a language of ours from the cookie", () => {
    expect(rememberedLanguage("language=fr")).toBe("fr");
    expect(rememberedLanguage("a=1; language=de; b=2")).toBe("de");
    expect(rememberedLanguage("language=es")).toBeNull();
    expect(rememberedLanguage("xlanguage=de")).toBeNull();
    expect(rememberedLanguage(undefined)).toBeNull();
  });
});
