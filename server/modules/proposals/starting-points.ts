import type { Kysely } from "kysely";
import { addDays, isCalendarDate } from "../../../domain/calendar";
import { inquiryView } from "../../../domain/admin/inquiry-view";
import { inquiryKindLabels } from "../../../domain/inquiries/inquiry-kinds";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import type { ProposalDay } from "../../../domain/proposals/proposal";
import {
  blankProposalForm,
  type DayForm,
  type ProposalForm,
} from "../../../domain/proposals/proposal-form";
import type { Database } from "../../platform/db/schema";
import { findInquiry } from "../inquiries";

/**
 * Where a proposal starts (issue 30): from nothing, or from an inquiry (a contact message, a
 * school or corporate quote request), whose sender and group size fill the form; and the days of
 * any catalogue trip, copied into the plan to be edited.
 */

/** The group size a quote request states, as that many non-resident adults (the operator adjusts). */
function partyGroupOf(payload: Record<string, unknown>): Partial<ProposalForm["party"]> | null {
  const size = [payload.studentCount, payload.groupSize].find(
    (value): value is number => typeof value === "number" && Number.isInteger(value) && value > 0,
  );
  return size ? { "non-resident": { adults: String(size), childAges: "" } } : null;
}

/** A new proposal's form, filled from the inquiry when one is named and stored. */
export async function newProposalForm(
  db: Kysely<Database>,
  today: string,
  inquiryId: string | null,
): Promise<ProposalForm> {
  const form = blankProposalForm(today);
  const inquiry = inquiryId ? await findInquiry(db, inquiryId) : undefined;
  if (!inquiry) return form;
  const view = inquiryView(inquiry.payload);
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(inquiry.payload) as Record<string, unknown>;
  } catch {
    // A payload that is not JSON fills nothing more.
  }
  const organisation = [payload.schoolName, payload.organisation, payload.company].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  const party = partyGroupOf(payload);
  return {
    ...form,
    title: `${organisation ?? view.name}: ${inquiryKindLabels[inquiry.kind].replace(/ request$/, "")}`,
    clientName: view.name,
    clientEmail: inquiry.email,
    clientPhone: typeof payload.phone === "string" ? payload.phone : "",
    inquiryId: inquiry.id,
    party: party ? { ...form.party, ...party } : form.party,
  };
}

function dayDate(start: string, index: number): string {
  return isCalendarDate(start) ? addDays(start, index) : "";
}

/**
 * A trip's itinerary as editable days of the plan, dated from `firstDate` (empty dates when it
 * does not read: the editor asks for them). Its park days are given to its days in order (the
 * operator moves them where the plan needs).
 */
export function tripDaysForm(trip: Trip, firstDate: string): DayForm[] {
  const parks = trip.parkFees.flatMap(({ park, days }) => Array.from({ length: days }, () => park));
  const days = trip.days.filter(
    (day, index) => trip.days.findIndex((other) => other.day === day.day) === index,
  );
  return days.map((day, index): DayForm => {
    const proposalDay: ProposalDay = {
      date: dayDate(firstDate, index),
      title: day.title,
      description: day.description,
      activities: day.activities,
      accommodation: day.accommodation ?? "",
      meals: day.meals ?? "",
      park: parks[index] ?? null,
      photo: day.photo ?? null,
    };
    return {
      ...proposalDay,
      activities: proposalDay.activities.join("\n"),
      park: proposalDay.park ?? "",
      photo: proposalDay.photo ?? "",
    };
  });
}
