import { describe, expect, it } from "vitest";
import { trips } from "../../content/trips";
import {
  MAX_QUERY_LENGTH,
  parseSearchQuery,
  queryWords,
  searchTrips,
  searchWords,
} from "./trip-search";

/** A trip with only what the search reads. */
function trip(slug: string, title: string, summary: string, days: string[] = []) {
  return {
    slug,
    title,
    summary,
    days: days.map((description, index) => ({
      day: index + 1,
      title: `Day ${index + 1}`,
      description,
      activities: ["Walking"],
    })),
  };
}

const lake = trip("lake", "Lake Naivasha Camping", "Hippos by boat at dawn.", [
  "A guided walk on Crescent Island among giraffes.",
]);
const giraffe = trip("giraffe", "Giraffe Centre", "Feed Rothschild's giraffes eye to eye.");
const gate = trip("gate", "Hell's Gate Adventure", "Cycle through the gorge.", [
  "Lunch at Nyéri's café.",
]);

describe("the words a search compares", () => {
  it("ignores case, accents and apostrophes and splits at punctuation", () => {
    expect(searchWords("Hell's GATE, Nyéri–Café")).toEqual(["hells", "gate", "nyeri", "cafe"]);
    expect(searchWords("Hell\u2019s")).toEqual(["hells"]);
  });

  it("drops the small words a traveller types and repeats", () => {
    expect(queryWords("A trek in the Mara, the MARA")).toEqual(["trek", "mara"]);
  });
});

describe("reading a query", () => {
  it("says when there is nothing to search for", () => {
    expect(parseSearchQuery(null)).toEqual({ kind: "empty", text: "" });
    expect(parseSearchQuery("   ")).toEqual({ kind: "empty", text: "" });
    expect(parseSearchQuery("the of")).toMatchObject({ kind: "empty" });
    expect(parseSearchQuery("!!!")).toMatchObject({ kind: "empty" });
  });

  it("refuses a pasted paragraph, and takes exactly the longest query allowed", () => {
    expect(parseSearchQuery("a".repeat(MAX_QUERY_LENGTH + 1))).toMatchObject({ kind: "too-long" });
    expect(parseSearchQuery("a".repeat(MAX_QUERY_LENGTH))).toMatchObject({ kind: "words" });
  });

  it("keeps the text as typed (spaces folded) and its words", () => {
    expect(parseSearchQuery("  Mount   Kenya ")).toEqual({
      kind: "words",
      text: "Mount Kenya",
      words: ["mount", "kenya"],
    });
  });
});

describe("finding trips by words", () => {
  const all = [lake, giraffe, gate];

  it("finds a word at the start of a word in the title, summary or days", () => {
    expect(searchTrips(all, ["hippo"]).map((t) => t.slug)).toEqual(["lake"]);
    expect(searchTrips(all, ["crescent"]).map((t) => t.slug)).toEqual(["lake"]);
    expect(searchTrips(all, ["hells"]).map((t) => t.slug)).toEqual(["gate"]);
    expect(searchTrips(all, ["nyeri"]).map((t) => t.slug)).toEqual(["gate"]);
    // Not inside a word: "raffe" is no word's start.
    expect(searchTrips(all, ["raffe"])).toEqual([]);
  });

  it("needs every word of the query (AND)", () => {
    expect(searchTrips(all, ["giraffe", "walk"]).map((t) => t.slug)).toEqual(["lake"]);
    expect(searchTrips(all, ["giraffe", "submarine"])).toEqual([]);
  });

  it("puts a title match before a match in the days", () => {
    expect(searchTrips(all, ["giraffe"]).map((t) => t.slug)).toEqual(["giraffe", "lake"]);
  });

  it("finds nothing for no words", () => {
    expect(searchTrips(all, [])).toEqual([]);
  });

  it("finds the real trips a traveller would expect", () => {
    const slugs = (query: string) =>
      searchTrips(trips, queryWords(query)).map((found) => found.slug);
    expect(slugs("giraffe")[0]).toBe("giraffe-centre");
    expect(slugs("hell's gate")[0]).toBe("hells-gate");
    expect(slugs("Kilimanjaro")[0]).toBe("kilimanjaro-marangu");
    expect(slugs("maasai mara")).toContain("maasai-mara-holiday");
    // The one trip without a catalogue card is found like the others.
    expect(slugs("Nairobi National Park")).toContain("wildlife-spotting");
    expect(slugs("xylophone")).toEqual([]);
  });
});
