import { describe, expect, it } from "vitest";
import { firstNameOf, reviewFormMessages } from "./review-fields";
import { parseReply, parseReviewForm, reviewFormValues } from "./review-form";

const good = {
  rating: "4",
  firstName: "Achieng",
  country: "Kenya",
  text: "Kamau paced us well to Point Lenana and the sunrise was worth every step.",
};

const read = (form: Record<string, unknown>) => reviewFormValues((name) => form[name]);

describe("the review form", () => {
  it("accepts a complete review and trims what was typed", () => {
    const result = parseReviewForm(
      read({ ...good, firstName: "  Zoë ", country: "Côte d’Ivoire" }),
    );
    expect(result).toEqual({
      ok: true,
      review: { ...good, rating: 4, firstName: "Zoë", country: "Côte d’Ivoire" },
    });
  });

  it("accepts every rating from 1 to 5 and nothing else", () => {
    for (const rating of ["1", "2", "3", "4", "5"])
      expect(parseReviewForm(read({ ...good, rating })).ok).toBe(true);
    for (const rating of ["", "0", "6", "4.5", "five", "-1"]) {
      const result = parseReviewForm(read({ ...good, rating }));
      expect(result.ok ? null : result.errors).toEqual({ rating: reviewFormMessages.rating });
    }
  });

  it("answers each wrong field with its own sentence and keeps every value", () => {
    const sent = { rating: "", firstName: "", country: "<b>x</b>", text: "Great" };
    const result = parseReviewForm(read(sent));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      rating: "Please choose a rating from 1 to 5 stars.",
      firstName: reviewFormMessages.firstName,
      country: reviewFormMessages.country,
      text: "Please tell other travellers about your trip in 20 to 4,000 characters.",
    });
    expect(result.values).toEqual(sent);
  });

  it("refuses a name with a link in it, and a text that is too long", () => {
    const link = parseReviewForm(read({ ...good, firstName: "http://spam.example" }));
    expect(link.ok ? null : Object.keys(link.errors)).toEqual(["firstName"]);
    expect(
      parseReviewForm(read({ ...good, text: `${good.text}\u0000` })).ok,
      "a NUL, which PostgreSQL cannot store",
    ).toBe(false);
    const long = parseReviewForm(read({ ...good, text: "a".repeat(4001) }));
    expect(long.ok ? null : Object.keys(long.errors)).toEqual(["text"]);
  });

  it("reads what is not text as empty", () => {
    expect(read({ rating: 5, firstName: ["x"] })).toEqual({
      rating: "",
      firstName: "",
      country: "",
      text: "",
    });
  });
});

describe("the operator's reply", () => {
  it("is 1 to 2,000 characters once trimmed", () => {
    expect(parseReply("  Asante sana, Achieng!  ")).toEqual({
      ok: true,
      reply: "Asante sana, Achieng!",
    });
    // "\u0000": the fuzz bench's counterexample, a 500 on PostgreSQL (it stores no NUL).
    for (const bad of ["", "   ", "a".repeat(2001), undefined, 7, "\u0000", "Asante\u0007"])
      expect(parseReply(bad)).toEqual({
        ok: false,
        error: "Please write a reply of 1 to 2,000 characters.",
      });
  });
});

describe("the first name shown", () => {
  it("is the first word of the booking's name", () => {
    expect(firstNameOf("  Achieng  Otieno ")).toBe("Achieng");
    expect(firstNameOf("Madonna")).toBe("Madonna");
    expect(firstNameOf("")).toBe("");
  });
});
