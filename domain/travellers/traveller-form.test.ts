import { describe, expect, it } from "vitest";
import { emptyTravellerValues, travellerFormMessages } from "./traveller-fields";
import { parseTravellerForm, travellerFormValues, valuesOfTraveller } from "./traveller-form";

const today = "2026-11-24";
const filled = {
  ...emptyTravellerValues(),
  fullName: "  Achieng   Wanjiru Otieno ",
  nationality: "Kenyan",
  dateOfBirth: "1990-04-23",
  passportNumber: " ak1234567 ",
  dietaryNeeds: "",
  medicalNotes: "Penicillin allergy.\nCarries an inhaler.",
  emergencyName: "Otieno Odhiambo",
  emergencyPhone: "0712 000 111",
  insuranceProvider: "AMREF Flying Doctors",
  insurancePolicy: "MS-2026/4411",
};

describe("parseTravellerForm", () => {
  it("accepts complete details, tidies spaces and stores a Kenyan phone in international form", () => {
    const result = parseTravellerForm(filled, { today, readiness: false });
    expect(result).toEqual({
      ok: true,
      readiness: null,
      details: {
        fullName: "Achieng Wanjiru Otieno",
        nationality: "Kenyan",
        dateOfBirth: "1990-04-23",
        passportNumber: "AK1234567",
        dietaryNeeds: null,
        medicalNotes: "Penicillin allergy.\nCarries an inhaler.",
        emergencyName: "Otieno Odhiambo",
        emergencyPhone: "+254712000111",
        insuranceProvider: "AMREF Flying Doctors",
        insurancePolicy: "MS-2026/4411",
      },
    });
  });

  it("names every wrong field with its own sentence and gives the values back as sent", () => {
    const sent = {
      ...filled,
      fullName: "<script>",
      dateOfBirth: "2027-01-01",
      emergencyPhone: "call my mum",
      insurancePolicy: "",
      passportNumber: "my passport",
    };
    const result = parseTravellerForm(sent, { today, readiness: false });
    expect(result).toEqual({
      ok: false,
      values: sent,
      errors: {
        fullName: travellerFormMessages.fullName,
        dateOfBirth: travellerFormMessages.dateOfBirth,
        passportNumber: travellerFormMessages.passportNumber,
        emergencyPhone: travellerFormMessages.emergencyPhone,
        insurancePolicy: travellerFormMessages.insurancePolicy,
      },
    });
  });

  it("refuses impossible and too old dates of birth, and too long notes", () => {
    for (const dateOfBirth of ["1990-02-30", "23/04/1990", "1900-01-01", today]) {
      const result = parseTravellerForm({ ...filled, dateOfBirth }, { today, readiness: false });
      expect(result.ok ? null : result.errors.dateOfBirth).toBe(travellerFormMessages.dateOfBirth);
    }
    const long = parseTravellerForm(
      { ...filled, medicalNotes: "x".repeat(1001) },
      { today, readiness: false },
    );
    expect(long.ok ? null : long.errors).toEqual({
      medicalNotes: travellerFormMessages.medicalNotes,
    });
  });

  it("asks the readiness answers only on a high trek, and only the listed conditions", () => {
    const without = parseTravellerForm(filled, { today, readiness: true });
    expect(without.ok ? null : Object.keys(without.errors)).toEqual([
      "fitness",
      "highestAltitude",
      "altitudeIllness",
    ]);
    const answered = parseTravellerForm(
      {
        ...filled,
        fitness: "some",
        highestAltitude: "below-3000",
        altitudeIllness: "never",
        conditions: "heart,lungs,heart",
      },
      { today, readiness: true },
    );
    expect(answered.ok && answered.readiness).toEqual({
      fitness: "some",
      highestAltitude: "below-3000",
      altitudeIllness: "never",
      conditions: ["heart", "lungs"],
    });
    const forged = parseTravellerForm(
      {
        ...filled,
        fitness: "some",
        highestAltitude: "below-3000",
        altitudeIllness: "never",
        conditions: "lungs,vampire",
      },
      { today, readiness: true },
    );
    expect(forged.ok ? null : forged.errors).toEqual({
      conditions: travellerFormMessages.conditions,
    });
  });

  it("reads a form's checkboxes and round-trips stored answers into form values", () => {
    const form = new URLSearchParams([
      ...Object.entries(filled),
      ["conditions", "heart"],
      ["conditions", "diabetes"],
    ]);
    const values = travellerFormValues(
      (name) => form.get(name),
      (name) => form.getAll(name),
    );
    expect(values.conditions).toBe("heart,diabetes");
    const parsed = parseTravellerForm(
      { ...values, fitness: "regular", highestAltitude: "above-4500", altitudeIllness: "mild" },
      { today, readiness: true },
    );
    if (!parsed.ok) throw new Error("expected valid");
    const again = parseTravellerForm(valuesOfTraveller(parsed.details, parsed.readiness), {
      today,
      readiness: true,
    });
    expect(again).toEqual(parsed);
  });
});
