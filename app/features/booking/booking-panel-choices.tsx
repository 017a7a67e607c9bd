import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import {
  partyLimit,
  type BookingOption,
  type BookingPanelState,
} from "../../../domain/booking/booking-panel";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { partyText } from "../../../domain/booking/party";
import { useOptionPrice } from "./option-price";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DepartureChoice } from "~/features/departures/departure-choice";
import { cn } from "~/lib/cn";
import { fieldClasses } from "./booking-fields";
import { TravellerCategoryFields } from "./traveller-category-fields";
import { ChildrenFields } from "./children-fields";
import { GroupCountFields } from "./group-count-fields";

/**
 * The panel's GET form: package, departure or date, group and who travels. Every change asks the
 * server again at once, in place (no jump to #book: that anchor in `action` is for browsers
 * without JavaScript, whose page reloads); the submit button stays for them.
 */
export function BookingChoicesForm({
  trip,
  state,
  option,
  action,
  heading,
  idPrefix,
}: {
  trip: Trip;
  state: BookingPanelState;
  option: BookingOption | undefined;
  action: string;
  heading: string;
  idPrefix: string;
}) {
  const { model, selection, problems, quote, estimate } = state;
  const submit = useSubmit();

  function requote(form: HTMLFormElement) {
    submit(form, {
      method: "get",
      action: `/itinerary/${trip.slug}`,
      replace: true,
      preventScrollReset: true,
    });
  }
  function update(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    if (field.type === "date" && field.value === "" && model.dateRequired) return;
    // Choosing "Request a private date" only opens the date field; its date prices it.
    if (field.name === "departure" && field.value === "private" && !selection.date) return;
    requote(event.currentTarget);
  }

  return (
    <Form
      method="get"
      action={action}
      replace
      preventScrollReset
      onChange={update}
      onSubmit={(event) => {
        event.preventDefault();
        requote(event.currentTarget);
      }}
      className="grid gap-4 px-5 py-4"
      aria-label={`${heading}: choose your trip`}
    >
      {model.options.length > 1 ? <PackageChoice state={state} option={option} /> : null}

      {state.departures ? (
        <DepartureChoice
          tripSlug={trip.slug}
          departures={state.departures}
          state={state}
          idPrefix={idPrefix}
        />
      ) : null}
      <GroupAndDateFields trip={trip} state={state} idPrefix={idPrefix} />
      {model.path === "book" && model.children ? (
        <ChildrenFields
          // A new count or party draws the age fields again with what the server read.
          key={`${selection.participants}-${selection.children ?? 0}-${(selection.childAges ?? []).join()}`}
          state={state}
          childRules={model.children}
          idPrefix={idPrefix}
        />
      ) : null}
      {model.path === "book" && model.groupCounts ? (
        <GroupCountFields
          // A new party size draws its fields again with the counts the server read (not a new
          // count: the field being typed in keeps its focus while the server prices each change).
          key={selection.participants}
          idPrefix={idPrefix}
          selection={selection}
          largestGroup={model.participants.max}
          problem={problems.categories}
        />
      ) : model.path === "book" ? (
        <TravellerCategoryFields
          // A new party size draws its fields again with the categories the server read.
          key={`${selection.participants}-${(selection.categories ?? []).join()}`}
          idPrefix={idPrefix}
          participants={selection.participants}
          categories={selection.categories}
          children={selection.children ?? 0}
          problem={problems.categories}
        />
      ) : null}
      <Button
        type="submit"
        variant={quote || estimate ? "outline" : "primary"}
        size={quote || estimate ? "md" : "lg"}
        className="w-full"
      >
        {model.path === "quote" ? "Update estimate" : quote ? "Update price" : "Check price"}
      </Button>
    </Form>
  );
}

/** The trip's packages (or programmes) as radios, each with its price per person. */
function PackageChoice({
  state,
  option,
}: {
  state: BookingPanelState;
  option: BookingOption | undefined;
}) {
  const { model, problems } = state;
  const optionPrice = useOptionPrice(state.selection.categories, model.unit);
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        {model.path === "quote" ? "Programme" : "Package"}
      </legend>
      <div className="mt-2 grid gap-2">
        {model.options.map((candidate) => (
          <label
            key={candidate.id}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
              candidate.id === option?.id
                ? "border-forest-700 bg-forest-50"
                : "border-sand-200 hover:border-forest-600",
            )}
          >
            <input
              type="radio"
              name="option"
              value={candidate.id}
              defaultChecked={candidate.id === option?.id}
              className="mt-1 size-4 accent-forest-700"
            />
            <span className="grid flex-1 gap-0.5">
              <span className="flex flex-wrap items-center justify-between gap-x-2">
                <span className="font-semibold">{candidate.name}</span>
                {candidate.popular ? <Badge tone="ochre">Most popular</Badge> : null}
              </span>
              <span className="text-sm">{optionPrice(candidate)}</span>
            </span>
          </label>
        ))}
      </div>
      {problems.option ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {problems.option}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How many travel, within the trip's group size, and the date where the trip has no departures. */
function GroupAndDateFields({
  trip,
  state,
  idPrefix,
}: {
  trip: Trip;
  state: BookingPanelState;
  idPrefix: string;
}) {
  const { model, selection, problems } = state;
  const problemId = (field: keyof typeof problems) => `${idPrefix}-${field}-problem`;
  const described = (field: keyof typeof problems) =>
    problems[field] ? { "aria-invalid": true, "aria-describedby": problemId(field) } : {};
  const { largest, note: seatsNote } = partyLimit(state);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      <div>
        <label htmlFor={`${idPrefix}-participants`} className="text-sm font-semibold">
          {model.unit === "student" ? "Students" : "Travellers"} ({model.participants.min}-
          {model.participants.max}
          {trip.groupSize.openEnded ? "+" : ""})
        </label>
        <select
          id={`${idPrefix}-participants`}
          name="participants"
          defaultValue={selection.participants}
          className={fieldClasses}
          {...(seatsNote && !problems.participants
            ? { "aria-describedby": `${idPrefix}-participants-seats` }
            : described("participants"))}
        >
          {Array.from(
            { length: Math.max(0, largest - model.participants.min + 1) },
            (_, index) => model.participants.min + index,
          ).map((count) => (
            <option key={count} value={count}>
              {partyText(count, model.unit)}
            </option>
          ))}
        </select>
        {seatsNote ? (
          <p id={`${idPrefix}-participants-seats`} className="mt-1 text-sm">
            {seatsNote}
          </p>
        ) : null}
        {problems.participants ? (
          <p id={problemId("participants")} className="mt-1 text-sm font-semibold text-red-800">
            {problems.participants}
          </p>
        ) : null}
      </div>
      {model.dateRequired && !state.departures ? (
        <div>
          <label htmlFor={`${idPrefix}-date`} className="text-sm font-semibold">
            Date
          </label>
          <input
            id={`${idPrefix}-date`}
            type="date"
            name="date"
            required
            min={state.earliestDate}
            max={state.latestDate}
            defaultValue={selection.date ?? ""}
            className={fieldClasses}
            {...described("date")}
          />
          {problems.date ? (
            <p id={problemId("date")} className="mt-1 text-sm font-semibold text-red-800">
              {problems.date}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
