import { data } from "react-router";
import type { Route } from "./+types/trip-preview";
import { validateTripDraft } from "../../../domain/catalogue/trip-form";
import { canBeRecordId } from "../../../domain/record-id";
import { tripForEditor } from "../../../server/modules/catalogue";
import { dbContext } from "../../../server/platform/http/request-context";

/** The preview's frame around the draft's page: the trip's state, and whether the draft shows. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = canBeRecordId(params.id)
    ? await tripForEditor(context.get(dbContext), params.id)
    : undefined;
  if (!state) throw data("There is no trip with this reference.", { status: 404 });
  const verdict = validateTripDraft(state.draft);
  return {
    id: state.id,
    version: state.version,
    title: verdict.ok ? verdict.trip.title : null,
    hasDraft: state.hasDraft,
  };
}
