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
      ["School", "Alliance"],
      ["Contact person", "Mr Kariuki"],
      ["Students", "40"],
    ]);
    expect(inquiryView("not json")).toEqual({
      name: "",
      phoneDigits: null,
      rows: [["Message", "not json"]],
    });
  });

  // Issue 30: "Kind corporate", "Program wildlife-conservation", "Estimate 3600".
  it("shows every stored value in plain words, never an id or a bare number", () => {
    const school = inquiryView(
      JSON.stringify({
        kind: "school-quote",
        schoolName: "Alliance",
        contactPerson: "Mr Kariuki",
        studentCount: 30,
        teacherCount: 3,
        program: "wildlife-conservation",
        programLabel: "Wildlife Conservation (4 days)",
        estimate: 3600,
      }),
    ).rows;
    expect(school).toEqual([
      ["School", "Alliance"],
      ["Contact person", "Mr Kariuki"],
      ["Students", "30"],
      ["Accompanying teachers", "3"],
      ["Programme", "Wildlife Conservation (4 days)"],
      ["Estimate", "$3,600"],
    ]);
    const corporate = inquiryView(
      JSON.stringify({
        kind: "corporate",
        company: "Savanna Tech",
        groupSize: 40,
        package: "coastal-corporate",
        packageName: "Coastal Corporate Getaway",
        eastAfricanResidents: 8,
        kenyanCitizens: 2,
        estimateRange: { min: 32000, max: 60000 },
      }),
    ).rows;
    expect(corporate).toEqual([
      ["Company", "Savanna Tech"],
      ["Group size", "40"],
      ["Travellers", "30 non-residents, 8 East African residents and 2 Kenyan citizens"],
      ["Package", "Coastal Corporate Getaway"],
      ["Estimate", "$32,000 - $60,000"],
    ]);
    const contact = inquiryView(JSON.stringify({ adventure: "mt-kenya", estimate: 0 })).rows;
    expect(contact).toEqual([
      ["Adventure", "Mount Kenya trek"],
      ["Estimate", "Custom quote"],
    ]);
    const change = inquiryView(
      JSON.stringify({ travelDate: "2030-03-01", participants: 2, bookingStatus: "confirmed" }),
    ).rows;
    expect(change).toEqual([
      ["Travel date", "Fri, Mar 1, 2030"],
      ["Travellers", "2 people"],
      ["Booking status", "Confirmed"],
    ]);
  });
});
