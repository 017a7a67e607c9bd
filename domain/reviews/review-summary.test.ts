import { describe, expect, it } from "vitest";
import { reviewsStructuredData, type PublishedReview } from "./review-structured-data";
import { filledStars, ratingText, reviewCountText, summaryFromTotals } from "./review-summary";

describe("a trip's rating", () => {
  it("is nothing at all without reviews", () => {
    expect(summaryFromTotals(0, 0)).toBeNull();
  });

  it("is the average to one decimal, halves rounded up", () => {
    // 87 / 20 = 4.35 exactly: a float average would round it down to 4.3.
    expect(summaryFromTotals(20, 87)).toEqual({ count: 20, average: 4.4 });
  });

  it("reads as text and as stars", () => {
    expect(ratingText(4.5)).toBe("4.5 out of 5");
    expect(ratingText(4)).toBe("4 out of 5");
    expect(reviewCountText(1)).toBe("Based on 1 review");
    expect(reviewCountText(12)).toBe("Based on 12 reviews");
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
  });
});

describe("the trip's JSON-LD", () => {
  const review: PublishedReview = {
    id: "r1",
    rating: 4,
    text: "Great guides and a fair pace.",
    firstName: "Achieng",
    country: "Kenya",
    date: "2030-03-07",
    reply: null,
    replyDate: null,
  };

  it("carries no AggregateRating and no Review without real reviews", () => {
    expect(reviewsStructuredData(null, [])).toEqual({});
  });

  it("carries the aggregate and each review when there are some", () => {
    expect(reviewsStructuredData({ count: 1, average: 4 }, [review])).toEqual({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Achieng" },
          datePublished: "2030-03-07",
          reviewBody: "Great guides and a fair pace.",
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});
