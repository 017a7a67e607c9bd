import { amountOwed } from "../payments/amount-owed";
import { bookingAccount } from "../payments/booking-account";
import { describe, expect, it } from "vitest";
import {
  decisionAlertDue,
  confirmedTravellersText,
  guaranteedNoticeDue,
  listMonth,
  manifestCsvLines,
  manifestTravellerCsvLines,
  manifestTotals,
  monthTitle,
  needsDecision,
  parseCancelReason,
  parseDepartureFields,
  parseNewDeparture,
  shiftMonth,
  type ManifestLine,
} from "./departure-admin";

const today = "2026-11-24";
const valid = {
  seats: "8",
  minimumToRun: "2",
  salesCutoffDays: "7",
  guide: " Joseph Lekuton ",
  guidePhone: "0712 345 678",
  notes: "",
  priceOverride: "",
};

describe("the departure forms", () => {
  it("reads the edit form: trimmed text, empty notes and price as none, '$1,200' as 1200", () => {
    expect(
      parseDepartureFields({ ...valid, priceOverride: "$1,200" }, { cutoffRequired: true }),
    ).toEqual({
      ok: true,
      values: {
        seats: 8,
        minimumToRun: 2,
        salesCutoffDays: 7,
        guide: "Joseph Lekuton",
        guidePhone: "+254712345678",
        notes: null,
        priceOverride: 1200,
      },
    });
  });

  it("refuses each bad field with its own sentence", () => {
    const parsed = parseDepartureFields(
      {
        seats: "0",
        minimumToRun: "x",
        salesCutoffDays: "61",
        priceOverride: "12.50",
        guide: "g".repeat(121),
        guidePhone: "call Joseph",
      },
      { cutoffRequired: true },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        seats: "Seats: enter a whole number from 1 to 500.",
        minimumToRun: "Minimum to run: enter a whole number of travellers, at least 1.",
        salesCutoffDays: "Sales close: enter a number of days before departure, from 0 to 60.",
        priceOverride:
          "Price per person: leave it empty for the usual price, or enter whole US dollars, for example 950.",
        guide: "Guide: keep it under 120 characters.",
        guidePhone:
          "Guide's phone: enter a phone number with digits only, for example 0712 345 678 or +254 712 345 678.",
      },
    });
    expect(
      parseDepartureFields({ ...valid, minimumToRun: "9" }, { cutoffRequired: true }),
    ).toMatchObject({
      ok: false,
      errors: {
        minimumToRun: "Minimum to run: a departure cannot need more travellers than it has seats.",
      },
    });
  });

  it("an empty cut-off means the trip's default on a new departure, and is refused on an edit", () => {
    expect(
      parseDepartureFields({ ...valid, salesCutoffDays: "" }, { cutoffRequired: false }),
    ).toMatchObject({ ok: true, values: { salesCutoffDays: null } });
    expect(
      parseDepartureFields({ ...valid, salesCutoffDays: "" }, { cutoffRequired: true }).ok,
    ).toBe(false);
  });

  it("a new departure needs a trip of the list and a date from today on, within two years", () => {
    const slugs = ["point-lenana"];
    expect(
      parseNewDeparture({ ...valid, trip: "point-lenana", date: "2026-12-05" }, slugs, today),
    ).toMatchObject({ ok: true, values: { tripSlug: "point-lenana", date: "2026-12-05" } });
    expect(
      parseNewDeparture({ ...valid, trip: "atlantis", date: "2026-11-23" }, slugs, today),
    ).toEqual({
      ok: false,
      errors: {
        trip: "Trip: choose one of the trips in the list.",
        date: "Date: a departure cannot be in the past.",
      },
    });
    expect(
      parseNewDeparture({ ...valid, trip: "point-lenana", date: "2026-02-30" }, slugs, today),
    ).toMatchObject({ ok: false, errors: { date: "Date: choose a date like 2027-03-06." } });
    expect(
      parseNewDeparture({ ...valid, trip: "point-lenana", date: "2029-01-01" }, slugs, today),
    ).toMatchObject({
      ok: false,
      errors: { date: "Date: departures can be added up to two years ahead." },
    });
  });

  it("cancelling needs a reason and the explicit yes", () => {
    expect(parseCancelReason({ reason: "  Flooded   road ", confirm: "yes" })).toEqual({
      ok: true,
      reason: "Flooded road",
    });
    expect(parseCancelReason({ reason: " ", confirm: "yes" })).toMatchObject({ ok: false });
    expect(parseCancelReason({ reason: "Flooded road" })).toMatchObject({ ok: false });
    expect(parseCancelReason({ reason: "r".repeat(501), confirm: "yes" })).toMatchObject({
      ok: false,
    });
  });
});

describe("the month the list shows", () => {
  it("takes ?month=yyyy-mm, else the month of today, and moves across years", () => {
    expect(listMonth("2027-03", today)).toBe("2027-03");
    expect(listMonth("2027-13", today)).toBe("2026-11");
    expect(listMonth("<script>", today)).toBe("2026-11");
    expect(listMonth(null, today)).toBe("2026-11");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthTitle("2027-01")).toBe("Jan 2027");
  });
});

describe("the once-only departure mails", () => {
  const departure = {
    date: "2026-12-12",
    minimumToRun: 2,
    seatsTaken: 2,
    seatsConfirmed: 2,
    cancelled: false,
    guaranteedNotifiedAt: null,
    decisionAlertedAt: null,
  };

  it("tells travellers once, when confirmed travellers reach the minimum", () => {
    expect(guaranteedNoticeDue(departure, today)).toBe(true);
    expect(guaranteedNoticeDue({ ...departure, seatsTaken: 1, seatsConfirmed: 1 }, today)).toBe(
      false,
    );
    expect(
      guaranteedNoticeDue({ ...departure, guaranteedNotifiedAt: "2026-11-20T00:00:00Z" }, today),
    ).toBe(false);
    expect(guaranteedNoticeDue({ ...departure, cancelled: true }, today)).toBe(false);
    expect(guaranteedNoticeDue({ ...departure, date: "2026-11-23" }, today)).toBe(false);
  });

  it("does not tell anyone a departure is guaranteed because of requests (decision 0040)", () => {
    expect(guaranteedNoticeDue({ ...departure, seatsTaken: 6, seatsConfirmed: 0 }, today)).toBe(
      false,
    );
    expect(guaranteedNoticeDue({ ...departure, seatsTaken: 6, seatsConfirmed: 1 }, today)).toBe(
      false,
    );
  });

  it("alerts the operator from the decision day (14 days before multi-day trips, 3 before day trips) when travellers are short", () => {
    const short = { ...departure, seatsTaken: 1, seatsConfirmed: 1, date: "2026-12-08" }; // 14 days ahead
    expect(needsDecision(short, 5, today)).toBe(true);
    expect(needsDecision({ ...short, date: "2026-12-09" }, 5, today)).toBe(false); // 15 days
    expect(needsDecision({ ...short, date: "2026-11-27" }, 1, today)).toBe(true); // day trip, 3 days
    expect(needsDecision({ ...short, date: "2026-11-28" }, 1, today)).toBe(false);
    // Nobody booked: nothing to decide, it simply does not run.
    expect(needsDecision({ ...short, seatsTaken: 0, seatsConfirmed: 0 }, 5, today)).toBe(false);
    expect(needsDecision({ ...short, seatsTaken: 2, seatsConfirmed: 2 }, 5, today)).toBe(false);
    // Requests that reach the minimum unconfirmed still need the operator's decision.
    expect(needsDecision({ ...short, seatsTaken: 5, seatsConfirmed: 1 }, 5, today)).toBe(true);
    expect(decisionAlertDue(short, 5, today)).toBe(true);
    expect(
      decisionAlertDue({ ...short, decisionAlertedAt: "2026-11-24T06:00:00Z" }, 5, today),
    ).toBe(false);
  });
});

describe("the operator's count of travellers", () => {
  it("names confirmed travellers against the minimum, and requests apart", () => {
    expect(confirmedTravellersText({ minimumToRun: 4, seatsTaken: 1, seatsConfirmed: 1 })).toBe(
      "1 of the 4 travellers it needs to run is confirmed",
    );
    expect(confirmedTravellersText({ minimumToRun: 4, seatsTaken: 5, seatsConfirmed: 2 })).toBe(
      "2 of the 4 travellers it needs to run are confirmed; 3 more have asked for seats",
    );
    expect(confirmedTravellersText({ minimumToRun: 4, seatsTaken: 1, seatsConfirmed: 0 })).toBe(
      "0 of the 4 travellers it needs to run are confirmed; 1 more has asked for seats",
    );
  });
});

describe("the manifest", () => {
  const lines: ManifestLine[] = [
    {
      reference: "KE-AAAA1111",
      status: "confirmed",
      name: "Wanjiru Kamau",
      email: "wanjiru@example.com",
      phone: "+254 712 000 111",
      participants: 2,
      specialRequirements: '=HYPERLINK("http://evil")',
      owed: [{ currency: "USD", amountMinor: 170_000 }],
      // A $510 deposit paid of $1,700: the CSV says what is paid and what is still owed.
      account: bookingAccount(
        amountOwed({
          lines: [{ currency: "USD", amountMinor: 170_000 }],
          totalPriceUsd: 1700,
          lockedRate: null,
          currentRate: null,
        }),
        [{ amountMinor: 51_000, currency: "USD", kesMinorPerUsd: null }],
        null,
      ),
      bookedAt: "2026-11-01T10:00:00.000Z",
    },
    {
      reference: "KE-BBBB2222",
      status: "pending",
      name: "Tom Otieno",
      email: "tom@example.com",
      phone: null,
      participants: 1,
      specialRequirements: null,
      // A mixed party: dollars and shillings, each as booked (decision 0038).
      owed: [
        { currency: "USD", amountMinor: 85_000 },
        { currency: "KES", amountMinor: 6_080_000 },
      ],
      bookedAt: "2026-11-02T10:00:00.000Z",
    },
  ];

  it("totals bookings, travellers (confirmed and pending) and money per currency", () => {
    expect(manifestTotals(lines)).toEqual({
      bookings: 2,
      travellers: 3,
      confirmedTravellers: 2,
      pendingTravellers: 1,
      owed: [
        { currency: "USD", amountMinor: 255_000 },
        { currency: "KES", amountMinor: 6_080_000 },
      ],
    });
  });

  it("writes a CSV line per traveller and a totals line; phones international, formulas neutralised", () => {
    const csv = manifestCsvLines(lines, manifestTotals(lines));
    expect(csv[0]).toBe(
      '"reference","status","name","email","phone","participants","special_requirements","total_usd","total_kes","account_currency","paid","balance","booked_at"',
    );
    expect(csv[1]).toContain('"+254712000111","2","\'=HYPERLINK(""http://evil"")"');
    expect(csv[1]).toContain('"1700.00","","USD","510.00","1190.00","2026-11-01T10:00:00.000Z"');
    expect(csv[2]).toBe(
      '"KE-BBBB2222","pending","Tom Otieno","tom@example.com","","1","","850.00","60800.00","","","","2026-11-02T10:00:00.000Z"',
    );
    expect(csv[3]).toBe(
      '"TOTAL","2 bookings","","","","3","2 confirmed, 1 pending","2550.00","60800.00","","","",""',
    );
  });

  it("adds a line per traveller with the guide's details; missing ones say so", () => {
    const withTravellers = [
      {
        ...lines[0]!,
        travellers: [
          {
            slot: 1,
            complete: true,
            fullName: "Achieng Wanjiru Otieno",
            nationality: "Kenyan",
            dateOfBirth: "1990-04-23",
            passportNumber: "A1234567",
            dietaryNeeds: "Vegetarian",
            medicalNotes: "=cmd",
            emergencyName: "Otieno Odhiambo",
            emergencyPhone: "+254712000111",
            insuranceProvider: "AMREF",
            insurancePolicy: "MS-1",
            guideFlags: ["Heart condition", "Rarely exercises"],
          },
          {
            slot: 2,
            complete: false,
            fullName: null,
            nationality: null,
            dateOfBirth: null,
            passportNumber: null,
            dietaryNeeds: null,
            medicalNotes: null,
            emergencyName: null,
            emergencyPhone: null,
            insuranceProvider: null,
            insurancePolicy: null,
            guideFlags: [],
          },
        ],
      },
      lines[1]!,
    ];
    const csv = manifestTravellerCsvLines(withTravellers);
    expect(csv).toHaveLength(3);
    expect(csv[1]).toBe(
      `"${lines[0]!.reference}","1","complete","Achieng Wanjiru Otieno","Kenyan","1990-04-23","A1234567","Vegetarian","'=cmd","Otieno Odhiambo","+254712000111","AMREF","MS-1","Heart condition; Rarely exercises"`,
    );
    expect(csv[2]).toBe(`"${lines[0]!.reference}","2","missing","","","","","","","","","","",""`);
  });
});
