import { addDays } from "../calendar";

/**
 * When a traveller's details are erased (issue 17, decision 0031): a set number of days after
 * the trip's last day. Pure: the trip's dates and the setting are parameters.
 */

/** The trip's last day: the start date plus its length in days, less one (a day trip ends the day it starts). */
export function tripEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, Math.max(1, durationDays) - 1);
}

/** The first day on which the details may be erased. */
export function erasureDate(startDate: string, durationDays: number, afterDays: number): string {
  return addDays(tripEndDate(startDate, durationDays), afterDays);
}

/** True when the details of a trip that started on `startDate` are due for erasure on `today`. */
export function erasureDue(
  startDate: string,
  durationDays: number,
  afterDays: number,
  today: string,
): boolean {
  return today >= erasureDate(startDate, durationDays, afterDays);
}

/** How many of a booking's travellers have their details in, of how many. */
export interface DetailsCompleteness {
  complete: number;
  total: number;
}
