import { Link } from "react-router";
import type { Route } from "./+types/traveller-details";
import { formatTravelDate } from "../../domain/calendar";
import { site } from "../../domain/site";
import { personalPageHeaders } from "~/components/layout/personal-link-page";
import { Notice } from "~/features/auth/notice";
import { TravellerDetailsForm } from "~/features/travellers/traveller-form";
import { TravellerList } from "~/features/travellers/traveller-list";

export function meta() {
  return [
    { title: `Traveller details | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Personal data: the loader's and the action's no-store reach the document. */
export const headers = personalPageHeaders;

export { action, loader } from "./traveller-details.server";

export default function TravellerDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, trip, closed, slots, saved, retentionDays } = loaderData;
  const refused = actionData?.intent === "refused" ? actionData.error : null;
  const failedSave = actionData?.intent === "save" ? actionData : null;
  const link = actionData?.intent === "link" ? actionData : undefined;
  const selected = failedSave?.slot ?? loaderData.selected;
  const complete = slots.filter((slot) => slot.complete).length;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/dashboard" className="font-semibold text-forest-800 underline">
          Back to my adventures
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Traveller details</h1>
      <p className="mt-3 text-lg">
        {trip.title}, {formatTravelDate(booking.date)}, reference{" "}
        <span className="font-mono font-semibold">{booking.reference}</span>:{" "}
        <strong>
          {complete} of {booking.participants} complete
        </strong>
        .
      </p>
      <p className="mt-2 max-w-3xl">
        Fill in each traveller yourself, or send them a personal link to fill in their own. Only
        you, that traveller and our team can see these details; we erase them {retentionDays} days
        after the trip.
      </p>
      {closed ? (
        <Notice
          className="mt-6"
          notice={{ tone: "error", title: "Details cannot be changed now", description: closed }}
        />
      ) : null}
      {refused ? (
        <Notice
          className="mt-6"
          notice={{ tone: "error", title: "Not saved", description: refused }}
        />
      ) : null}
      {saved && !actionData ? (
        <Notice
          className="mt-6"
          notice={{
            tone: "success",
            title: "Details saved",
            description: `Traveller ${saved}'s details are saved.`,
          }}
        />
      ) : null}
      <TravellerList slots={slots} closed={Boolean(closed)} link={link} tripTitle={trip.title} />
      {selected && !closed ? (
        <section className="mt-10 rounded-xl border border-sand-200 bg-white p-4 sm:p-6">
          <h2 id="traveller-form-heading" className="text-2xl font-bold">
            Traveller {selected}
          </h2>
          <TravellerDetailsForm
            values={failedSave?.values ?? loaderData.values}
            errors={failedSave?.errors ?? {}}
            asksReadiness={trip.asksReadiness}
            highestPoint={trip.highestPoint}
            hidden={{ intent: "save", slot: String(selected) }}
            submitLabel={`Save traveller ${selected}`}
          />
        </section>
      ) : null}
    </section>
  );
}
