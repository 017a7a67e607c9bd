// The pricing API's same-work reference (bench/load.js): a bare Hono route that does the
// endpoint's own work and nothing around it. It reads the same JSON body, validates it with the
// same schema, prices it with the same pure engine (domain/pricing/quote.ts) and answers the same
// public quote. What it leaves out is what the site wraps around every API answer: security
// headers and the request id, the same-origin check, the shared rate limiter (a database write),
// the body limit, and the operator's settings and demand read through their short-lived copy.
// Bundled by esbuild into one file at bench time (startPricingReference in ./load.js).
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { findTrip, resolveAdventureType } from "../../content/trips";
import { businessDay } from "../../domain/calendar";
import { dynamicPricingRequestSchema } from "../../domain/pricing/pricing-request";
import { publicQuote } from "../../domain/pricing/public-quote";
import { defaultPricingSettings, quoteTrip } from "../../domain/pricing/quote";

const app = new Hono().post("/api/dynamic-pricing", async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: "The request body is not valid JSON." }, 400);
  }
  const parsed = dynamicPricingRequestSchema.safeParse(body);
  if (!parsed.success) return c.json({ error: "The request does not validate." }, 400);
  const slug = resolveAdventureType(parsed.data.adventureType);
  const trip = slug ? findTrip(slug) : undefined;
  if (!trip) return c.json({ error: "No such trip." }, 400);
  const result = quoteTrip(
    trip,
    {
      optionId: parsed.data.tierId,
      participants: parsed.data.participants,
      date: parsed.data.bookingDate,
    },
    { today: businessDay(new Date()), settings: defaultPricingSettings, bookedParticipants: 0 },
  );
  if (!result.ok) return c.json({ error: result.message }, 400);
  return c.json(publicQuote(result.quote));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  console.log("ready"),
);
