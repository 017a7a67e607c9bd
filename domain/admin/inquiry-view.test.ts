import { describe, expect, it } from "vitest";
import { inquiryReplyLinks, inquiryView } from "./inquiry-view";

describe("inquiry view", () => {
  it("turns a payload into rows and reply links", () => {
    const view = inquiryView(
      JSON.stringify({
        name: "Amina Otieno",
        email: "amina@example.com",
        phone: "+254 712 345 678",
        adventure: "mt-kenya",
        message: "Hi & hello",
        website: "",
      }),
    );
    expect(view.name).toBe("Amina Otieno");
    expect(view.phoneDigits).toBe("254712345678");
    expect(view.rows).toContainEqual(["Message", "Hi & hello"]);
    const links = inquiryReplyLinks({
      email: "amina@example.com",
      name: view.name,
      phoneDigits: view.phoneDigits,
      kindLabel: "Contact inquiry",
      brandName: "Kilele",
    });
    expect(links.mailto).toMatch(
      /^mailto:amina@example\.com\?subject=Your%20contact%20inquiry%20with%20Kilele/,
    );
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/254712345678\?text=Hello%20Amina/);
  });

  it("copes with school quotes and broken payloads", () => {
    expect(
      inquiryView(
        JSON.stringify({ schoolName: "Alliance", contactPerson: "Mr Kariuki", studentCount: 40 }),
      ).rows,
    ).toEqual([
      ["School name", "Alliance"],
      ["Contact person", "Mr Kariuki"],
      ["Student count", "40"],
    ]);
    expect(inquiryView("not json")).toEqual({
      name: "",
      phoneDigits: null,
      rows: [["Message", "not json"]],
    });
  });
});
