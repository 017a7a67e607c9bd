import { describe, expect, it } from "vitest";
import {
  groupCountsOf,
  groupCountsText,
  schoolDiscountSentence,
  teacherLimits,
} from "./inquiry-fields";
import { quoteFormNumbers, quoteFormProblems } from "./quote-form";

const school = {
  email: "grace@school.example",
  phone: "+254 711 222 333",
  studentCount: "40",
  teacherCount: "4",
};
const corporate = {
  email: "lucy@savanna.example",
  phone: "+254 733 444 555",
  groupSize: "40",
  eastAfricanResidents: "8",
  kenyanCitizens: "2",
};

describe("the quote forms' own checks (issue 30)", () => {
  it("take a school with its accompanying teachers", () => {
    expect(quoteFormProblems("school-quote", school)).toEqual({});
    expect(quoteFormNumbers("school-quote", school)).toEqual({ studentCount: 40, teacherCount: 4 });
  });

  it("refuse a school without teachers, or with more than the bounds, beside the field", () => {
    const sentence = `Accompanying teachers must be a whole number from ${teacherLimits.min} to ${teacherLimits.max}.`;
    for (const teacherCount of ["", "0", "21", "2.5", "three"])
      expect(quoteFormProblems("school-quote", { ...school, teacherCount })).toEqual({
        teacherCount: sentence,
      });
  });

  it("refuse a group size out of the form's range, naming the field", () => {
    expect(quoteFormProblems("school-quote", { ...school, studentCount: "14" })).toEqual({
      studentCount: "Number of students must be a whole number from 15 to 60.",
    });
    expect(quoteFormProblems("corporate", { ...corporate, groupSize: "9" }).groupSize).toBe(
      "Group size must be a whole number from 10 to 500.",
    );
  });

  it("take a corporate group's counts, blank as none, and refuse counts larger than the group", () => {
    expect(quoteFormProblems("corporate", corporate)).toEqual({});
    expect(
      quoteFormNumbers("corporate", { ...corporate, eastAfricanResidents: "", kenyanCitizens: "" }),
    ).toEqual({ groupSize: 40, eastAfricanResidents: 0, kenyanCitizens: 0 });
    expect(
      quoteFormProblems("corporate", {
        ...corporate,
        eastAfricanResidents: "39",
        kenyanCitizens: "2",
      }),
    ).toEqual({
      kenyanCitizens:
        "East African residents and Kenyan citizens together can be at most the 40 in your group.",
    });
  });

  it("say which address or phone cannot be used", () => {
    expect(quoteFormProblems("proposal", { groupSize: "20", email: "no", phone: "x" })).toEqual({
      email: "Please enter a valid email address.",
      phone: "Please enter a phone number, e.g. +254 712 345 678.",
    });
  });
});

describe("the words beside the school estimate and a group's counts", () => {
  it("name the promised discount for 20+ students, applied in the proposal", () => {
    expect(schoolDiscountSentence(19)).toBe(
      "Groups of 20+ students get a group discount, applied in your proposal.",
    );
    expect(schoolDiscountSentence(20)).toBe(
      "Your group of 20 students qualifies for our group discount for 20+ students: your proposal applies it to this estimate.",
    );
  });

  it("read a group's counts in words", () => {
    expect(groupCountsText(groupCountsOf(40, 8, 2))).toBe(
      "30 non-residents, 8 East African residents and 2 Kenyan citizens",
    );
    expect(groupCountsText(groupCountsOf(12, 0, 1))).toBe("11 non-residents and 1 Kenyan citizen");
    expect(groupCountsText(groupCountsOf(10, 0, 0))).toBe("10 non-residents");
  });
});
