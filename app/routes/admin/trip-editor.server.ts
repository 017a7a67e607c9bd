import { data } from "react-router";
import type { Route } from "./+types/trip-editor";
import {
  applyEditorAction,
  draftFromForm,
  fieldLabels,
  tripFormView,
  type DraftValue,
} from "../../../domain/catalogue/trip-form";
import { canBeRecordId } from "../../../domain/record-id";
import {
  discardTripDraft,
  publishTrip,
  restoreTripRevision,
  saveTripDraft,
  tripForEditor,
  tripHistory,
  type Editor,
} from "../../../server/modules/catalogue";
import { dbContext } from "../../../server/platform/http/request-context";
import {
  conflictAnswer,
  discardedAnswer,
  missingVersionAnswer,
  notice,
  refusedPublish,
  restoredAnswer,
  savedAnswer,
  typedDraft,
  type EditorAnswer,
} from "./content-editor.server";
import { adminUserContext } from "./layout.server";
import { photoChoices } from "./photo-choices.server";

/**
 * The trip editor's adapter (decision 0065): the loader shows the draft (or the published trip)
 * with what stops it being published, and the trip's history; the action saves what was typed
 * on every button, so nothing typed is lost, then previews, publishes or restores.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const state = canBeRecordId(params.id) ? await tripForEditor(db, params.id) : undefined;
  if (!state) throw data("There is no trip with this reference.", { status: 404 });
  return {
    state,
    // The form's fields, drawn here from the zod schema: the browser gets them, not zod.
    views: tripFormView(state.draft),
    history: await tripHistory(db, state.id),
    photoChoices: await photoChoices(db),
  };
}

async function saveAndAnswer(
  context: Route.ActionArgs["context"],
  id: string,
  typed: DraftValue,
  version: number,
  intent: string,
) {
  const db = context.get(dbContext);
  const editor: Editor = context.get(adminUserContext);
  const saved = await saveTripDraft(db, { id, draft: typed, expectedVersion: version }, editor);
  if (saved.kind === "no-such-trip")
    throw data("There is no trip with this reference.", { status: 404 });
  if (saved.kind === "conflict") return conflictAnswer("trip", saved, typed, tripFormView(typed));
  const problems = fieldLabels(typed, Object.keys(saved.errors));
  return savedAnswer(intent, `/admin/trips/${id}/preview`, problems);
}

async function publishAndAnswer(
  context: Route.ActionArgs["context"],
  id: string,
  typed: DraftValue,
  version: number,
) {
  const db = context.get(dbContext);
  const editor: Editor = context.get(adminUserContext);
  const outcome = await publishTrip(db, { id, draft: typed, expectedVersion: version }, editor);
  switch (outcome.kind) {
    case "no-such-trip":
      throw data("There is no trip with this reference.", { status: 404 });
    case "conflict":
      return conflictAnswer("trip", outcome, typed, tripFormView(typed));
    case "invalid":
      return refusedPublish(fieldLabels(typed, Object.keys(outcome.errors)), outcome.errors);
    case "rename-failed":
      // A fault on our side, not the operator's input: 503, and nothing published or lost.
      return data<EditorAnswer>(
        notice(
          "error",
          "Not published",
          `The trip's ${outcome.records} could not move to its new web address, so nothing was published and the site still shows the trip as it was. Your draft is saved: publish again in a minute, or keep the old web address.`,
        ),
        { status: 503 },
      );
    case "published":
      return data<EditorAnswer>({
        ...notice(
          "success",
          `Published as revision ${outcome.revision}`,
          `Every page, price and PDF shows it now, at /itinerary/${outcome.slug}.`,
        ),
        changes: outcome.changes,
      });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!canBeRecordId(params.id))
    throw data("There is no trip with this reference.", { status: 404 });
  const db = context.get(dbContext);
  const editor: Editor = context.get(adminUserContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const version = Number(form.get("version"));
  if (intent.startsWith("restore:")) {
    const restored = await restoreTripRevision(db, params.id, Number(intent.slice(8)), editor);
    return restoredAnswer(intent.slice(8), restored.kind === "restored" ? restored.changes : null);
  }
  if (intent === "discard")
    return discardedAnswer(await discardTripDraft(db, params.id, version, editor), "trip");
  if (!Number.isInteger(version)) return missingVersionAnswer();
  if (intent === "publish-stored") {
    // The preview's "Publish": the draft as saved, which the preview showed.
    const state = await tripForEditor(db, params.id);
    if (!state) throw data("There is no trip with this reference.", { status: 404 });
    return publishAndAnswer(context, params.id, state.draft, version);
  }
  const typed = typedDraft(form, intent, draftFromForm, applyEditorAction);
  if (intent === "publish") return publishAndAnswer(context, params.id, typed, version);
  return saveAndAnswer(context, params.id, typed, version, intent);
}
