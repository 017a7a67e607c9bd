import { describe, expect, it } from "vitest";
import { inPageFragment } from "./in-page-anchors";

describe("which links scroll within the page", () => {
  const landing = "https://kilele.example/";
  it("finds the fragment of a link to a place on the current page", () => {
    expect(inPageFragment("/#contact", landing)).toBe("contact");
    expect(inPageFragment("#main", "https://kilele.example/itinerary/point-lenana")).toBe("main");
    expect(inPageFragment("https://kilele.example/#story", `${landing}#home`)).toBe("story");
  });

  it("leaves links that load another page, or have no fragment, to a normal page change", () => {
    expect(inPageFragment("/#contact", "https://kilele.example/summit-treks")).toBeNull();
    expect(inPageFragment("/summit-treks", landing)).toBeNull();
    expect(inPageFragment("/", `${landing}#plan`)).toBeNull();
    expect(inPageFragment("#", landing)).toBeNull();
    expect(inPageFragment("https://wa.me/254712345678#x", landing)).toBeNull();
    expect(inPageFragment("/?tab=signup#x", landing)).toBeNull();
  });
});
