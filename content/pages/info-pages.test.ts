import { describe, expect, it } from "vitest";
import { shortReference } from "../../domain/booking/reference";
import { infoPageSeeds } from "./info-pages";

// Issue 28: the booking conditions agree with the site: the reference travellers quote, and what
// confirms a booking since decision 0055 (instant booking by the deposit, a request by us).
describe("the booking conditions", () => {
  const page = infoPageSeeds["booking-conditions"];
  const text = page.sections
    .flatMap((section) => [...(section.paragraphs ?? []), ...(section.points ?? [])])
    .join("\n");

  it("give the booking reference's length as the site makes it", () => {
    const length = shortReference(crypto.randomUUID()).length;
    expect(text).toContain(`${length}-character code`);
    expect(text).not.toMatch(/up to \d+ characters/);
  });

  it("say what confirms a booking, and never that a Guaranteed departure confirms at once", () => {
    expect(text).toContain(
      "What confirms your booking: on a departure that books instantly, your deposit being recorded",
    );
    expect(text).toMatch(/stays a request until we confirm it in writing/);
    expect(text).not.toMatch(/confirmed at once/);
  });
});
