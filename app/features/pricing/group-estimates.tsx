import { useId, useState } from "react";
import {
  clampParticipants,
  schoolEstimate,
  teamBuildingEstimate,
} from "../../../domain/pricing/calculator";
import { formatUsd } from "../../../domain/pricing/money";
import type { SchoolProgram } from "../../../domain/pricing/tiers";
import { fieldClasses } from "~/features/booking/booking-fields";
import type { QuoteOption } from "~/features/quotes/quote-options";
import { QuoteRequestButton } from "~/features/quotes/quote-request-button";

function EstimateBox({ label, amount, note }: { label: string; amount: number; note: string }) {
  return (
    <div className="rounded-lg bg-forest-50 px-4 py-3" aria-live="polite">
      <p className="flex items-baseline justify-between">
        <span className="font-semibold">{label}</span>
        <output className="text-xl font-bold">
          {amount > 0 ? formatUsd(amount) : "Custom quote"}
        </output>
      </p>
      <p className="mt-1 text-sm">{note}</p>
    </div>
  );
}

/** Team building: $150 per person per day, minimum 8 people; Request Proposal opens the proposal form with the team's size. */
export function TeamBuildingEstimate({
  perPersonPerDay,
  minimumPeople,
  maximumPeople,
  programmes = [],
}: {
  perPersonPerDay: number;
  minimumPeople: number;
  maximumPeople: number;
  programmes?: QuoteOption[];
}) {
  const [people, setPeople] = useState(String(minimumPeople));
  const [days, setDays] = useState("2");
  const peopleId = useId();
  const daysId = useId();
  const headingId = useId();
  const estimate = teamBuildingEstimate(
    clampParticipants(Number(people), maximumPeople, minimumPeople),
    clampParticipants(Number(days), 5, 2),
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-sans text-lg font-bold">
        Estimate your retreat
      </h2>
      <p className="mt-1 text-2xl font-bold text-forest-800">
        {formatUsd(perPersonPerDay)} per person per day
      </p>
      <p className="text-sm">
        Minimum {minimumPeople} people, up to {maximumPeople}.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={peopleId} className="text-sm font-semibold">
            People
          </label>
          <input
            id={peopleId}
            type="number"
            min={minimumPeople}
            max={maximumPeople}
            value={people}
            onChange={(event) => setPeople(event.target.value)}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor={daysId} className="text-sm font-semibold">
            Days (2-5)
          </label>
          <input
            id={daysId}
            type="number"
            min={2}
            max={5}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className={fieldClasses}
          />
        </div>
      </div>
      <div className="mt-4">
        <EstimateBox
          label="Estimated total"
          amount={estimate}
          note="Final price depends on venue, activities and dates."
        />
      </div>
      {programmes.length ? (
        <QuoteRequestButton
          kind="proposal"
          label="Request Proposal"
          options={programmes}
          initial={{ groupSize: clampParticipants(Number(people), maximumPeople, minimumPeople) }}
          className="mt-4 w-full"
        />
      ) : null}
    </section>
  );
}

/** School programmes: estimate = students x the programme's rate; custom programmes get a quote. Request School Quote opens the quote form. */
export function SchoolEstimate({ programs }: { programs: readonly SchoolProgram[] }) {
  const [program, setProgram] = useState<string>(programs[0]!.value);
  const [students, setStudents] = useState("30");
  const programId = useId();
  const studentsId = useId();
  const headingId = useId();
  const selected = programs.find((candidate) => candidate.value === program);
  const estimate = schoolEstimate(program, clampParticipants(Number(students), 60, 15));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-sans text-lg font-bold">
        Estimate your school trip
      </h2>
      <div className="mt-3 grid gap-3">
        <div>
          <label htmlFor={programId} className="text-sm font-semibold">
            Program
          </label>
          <select
            id={programId}
            value={program}
            onChange={(event) => setProgram(event.target.value)}
            className={fieldClasses}
          >
            {programs.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {candidate.label}
                {candidate.price > 0 ? ` - ${formatUsd(candidate.price)} per student` : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={studentsId} className="text-sm font-semibold">
            Number of students (15-60)
          </label>
          <input
            id={studentsId}
            type="number"
            min={15}
            max={60}
            placeholder="Minimum 15 students"
            value={students}
            onChange={(event) => setStudents(event.target.value)}
            className={fieldClasses}
          />
        </div>
        <EstimateBox
          label="Estimated total"
          amount={estimate}
          note={
            selected && selected.price > 0
              ? `${formatUsd(selected.price)} per student. Group discounts for 20+ students; payment plans available.`
              : "We'll design a custom programme and quote within 24 hours."
          }
        />
        <QuoteRequestButton
          kind="school-quote"
          label="Request School Quote"
          options={programs.map((candidate) => ({
            value: candidate.value,
            label:
              candidate.price > 0
                ? `${candidate.label} - ${formatUsd(candidate.price)} per student`
                : candidate.label,
            pricePerStudent: candidate.price,
          }))}
          initial={{ groupSize: clampParticipants(Number(students), 60, 15), option: program }}
          className="w-full"
        />
      </div>
    </section>
  );
}
