import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_HOLD_SETTINGS } from "../booking/instant-booking";
import {
  bookingSettingsToForm,
  describeBookingSettingsChange,
  parseBookingSettingsForm,
} from "./booking-settings-form";

const trips = [
  { slug: "alpine-lakes", title: "Alpine Lakes", seats: 12 },
  { slug: "point-lenana", title: "Point Lenana", seats: 8 },
];

const valid = {
  defaultMode: "request",
  holdMinutes: "30",
  requestReleaseHours: "48",
  depositGraceDays: "7",
  "mode-alpine-lakes": "instant",
  "limit-alpine-lakes": "4",
  "mode-point-lenana": "default",
  "limit-point-lenana": "",
};

describe("the booking settings form", () => {
  it("reads the fields into settings; a Default trip has no setting of its own", () => {
    expect(parseBookingSettingsForm(valid, trips)).toEqual({
      ok: true,
      settings: {
        defaultMode: "request",
        holdMinutes: 30,
        requestReleaseHours: 48,
        depositGraceDays: 7,
        trips: { "alpine-lakes": { mode: "instant", instantMaxParty: 4 } },
      },
    });
  });

  it("takes a blank limit as any party the seats allow, and trims spaces", () => {
    const parsed = parseBookingSettingsForm(
      { ...valid, "limit-alpine-lakes": "  ", "mode-point-lenana": "request", holdMinutes: " 45 " },
      trips,
    );
    expect(parsed.ok && parsed.settings.trips).toEqual({
      "alpine-lakes": { mode: "instant", instantMaxParty: null },
      "point-lenana": { mode: "request", instantMaxParty: null },
    });
    expect(parsed.ok && parsed.settings.holdMinutes).toBe(45);
  });

  it("refuses each number outside its range with a sentence beside its field", () => {
    for (const [field, value, sentence] of [
      ["holdMinutes", "29", "minutes from 30 to 1440"],
      ["holdMinutes", "1441", "minutes from 30 to 1440"],
      ["holdMinutes", "", "minutes from 30 to 1440"],
      ["holdMinutes", "45.5", "minutes from 30 to 1440"],
      ["requestReleaseHours", "23", "hours from 24 to 336"],
      ["requestReleaseHours", "337", "hours from 24 to 336"],
      ["depositGraceDays", "0", "days from 1 to 60"],
      ["depositGraceDays", "sixty", "days from 1 to 60"],
      ["limit-alpine-lakes", "0", "from 1 to 12, or blank"],
      ["limit-alpine-lakes", "13", "from 1 to 12, or blank"],
      ["limit-alpine-lakes", "-2", "from 1 to 12, or blank"],
    ] as const) {
      const parsed = parseBookingSettingsForm({ ...valid, [field]: value }, trips);
      expect(parsed.ok, `${field}=${value}`).toBe(false);
      if (!parsed.ok) expect(parsed.errors[field]).toContain(sentence);
    }
  });

  it("refuses an unknown way of booking, for the default and for a trip", () => {
    const parsed = parseBookingSettingsForm(
      { ...valid, defaultMode: "always", "mode-point-lenana": "sometimes" },
      trips,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        defaultMode: "Choose how trips book by default: Instant or On request.",
        "mode-point-lenana": "Choose Default, Instant or On request for Point Lenana.",
      },
    });
  });

  it("refuses a limit on a trip that is not set to Instant", () => {
    const parsed = parseBookingSettingsForm({ ...valid, "limit-point-lenana": "3" }, trips);
    expect(!parsed.ok && parsed.errors["limit-point-lenana"]).toBe(
      "Point Lenana: only a trip set to Instant has a limit. Choose Instant or clear the number.",
    );
  });

  it("refuses fields naming a trip without departures or no trip at all", () => {
    const parsed = parseBookingSettingsForm(
      { ...valid, "mode-giraffe-centre": "instant", "limit-no-such-trip": "2" },
      trips,
    );
    expect(!parsed.ok && parsed.errors.trips).toBe(
      'There is no trip with departures called "giraffe-centre", "no-such-trip": reload the page and try again.',
    );
  });

  it("gives the stored settings back as the fields that read into them again", () => {
    const settings = {
      ...DEFAULT_BOOKING_HOLD_SETTINGS,
      defaultMode: "instant" as const,
      trips: { "point-lenana": { mode: "request" as const, instantMaxParty: null } },
    };
    const form = bookingSettingsToForm(settings, trips);
    expect(form).toMatchObject({
      defaultMode: "instant",
      "mode-alpine-lakes": "default",
      "limit-alpine-lakes": "",
      "mode-point-lenana": "request",
    });
    expect(parseBookingSettingsForm(form, trips)).toEqual({ ok: true, settings });
  });

  it("describes a change in the operator's words", () => {
    const after = {
      ...DEFAULT_BOOKING_HOLD_SETTINGS,
      defaultMode: "instant" as const,
      holdMinutes: 45,
      trips: { "alpine-lakes": { mode: "instant" as const, instantMaxParty: 4 } },
    };
    const title = (slug: string) => trips.find((trip) => trip.slug === slug)?.title ?? slug;
    expect(describeBookingSettingsChange(DEFAULT_BOOKING_HOLD_SETTINGS, after, title)).toBe(
      "Default: On request to Instant; Hold seats at checkout for (minutes): 30 to 45; Alpine Lakes: Default to Instant up to 4 travellers",
    );
    expect(describeBookingSettingsChange(after, after, title)).toBe("No change");
  });
});
