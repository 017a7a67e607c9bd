import { describe, expect, it } from "vitest";
import { shortReference } from "../../domain/booking/reference";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";
import type { QuotePageAnswer } from "./itinerary-quote.server";

/*
 * The quote forms as a page (/itinerary/:slug/quote, issue 30), posted as a browser without
 * JavaScript posts them: the trip names the form, the checks and sentences are the dialog's, what
 * was typed comes back on a refusal, and a stored request answers with its reference.
 */
usePrivateAppDatabase("itinerary-quote");
process.env.OPERATOR_EMAIL = "operator@example.com";

const { getDb } = await import("../../server/platform/db");
const { action, loader } = await import("./itinerary-quote.server");

let addresses = 0;
type LoaderArgs = Parameters<typeof loader>[0];

async function load(slug: string, query = "") {
  try {
    return await loader({
      request: new Request(`http://localhost/itinerary/${slug}/quote${query}`),
      params: { slug },
      context: routeContext({ db: getDb().db }),
    } as unknown as LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { thrown: thrown.status, to: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return { thrown: (thrown as { init: ResponseInit }).init.status };
    throw thrown;
  }
}

async function post(slug: string, fields: Record<string, string>) {
  const answer = (await action({
    request: new Request(`http://localhost/itinerary/${slug}/quote`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    params: { slug },
    context: routeContext({ db: getDb().db, clientIp: `10.9.0.${++addresses}` }),
  } as never)) as unknown as { data: QuotePageAnswer; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

const school = {
  schoolName: "Nanyuki High School",
  contactPerson: "Grace Wambui",
  email: "grace@nanyuki-high.example",
  phone: "+254 712 345 678",
  studentCount: "30",
  teacherCount: "3",
  program: "cultural-geography",
  preferredDates: "",
  budget: "",
  additionalRequirements: "Two students use wheelchairs.",
  website: "",
};

const inquiriesFrom = (email: string) =>
  getDb().db.selectFrom("inquiries").selectAll().where("email", "=", email).execute();

describe("/itinerary/:slug/quote", () => {
  it("offers the trip's own form, starting from the panel's group and package", async () => {
    expect(await load("student-expeditions")).toMatchObject({
      quoteKind: "school-quote",
      trip: { slug: "student-expeditions" },
    });
    expect(await load("team-building")).toMatchObject({ quoteKind: "proposal" });
    const corporate = await load("corporate-packages", "?option=coastal-corporate&participants=12");
    expect(corporate).toMatchObject({
      quoteKind: "corporate",
      selection: { optionId: "coastal-corporate", participants: 12 },
    });
  });

  it("sends a trip without a quote form back to its booking panel, and an unknown trip is not found", async () => {
    expect(await load("point-lenana")).toEqual({ thrown: 302, to: "/itinerary/point-lenana#book" });
    expect(await load("no-such-trip")).toMatchObject({ thrown: 404 });
  });

  it("stores a school quote request as the dialog does and answers with its reference", async () => {
    const sent = await post("student-expeditions", school);
    expect(sent.status).toBe(201);
    const [stored] = await inquiriesFrom(school.email);
    expect(stored).toMatchObject({ kind: "school-quote" });
    expect(JSON.parse(stored!.payload)).toMatchObject({
      schoolName: "Nanyuki High School",
      studentCount: 30,
      teacherCount: 3,
      program: "cultural-geography",
    });
    expect(sent.body).toEqual({ sent: true, reference: shortReference(stored!.id) });
  });

  it("names each field it refuses beside it and gives back everything typed", async () => {
    const email = "refused@nanyuki-high.example";
    const refused = await post("student-expeditions", {
      ...school,
      email,
      schoolName: "",
      studentCount: "14",
      phone: "call me",
      program: "no-such-programme",
    });
    expect(refused.status).toBe(400);
    if (refused.body.sent) throw new Error("stored");
    expect(refused.body.problems).toMatchObject({
      studentCount: "Number of students must be a whole number from 15 to 60.",
      phone: "Please enter a phone number, e.g. +254 712 345 678.",
    });
    expect(refused.body.values).toMatchObject({
      email,
      additionalRequirements: school.additionalRequirements,
    });
    expect(refused.body.values).not.toHaveProperty("website");

    // The browser's checks passed, the server's schema names what is left, field by field.
    const second = await post("student-expeditions", {
      ...school,
      email,
      schoolName: "",
      program: "x",
    });
    expect(second.status).toBe(400);
    if (second.body.sent) throw new Error("stored");
    expect(Object.keys(second.body.problems).sort()).toEqual(["program", "schoolName"]);
    expect(second.body.problems.schoolName).toMatch(/^Please check this field: it /);
    expect(await inquiriesFrom(email)).toHaveLength(0);
  });

  it("takes the kind from the trip, not the form: a corporate page stores a corporate request", async () => {
    const email = "hr@acme.example";
    const sent = await post("corporate-packages", {
      kind: "school-quote",
      company: "Acme Kenya",
      contactPerson: "Otieno",
      email,
      phone: "+254 700 000 111",
      groupSize: "20",
      eastAfricanResidents: "2",
      kenyanCitizens: "5",
      package: "coastal-corporate",
      preferredDates: "",
      notes: "",
      website: "",
    });
    // A `kind` slipped into the form is the trip's again: no school request from this page.
    expect(sent.status).toBe(201);
    const [stored] = await inquiriesFrom(email);
    expect(stored).toMatchObject({ kind: "corporate" });
    expect(JSON.parse(stored!.payload)).toMatchObject({
      package: "coastal-corporate",
      groupSize: 20,
    });
  });

  it("drops a filled-in honeypot with a sentence and stores nothing", async () => {
    const email = "bot@spam.example";
    const dropped = await post("student-expeditions", { ...school, email, website: "http://x" });
    expect(dropped.status).toBe(400);
    if (dropped.body.sent) throw new Error("stored");
    expect(dropped.body.failure).toBeTruthy();
    expect(await inquiriesFrom(email)).toHaveLength(0);
  });
});
