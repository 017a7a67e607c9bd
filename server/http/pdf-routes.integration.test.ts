import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { pdfText } from "../platform/pdf/read-pdf-text";
import { usePrivateAppDatabase } from "../../tests/support/app-database";

// A private data directory for this file, chosen before the server modules read the environment.
usePrivateAppDatabase("pdf-api");

const { pdfRoutes } = await import("./pdf-routes");
const app = new Hono().route("/", pdfRoutes).all("*", (c) => c.text("fallback", 404));

let clientCounter = 0;
function socket(
  clientIp = `10.1.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`,
) {
  return { incoming: { socket: { remoteAddress: clientIp } } };
}

async function generate(
  body: unknown,
  headers: Record<string, string> = { "content-type": "application/json" },
  clientIp?: string,
) {
  const response = await app.request(
    "/api/generate-pdf-itinerary",
    { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) },
    socket(clientIp),
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers }, socket());
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("POST /api/generate-pdf-itinerary", () => {
  it.each([
    [
      "crescent-island-walking-safari",
      "/itineraries/crescent-island.pdf",
      "Crescent Island Walking Safari itinerary",
    ],
    [
      "Nairobi Safari Walk",
      "/itineraries/nairobi-safari-walk.pdf",
      "Nairobi Safari Walk itinerary",
    ],
    ["team-building-retreats", "/brochures/team-building.pdf", "Team-building Retreats brochure"],
    ["student-expeditions", "/brochures/education.pdf", "Student Expeditions brochure"],
    ["point-lenana", "/itineraries/point-lenana.pdf", "Point Lenana Summit itinerary"],
  ])("%s -> %s", async (adventureType, downloadUrl, title) => {
    const { status, body, headers } = await generate({ adventureType });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      downloadUrl,
      title,
      message: expect.stringContaining(title),
    });
    expect(headers.get("cache-control")).toBe("no-store");
    const file = await download(downloadUrl);
    expect(file.response.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each([
    [
      { adventureType: "everest-base-camp" },
      /adventureType: we have no trip called "everest-base-camp"/,
    ],
    [{ adventureType: "" }, /adventureType: must not be empty/],
    [{ adventureType: 42 }, /adventureType: must be a trip name or slug/],
    [{}, /adventureType/],
    [{ adventureType: "hells-gate", extra: true }, /extra/],
    [{ adventureType: "x".repeat(121) }, /at most 120 characters/],
    [["hells-gate"], /expected object/],
  ])("refuses %j with 400 and a clear sentence", async (body, message) => {
    const { status, body: answer } = await generate(body);
    expect(status).toBe(400);
    expect(answer.error).toMatch(message);
  });

  it("refuses malformed JSON, the wrong content type and an oversized body", async () => {
    expect((await generate("{nope")).status).toBe(400);
    expect(
      (await generate({ adventureType: "hells-gate" }, { "content-type": "text/plain" })).status,
    ).toBe(415);
    const huge = await generate({ adventureType: "x".repeat(5000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/too large/);
  });

  it("rate-limits one client after 20 requests a minute", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push(
        (await generate({ adventureType: "hells-gate" }, undefined, "192.0.2.44")).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("GET PDF files", () => {
  it("serves an itinerary as an attachment with caching headers, the title and every day", async () => {
    const trip = findTrip("crescent-island")!;
    const { response, bytes } = await download("/itineraries/crescent-island.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="kilele-crescent-island-itinerary.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const text = pdfText(bytes);
    expect(text).toContain(trip.title);
    for (const day of trip.days) expect(text).toContain(day.title);
  });

  it("answers 304 to a browser that already has this version", async () => {
    const first = await download("/seasonal-guide.pdf");
    const etag = first.response.headers.get("etag")!;
    const again = await download("/seasonal-guide.pdf", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);
  });

  it.each([
    ["/seasonal-guide.pdf", "kilele-kenya-seasonal-guide.pdf", "Kenya Seasonal Guide"],
    ["/brochures/team-building.pdf", "kilele-team-building-brochure.pdf", "Team-building Retreats"],
    ["/brochures/education.pdf", "kilele-education-brochure.pdf", "Student Expeditions"],
  ])("%s", async (path, fileName, title) => {
    const { response, bytes } = await download(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(pdfText(bytes)).toContain(title);
  });

  // Issue 14: gear lists are PDFs from the server (they were .html files saved by the browser).
  it("serves a trip's gear list as a PDF named for the trip, and no list for a trip without one", async () => {
    const { response, bytes } = await download("/gear-lists/point-lenana.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="kilele-point-lenana-gear-list.pdf"',
    );
    expect(pdfText(bytes)).toContain("Mountain Climbing Gear List");
    const none = await download("/gear-lists/corporate-packages.pdf");
    expect(none.response.status).toBe(404);
    expect(none.bytes.toString()).toMatch(/no gear list at this address/);
    expect((await download("/gear-lists/point-lenana.html")).bytes.toString()).toBe("fallback");
  });

  it("answers an unknown trip with a plain 404 message, and leaves other paths to the pages", async () => {
    const { response, bytes } = await download("/itineraries/everest.pdf");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(bytes.toString()).toMatch(/no itinerary at this address/);
    const other = await download("/itineraries/crescent-island.html");
    expect(bytes.toString()).not.toBe("fallback");
    expect(other.bytes.toString()).toBe("fallback");
    expect((await download("/itineraries/../etc/passwd.pdf")).bytes.toString()).not.toMatch(/%PDF/);
  });
});
