import {
  genericGroupDiscounts,
  schoolPrograms,
  teamBuilding,
  type DiscountSchedule,
} from "./tiers";

/** The fraction off for a group of `participants` under a discount schedule (0 when none applies). */
export function groupDiscount(
  participants: number,
  schedule: DiscountSchedule = genericGroupDiscounts,
): number {
  for (const [minimum, fraction] of schedule) {
    if (participants >= minimum) return fraction;
  }
  return 0;
}

/** Team building: $150 per person per day, minimum 8 people. */
export function teamBuildingEstimate(people: number, days: number): number {
  const billedPeople = Math.max(teamBuilding.minimumPeople, Math.trunc(people));
  return billedPeople * teamBuilding.perPersonPerDay * Math.max(1, Math.trunc(days));
}

/** School quote estimate = students x the programme's per-student rate; 0 for a custom programme. */
export function schoolEstimate(programValue: string, students: number): number {
  const program = schoolPrograms.find((candidate) => candidate.value === programValue);
  if (!program || students <= 0) return 0;
  return program.price * Math.trunc(students);
}
