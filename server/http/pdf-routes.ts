import { Hono, type Context } from "hono";
import { z } from "zod";
import { findTrip, resolveAdventureType } from "../modules/catalogue";
import { siteContacts } from "../platform/config";
import { logger } from "../platform/logger";
import { getDb } from "../platform/db";
import {
  findBrochureTrip,
  getPdf,
  pdfDocumentForTrip,
  pdfPathForTrip,
  tripsPricedIn,
  type PdfDocumentId,
  type PdfFile,
} from "../modules/catalogue";
import { pricingSnapshot } from "../modules/pricing";
import {
  apiError,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerIp,
} from "../platform/http/json-api";
import { LIMITS } from "../platform/limits";

const generatePdfRequestSchema = z.strictObject({
  adventureType: z
    .string({ error: "must be a trip name or slug" })
    .trim()
    .min(1, "must not be empty")
    .max(120, "must be at most 120 characters"),
});

/**
 * The document with today's prices from the quote service (the same "From" as the trip's card
 * and page); undefined for a document that does not exist.
 */
async function pricedPdf(id: PdfDocumentId): Promise<Promise<PdfFile> | undefined> {
  // A gear list prints no prices: nothing to ask the quote service.
  if (id.kind === "gear-list") return getPdf(id, siteContacts());
  const trips = tripsPricedIn(id);
  if (id.kind !== "seasonal-guide" && !trips.length) return undefined;
  return getPdf(id, siteContacts(), await pricingSnapshot(getDb().db, trips));
}

/** The PDF with download headers, or 304 when the browser already has this version. */
async function sendPdf(c: Context, id: PdfDocumentId): Promise<Response> {
  let pdf: PdfFile;
  try {
    const file = await pricedPdf(id);
    if (!file)
      return c.text(
        `We have no ${id.kind === "gear-list" ? "gear list" : "itinerary"} at this address. See the trips at /summit-treks, /wild-adventures and /seasonal-escapes.`,
        404,
      );
    pdf = await file;
  } catch (error) {
    logger.error({ err: error, document: id }, "PDF generation failed");
    return c.text("The PDF could not be generated just now. Please try again later.", 503);
  }
  const headers = {
    "Cache-Control": "public, max-age=3600",
    ETag: pdf.etag,
  };
  const ifNoneMatch = c.req.header("if-none-match");
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === pdf.etag)
  )
    return c.body(null, 304, headers);
  return c.body(new Uint8Array(pdf.body), 200, {
    ...headers,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
    "Content-Length": String(pdf.body.length),
  });
}

/**
 * Downloads: itinerary PDFs, the two programme brochures, the trips' gear lists and the
 * seasonal guide, all rendered by pdfkit from the page content and cached per content version.
 * POST /api/generate-pdf-itinerary renders (or finds) the file and answers where to fetch it.
 */
export const pdfRoutes = new Hono()
  .post(
    "/api/generate-pdf-itinerary",
    rateLimitPerIp(LIMITS.pdfsPerAddress),
    jsonBodyLimit(2 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, generatePdfRequestSchema);
      if ("response" in parsed) return parsed.response;
      const { adventureType } = parsed.data;
      const slug = resolveAdventureType(adventureType);
      if (!slug)
        return apiError(
          c,
          400,
          `adventureType: we have no trip called "${adventureType.slice(0, 80)}".`,
        );
      const downloadUrl = pdfPathForTrip(slug);
      const id = pdfDocumentForTrip(findTrip(slug)!);
      try {
        const pdf = await (await pricedPdf(id))!;
        return jsonAnswer(
          c,
          {
            success: true,
            downloadUrl,
            title: pdf.title,
            message: `Your ${pdf.title} is ready to download.`,
          },
          200,
          { "Cache-Control": "no-store" },
        );
      } catch (error) {
        logger.error({ err: error, document: id }, "PDF generation failed");
        return apiError(c, 503, "The PDF could not be generated just now. Please try again later.");
      }
    },
  )
  .get("/itineraries/:file", (c, next) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(c.req.param("file"));
    if (!match) return next();
    return sendPdf(c, { kind: "itinerary", slug: match[1]! });
  })
  .get("/gear-lists/:file", (c, next) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(c.req.param("file"));
    if (!match) return next();
    return sendPdf(c, { kind: "gear-list", slug: match[1]! });
  })
  .get("/seasonal-guide.pdf", (c) => sendPdf(c, { kind: "seasonal-guide" }))
  .get("/brochures/:file", (c, next) => {
    const brochure = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(c.req.param("file"))?.[1];
    if (!brochure || !findBrochureTrip(brochure)) return next();
    return sendPdf(c, { kind: "brochure", brochure });
  });
