import { describe, expect, it } from "vitest";
import { monthYear } from "./public-testimonial";
import {
  checkExternalTestimonial,
  checkReviewQuote,
  cleanQuote,
  isExcerptOf,
  isReviewUrl,
  testimonialMessages,
  writtenOnError,
} from "./testimonial";

const today = "2030-06-15";
const external = {
  quote: "  “Kamau paced us perfectly,\n and we all reached Point Lenana.”  ",
  name: "Sarah M.",
  origin: "London, United Kingdom",
  trip: "Point Lenana Summit",
  siteName: "TripAdvisor",
  url: "https://www.tripadvisor.com/ShowUserReviews-g294207-r123456789.html",
  writtenOn: "2030-03-02",
  rating: "",
};

describe("an external review as a testimonial's source", () => {
  it("is accepted with its site, https link and day, the quote tidied and no rating", () => {
    expect(checkExternalTestimonial(external, today)).toEqual({
      ok: true,
      value: {
        quote: "Kamau paced us perfectly, and we all reached Point Lenana.",
        name: "Sarah M.",
        origin: "London, United Kingdom",
        trip: "Point Lenana Summit",
        siteName: "TripAdvisor",
        url: external.url,
        writtenOn: "2030-03-02",
        rating: null,
      },
    });
  });

  it("keeps the stars the operator typed, 1 to 5 only", () => {
    const rated = checkExternalTestimonial({ ...external, rating: "4" }, today);
    expect(rated.ok && rated.value.rating).toBe(4);
    for (const rating of ["0", "6", "4.5", "five"])
      expect(checkExternalTestimonial({ ...external, rating }, today)).toEqual({
        ok: false,
        errors: { rating: testimonialMessages.rating },
      });
  });

  it("refuses every missing part at once, each with its own sentence", () => {
    const empty = Object.fromEntries(Object.keys(external).map((key) => [key, " "]));
    const checked = checkExternalTestimonial(empty as unknown as typeof external, today);
    expect(checked).toEqual({
      ok: false,
      errors: {
        quote: testimonialMessages.quote,
        name: testimonialMessages.name,
        origin: testimonialMessages.origin,
        trip: testimonialMessages.trip,
        siteName: testimonialMessages.siteName,
        url: testimonialMessages.url,
        writtenOn: testimonialMessages.writtenOn,
      },
    });
  });

  it("refuses a quote of only quotation marks, and one over the limit", () => {
    for (const quote of ["“”", "x".repeat(1001)])
      expect(checkExternalTestimonial({ ...external, quote }, today)).toMatchObject({
        ok: false,
        errors: { quote: testimonialMessages.quote },
      });
  });

  it("takes only an https address of a named host", () => {
    expect(isReviewUrl("https://g.co/kgs/abc123")).toBe(true);
    for (const url of [
      "http://www.tripadvisor.com/review",
      "javascript:alert(1)",
      "https://localhost/review",
      "https://user:secret@tripadvisor.com/review",
      "www.tripadvisor.com/review",
      `https://example.com/${"a".repeat(500)}`,
    ])
      expect(isReviewUrl(url), url).toBe(false);
  });

  it("refuses a day after today, before 2000 or not a real day", () => {
    expect(writtenOnError(today, today)).toBeUndefined();
    expect(writtenOnError("2030-06-16", today)).toBe(testimonialMessages.writtenOnFuture);
    expect(writtenOnError("1999-12-31", today)).toBe(testimonialMessages.writtenOnPast);
    for (const day of ["2030-02-30", "15/06/2030", ""])
      expect(writtenOnError(day, today)).toBe(testimonialMessages.writtenOn);
  });
});

const review =
  "We had a great week. Kamau, our guide, paced us well and the sunrise on Point Lenana was worth every step. The food was not bad either.";

describe("a review's words as a testimonial's quote", () => {
  it("may be the whole review, or shortened where the operator marks the gaps", () => {
    expect(isExcerptOf(review, review)).toBe(true);
    expect(isExcerptOf("Kamau, our guide, paced us well", review)).toBe(true);
    expect(isExcerptOf("We had a great week. … The sunrise on Point Lenana", review)).toBe(true);
    expect(isExcerptOf("…paced us well ... worth every step.", review)).toBe(true);
  });

  it("may change only the case of a part's first letter", () => {
    expect(isExcerptOf("Paced us well", review)).toBe(true);
    expect(isExcerptOf("paced us WELL", review)).toBe(false);
  });

  it("never adds, changes or reorders words", () => {
    expect(isExcerptOf("We had a fantastic week.", review)).toBe(false);
    expect(isExcerptOf("Kamau paced us well", review)).toBe(false);
    expect(isExcerptOf("worth every step … We had a great week", review)).toBe(false);
    expect(isExcerptOf("The food was not bad either. Book now!", review)).toBe(false);
    expect(isExcerptOf("…", review)).toBe(false);
  });

  it("is checked with a sentence the operator can act on", () => {
    expect(checkReviewQuote("“Kamau, our guide, paced us well”", review)).toEqual({
      ok: true,
      quote: "Kamau, our guide, paced us well",
    });
    expect(checkReviewQuote("Best trek company in Kenya!", review)).toEqual({
      ok: false,
      error: testimonialMessages.notExcerpt,
    });
    expect(checkReviewQuote("  ", review)).toEqual({
      ok: false,
      error: testimonialMessages.quote,
    });
  });
});

describe("what the page says", () => {
  it("tidies a quote: one space between words, no quotation marks around it", () => {
    expect(cleanQuote(' "Great  trip,\nthe porters\' songs" ')).toBe(
      "Great trip, the porters' songs",
    );
  });

  it("names the month and year a review was written", () => {
    expect(monthYear("2030-03-02")).toBe("Mar 2030");
    expect(monthYear("2029-12-31T22:10:00.000Z")).toBe("Dec 2029");
  });
});
