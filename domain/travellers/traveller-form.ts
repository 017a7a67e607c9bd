import { addDays, isCalendarDate } from "../calendar";
import { internationalPhone } from "../contact/phone";
import {
  altitudeOptions,
  conditionOptions,
  detailFields,
  detailMaxLengths,
  fitnessOptions,
  illnessOptions,
  optionalDetailFields,
  readinessFields,
  travellerFormMessages,
  type AltitudeCondition,
  type AltitudeIllness,
  type Fitness,
  type HighestAltitude,
  type TravellerFormErrors,
  type TravellerFormField,
  type TravellerFormValues,
} from "./traveller-fields";

/**
 * The server's checks of a traveller's details (and, on a high trek, the readiness answers):
 * one sentence per wrong field, and the values as sent so the form comes back with them.
 * Pure: today is a parameter (a date of birth cannot be in the future).
 */

export interface TravellerDetails {
  fullName: string;
  nationality: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /**
   * As printed, in capitals: park and mountain permits (KWS, Kilimanjaro) are issued against it.
   * Personal: erased with the other details after the trip.
   */
  passportNumber: string;
  dietaryNeeds: string | null;
  medicalNotes: string | null;
  emergencyName: string;
  /** International form when the country is known (domain/contact/phone.ts). */
  emergencyPhone: string;
  insuranceProvider: string;
  insurancePolicy: string;
}

export interface ReadinessAnswers {
  fitness: Fitness;
  highestAltitude: HighestAltitude;
  altitudeIllness: AltitudeIllness;
  conditions: AltitudeCondition[];
}

export type TravellerFormResult =
  | { ok: true; details: TravellerDetails; readiness: ReadinessAnswers | null }
  | { ok: false; errors: TravellerFormErrors; values: TravellerFormValues };

/** Letters of any script, spaces and the marks names use: no digits, links or markup. */
const nameLike = /^[\p{L}\p{M}][\p{L}\p{M} .,'’()-]*$/u;
/** Letters, digits and the separators policy numbers use. */
const policyLike = /^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u;
/** Passport and ID numbers: letters and digits (at least one), with the spaces or dashes some print. */
const documentLike = /^(?=.*\d)[A-Z0-9][A-Z0-9 -]{3,}[A-Z0-9]$/;
/** Oldest traveller we accept a date of birth for: a typo like 1092 is caught. */
const maxAgeYears = 110;

/** The submitted fields as text (anything else is empty), cut a little past their limit. */
export function travellerFormValues(
  read: (name: string) => unknown,
  readAll: (name: string) => unknown[] = (name) => [read(name)],
): TravellerFormValues {
  const values = {} as TravellerFormValues;
  for (const field of detailFields) {
    const value = read(field);
    values[field] = typeof value === "string" ? value.slice(0, detailMaxLengths[field] + 100) : "";
  }
  for (const field of readinessFields) {
    if (field === "conditions") continue;
    const value = read(field);
    values[field] = typeof value === "string" ? value.slice(0, 40) : "";
  }
  values.conditions = readAll("conditions")
    .filter((value): value is string => typeof value === "string" && value !== "")
    .slice(0, conditionOptions.length + 2)
    .map((value) => value.slice(0, 40))
    .join(",");
  return values;
}

function oneOf<T extends string>(options: readonly { value: T }[], value: string): T | null {
  return options.find((option) => option.value === value)?.value ?? null;
}

export function parseTravellerForm(
  values: TravellerFormValues,
  options: { today: string; readiness: boolean },
): TravellerFormResult {
  const errors: TravellerFormErrors = {};
  const text = (field: TravellerFormField) => values[field].trim().replace(/\s+/g, " ");
  const fail = (field: TravellerFormField) => {
    errors[field] = travellerFormMessages[field];
  };

  for (const field of detailFields) {
    const value = field === "medicalNotes" ? values[field].trim() : text(field);
    if (value.length > detailMaxLengths[field]) fail(field);
    else if (!value && !optionalDetailFields.includes(field)) fail(field);
  }
  const fullName = text("fullName");
  if (!errors.fullName && (fullName.length < 2 || !nameLike.test(fullName))) fail("fullName");
  const nationality = text("nationality");
  if (!errors.nationality && (nationality.length < 2 || !nameLike.test(nationality)))
    fail("nationality");
  const dateOfBirth = text("dateOfBirth");
  if (
    !errors.dateOfBirth &&
    (!isCalendarDate(dateOfBirth) ||
      dateOfBirth >= options.today ||
      dateOfBirth < addDays(options.today, -366 * maxAgeYears))
  )
    fail("dateOfBirth");
  const passportNumber = text("passportNumber").toUpperCase();
  if (!errors.passportNumber && !documentLike.test(passportNumber)) fail("passportNumber");
  const emergencyName = text("emergencyName");
  if (!errors.emergencyName && !nameLike.test(emergencyName)) fail("emergencyName");
  const phone = text("emergencyPhone");
  const phoneDigits = phone.replace(/\D/g, "");
  if (
    !errors.emergencyPhone &&
    (!/^\+?[\d\s().-]+$/.test(phone) || phoneDigits.length < 7 || phoneDigits.length > 15)
  )
    fail("emergencyPhone");
  const policy = text("insurancePolicy");
  if (!errors.insurancePolicy && !policyLike.test(policy)) fail("insurancePolicy");

  let readiness: ReadinessAnswers | null = null;
  if (options.readiness) {
    const fitness = oneOf(fitnessOptions, values.fitness);
    const highestAltitude = oneOf(altitudeOptions, values.highestAltitude);
    const altitudeIllness = oneOf(illnessOptions, values.altitudeIllness);
    const ticked = values.conditions ? values.conditions.split(",") : [];
    const conditions = ticked.map((value) => oneOf(conditionOptions, value));
    if (!fitness) fail("fitness");
    if (!highestAltitude) fail("highestAltitude");
    if (!altitudeIllness) fail("altitudeIllness");
    if (conditions.some((condition) => condition === null)) fail("conditions");
    if (fitness && highestAltitude && altitudeIllness && !errors.conditions)
      readiness = {
        fitness,
        highestAltitude,
        altitudeIllness,
        conditions: [...new Set(conditions as AltitudeCondition[])],
      };
  }

  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    details: {
      fullName,
      nationality,
      dateOfBirth,
      passportNumber,
      dietaryNeeds: text("dietaryNeeds") || null,
      medicalNotes: values.medicalNotes.trim() || null,
      emergencyName,
      emergencyPhone: internationalPhone(phone),
      insuranceProvider: text("insuranceProvider"),
      insurancePolicy: policy,
    },
    readiness,
  };
}

/** Stored details and answers back as form values (the booker editing a saved traveller). */
export function valuesOfTraveller(
  details: TravellerDetails | null,
  readiness: ReadinessAnswers | null,
): TravellerFormValues {
  return {
    fullName: details?.fullName ?? "",
    nationality: details?.nationality ?? "",
    dateOfBirth: details?.dateOfBirth ?? "",
    passportNumber: details?.passportNumber ?? "",
    dietaryNeeds: details?.dietaryNeeds ?? "",
    medicalNotes: details?.medicalNotes ?? "",
    emergencyName: details?.emergencyName ?? "",
    emergencyPhone: details?.emergencyPhone ?? "",
    insuranceProvider: details?.insuranceProvider ?? "",
    insurancePolicy: details?.insurancePolicy ?? "",
    fitness: readiness?.fitness ?? "",
    highestAltitude: readiness?.highestAltitude ?? "",
    altitudeIllness: readiness?.altitudeIllness ?? "",
    conditions: readiness?.conditions.join(",") ?? "",
  };
}
