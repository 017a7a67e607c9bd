import { describe, expect, it } from "vitest";
import { findTrip } from "../../../content/trips";
import { gearListKind } from "./gear-kind";
import { escapeHtml, gearListFileNames, gearListHtml } from "./gear-list";

describe("gear list downloads", () => {
  it("gives treks the mountain list and safaris the safari list", () => {
    expect(gearListKind(findTrip("point-lenana")!)).toBe("mountain");
    expect(gearListKind(findTrip("kilimanjaro-marangu")!)).toBe("mountain");
    expect(gearListKind(findTrip("samburu")!)).toBe("safari");
    expect(gearListKind(findTrip("crescent-island")!)).toBe("safari");
    expect(gearListKind(findTrip("corporate-packages")!)).toBeUndefined();
    expect(gearListFileNames).toEqual({
      mountain: "mountain-climbing-gear-list.html",
      safari: "safari-wildlife-gear-list.html",
    });
  });

  it("lists every category and item with its flag, and the preparation tips", () => {
    const trip = findTrip("point-lenana")!;
    const html = gearListHtml(trip, "mountain", "https://kilele.example");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<h1>Mountain Climbing Gear List</h1>");
    for (const category of trip.gear) {
      expect(html).toContain(`<h2>${escapeHtml(category.title)}</h2>`);
      for (const item of category.items)
        expect(html).toContain(
          `<span class="name">${escapeHtml(item.name)}</span><span class="flag ${item.essential ? "essential" : "optional"}">${item.essential ? "Essential" : "Optional"}</span>`,
        );
    }
    for (const section of trip.preparation)
      for (const tip of section.items) expect(html).toContain(`<li>${escapeHtml(tip)}</li>`);
    expect(html).toContain('href="https://kilele.example/itinerary/point-lenana"');
  });

  it("escapes every text, so content can never inject markup", () => {
    const evil = '<script>alert("x")</script>';
    const html = gearListHtml(
      {
        slug: "x",
        title: evil,
        duration: evil,
        gear: [{ title: evil, items: [{ name: evil, essential: true }] }],
        preparation: [{ title: evil, items: [evil] }],
      },
      "safari",
      'https://a.example/"><script>',
    );
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
