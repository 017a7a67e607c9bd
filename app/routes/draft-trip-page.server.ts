import { data } from "react-router";
import type { Route } from "./+types/draft-trip-page";
import { validateTripDraft } from "../../domain/catalogue/trip-form";
import { canBeRecordId } from "../../domain/record-id";
import { requireStaff } from "../../server/modules/accounts";
import { tripPreviewPage } from "../../server/modules/bookings";
import { tripForEditor } from "../../server/modules/catalogue";
import { dbContext } from "../../server/platform/http/request-context";
import { NO_STORE } from "../lib/no-store.server";

/**
 * A draft trip's page, drawn exactly as the public page draws a published one (decision 0065),
 * for staff only (admins and editors, signed in with two factors). Never stored by any cache.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = context.get(dbContext);
  const state = canBeRecordId(params.id) ? await tripForEditor(db, params.id) : undefined;
  if (!state) throw data(null, { status: 404, headers: NO_STORE });
  const verdict = validateTripDraft(state.draft);
  if (!verdict.ok) throw data(null, { status: 409, headers: NO_STORE });
  const page = await tripPreviewPage(db, verdict.trip, new URL(request.url).searchParams);
  return data(page, { headers: NO_STORE });
}
