import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPricingFactors } from "../../domain/pricing/dynamic-pricing";
import { createTestDatabase, testDialects, type TestDatabase } from "../db/test-databases";
import { bookedParticipantsAround, loadPricingFactors, PRICING_FACTORS_KEY } from "./pricing";

function booking(id: string, tripSlug: string, date: string, participants: number, status: "pending" | "confirmed" | "cancelled" | "completed") {
  const now = new Date().toISOString();
  return {
    id,
    adventure_type: tripSlug,
    booking_status: status,
    booking_date: date,
    number_of_participants: participants,
    total_price: 100 * participants,
    special_requirements: null,
    created_at: now,
    updated_at: now,
    client_email: `${id}@example.com`,
    client_name: "Test",
    client_phone: null,
    trip_slug: tripSlug,
    tier_id: null,
    user_id: null,
    idempotency_key: null,
  };
}

describe.each(testDialects)("pricing service on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("seeds the default factors on first use and reads them back", async () => {
    expect(await loadPricingFactors(database.db)).toEqual(defaultPricingFactors);
    const row = await database.db.selectFrom("pricing_rules").selectAll().where("key", "=", PRICING_FACTORS_KEY).executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(defaultPricingFactors);
    await database.db.updateTable("pricing_rules").set({ value: JSON.stringify({ ...defaultPricingFactors, peakSeasonAdjustment: 0.2 }) }).execute();
    expect((await loadPricingFactors(database.db)).peakSeasonAdjustment).toBe(0.2);
  });

  it("falls back to the defaults when the stored factors are invalid", async () => {
    await database.db.updateTable("pricing_rules").set({ value: '{"peakSeasonAdjustment": 9}' }).execute();
    expect(await loadPricingFactors(database.db)).toEqual(defaultPricingFactors);
  });

  it("counts pending and confirmed participants within 3 days either side, for that trip only", async () => {
    await database.db
      .insertInto("bookings")
      .values([
        booking("a", "point-lenana", "2027-01-12", 2, "pending"),
        booking("b", "point-lenana", "2027-01-18", 3, "confirmed"),
        booking("c", "point-lenana", "2027-01-19", 4, "confirmed"),
        booking("d", "point-lenana", "2027-01-15", 5, "cancelled"),
        booking("e", "point-lenana", "2027-01-11", 1, "pending"),
        booking("f", "hells-gate", "2027-01-15", 6, "pending"),
      ])
      .execute();
    expect(await bookedParticipantsAround(database.db, "point-lenana", "2027-01-15")).toBe(5);
    expect(await bookedParticipantsAround(database.db, "ol-pejeta", "2027-01-15")).toBe(0);
  });
});
