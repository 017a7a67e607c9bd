/**
 * A traveller's details and the readiness questionnaire of the high treks (issue 17): the fields,
 * their labels, limits and the sentence each shows when it is wrong. No zod here: the details
 * page imports this module, and the server's checks live in traveller-form.ts.
 */

export const detailFields = [
  "fullName",
  "nationality",
  "dateOfBirth",
  "passportNumber",
  "dietaryNeeds",
  "medicalNotes",
  "emergencyName",
  "emergencyPhone",
  "insuranceProvider",
  "insurancePolicy",
] as const;
export type DetailField = (typeof detailFields)[number];

export const readinessFields = [
  "fitness",
  "highestAltitude",
  "altitudeIllness",
  "conditions",
] as const;
export type ReadinessField = (typeof readinessFields)[number];

export type TravellerFormField = DetailField | ReadinessField;
/** What the form sends, as text; `conditions` is the checked boxes joined by commas. */
export type TravellerFormValues = Record<TravellerFormField, string>;
export type TravellerFormErrors = Partial<Record<TravellerFormField, string>>;

export const detailMaxLengths: Record<DetailField, number> = {
  fullName: 100,
  nationality: 60,
  dateOfBirth: 10,
  passportNumber: 20,
  dietaryNeeds: 300,
  medicalNotes: 1000,
  emergencyName: 100,
  emergencyPhone: 30,
  insuranceProvider: 100,
  insurancePolicy: 60,
};

export const detailLabels: Record<DetailField, string> = {
  fullName: "Full name, exactly as in the passport",
  nationality: "Nationality",
  dateOfBirth: "Date of birth",
  passportNumber: "Passport or national ID number",
  dietaryNeeds: "Dietary needs",
  medicalNotes: "Medical notes the guide must know",
  emergencyName: "Emergency contact's name",
  emergencyPhone: "Emergency contact's phone",
  insuranceProvider: "Travel insurance provider",
  insurancePolicy: "Insurance policy number",
};

/** Optional: "none" is an answer, so an empty field is one too. */
export const optionalDetailFields: readonly DetailField[] = ["dietaryNeeds", "medicalNotes"];

export const fitnessOptions = [
  { value: "regular", label: "I exercise 3 or more times a week, including long hill walks" },
  { value: "some", label: "I exercise once or twice a week" },
  { value: "little", label: "I rarely exercise" },
] as const;
export type Fitness = (typeof fitnessOptions)[number]["value"];

export const altitudeOptions = [
  { value: "above-4500", label: "Above 4,500 m" },
  { value: "3000-4500", label: "Between 3,000 and 4,500 m" },
  { value: "below-3000", label: "Never above 3,000 m" },
] as const;
export type HighestAltitude = (typeof altitudeOptions)[number]["value"];

export const illnessOptions = [
  { value: "never", label: "Never" },
  { value: "mild", label: "Mild: headache or poor sleep that passed" },
  { value: "severe", label: "Severe: HAPE or HACE, or I had to descend or be evacuated" },
] as const;
export type AltitudeIllness = (typeof illnessOptions)[number]["value"];

/** Conditions that matter at altitude: each is a reason for the guide to know and for a doctor's view. */
export const conditionOptions = [
  { value: "heart", label: "A heart condition" },
  { value: "lungs", label: "Asthma or another lung condition" },
  { value: "blood-pressure", label: "High blood pressure" },
  { value: "sickle-cell", label: "Sickle cell disease or trait" },
  { value: "diabetes", label: "Diabetes" },
  { value: "pregnancy", label: "Pregnancy" },
  { value: "recent-surgery", label: "Surgery or a serious injury in the last 6 months" },
] as const;
export type AltitudeCondition = (typeof conditionOptions)[number]["value"];

export const readinessLabels: Record<ReadinessField, string> = {
  fitness: "How fit are you today?",
  highestAltitude: "The highest you have been",
  altitudeIllness: "Have you had altitude sickness?",
  conditions: "Conditions that matter at altitude (tick any that apply)",
};

export const travellerFormMessages: Record<TravellerFormField, string> = {
  fullName: `Enter the traveller's full name exactly as in the passport (2 to ${detailMaxLengths.fullName} letters).`,
  nationality: "Enter the nationality as in the passport, for example Kenyan or German.",
  dateOfBirth: "Enter the date of birth as a past date, for example 1990-04-23.",
  passportNumber: `Enter the passport or national ID number as printed (letters and digits, 5 to ${detailMaxLengths.passportNumber} characters).`,
  dietaryNeeds: `Keep dietary needs under ${detailMaxLengths.dietaryNeeds} characters, or leave the field empty.`,
  medicalNotes: `Keep the medical notes under ${detailMaxLengths.medicalNotes.toLocaleString("en-US")} characters, or leave the field empty.`,
  emergencyName: "Enter the name of someone we can call in an emergency, who is not on the trip.",
  emergencyPhone:
    "Enter the emergency contact's phone with its country code, for example +44 7700 900123.",
  insuranceProvider: "Enter the travel insurance company's name.",
  insurancePolicy: `Enter the insurance policy number (up to ${detailMaxLengths.insurancePolicy} characters).`,
  fitness: "Choose how fit the traveller is today.",
  highestAltitude: "Choose the highest altitude the traveller has been to.",
  altitudeIllness: "Choose whether the traveller has had altitude sickness.",
  conditions: "Tick only the conditions in the list.",
};

export function emptyTravellerValues(): TravellerFormValues {
  const values = {} as TravellerFormValues;
  for (const field of [...detailFields, ...readinessFields]) values[field] = "";
  return values;
}
