import { data, redirect } from "react-router";
import type { Route } from "./+types/trip-editor";
import type { NoticeData } from "~/features/auth/notice";
import type { TripChange } from "../../../domain/catalogue/trip-changes";
import {
  applyEditorAction,
  draftFromForm,
  fieldLabels,
  tripFormView,
  type DraftValue,
  type FieldView,
} from "../../../domain/catalogue/trip-form";
import { canBeRecordId } from "../../../domain/record-id";
import {
  discardTripDraft,
  publishTrip,
  restoreTripRevision,
  saveTripDraft,
  tripForEditor,
  tripHistory,
  type Conflict,
  type Editor,
} from "../../../server/modules/catalogue";
import { listPhotos, photoSources } from "../../../server/modules/media";
import { dbContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

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
    photoChoices: (await listPhotos(db)).map((photo) => ({
      id: photo.id,
      label: photo.altText,
      thumbnail: photoSources(photo).webp[0]?.src,
    })),
  };
}

export type EditorAnswer = {
  notice: NoticeData;
  /** Someone else saved first: what they changed, and the typed draft shown again, unsaved. */
  conflict?: {
    by: string;
    at: string;
    changes: TripChange[];
    draft: DraftValue;
    views: FieldView[];
    version: number;
  };
  /** Restored or published: what the step changed. */
  changes?: TripChange[];
  /** Why a publish was refused, by field, beyond the schema's (a slug taken, a photo gone). */
  errors?: Record<string, string>;
};

const notice = (tone: NoticeData["tone"], title: string, description: string) => ({
  notice: { tone, title, description },
});

function conflictAnswer(conflict: Conflict, typed: DraftValue) {
  return data<EditorAnswer>(
    {
      ...notice(
        "error",
        "Not saved: someone else saved this trip",
        `${conflict.current.updatedBy} saved it while you were editing. Your version is below, not saved; where it differs from theirs is listed. Saving again replaces theirs with yours.`,
      ),
      conflict: {
        by: conflict.current.updatedBy,
        at: conflict.current.updatedAt,
        // Yours (before) against theirs (after).
        changes: conflict.changes,
        draft: typed,
        views: tripFormView(typed),
        version: conflict.current.version,
      },
    },
    { status: 409 },
  );
}

/** The refusal names every field it is about, as the form labels them; each says why beside it. */
function fieldsToFix(draft: DraftValue, errors: Record<string, string>): string {
  const names = Object.keys(errors);
  const count = `${names.length} ${names.length === 1 ? "field needs" : "fields need"}`;
  return `${count} attention before it can be published (each says why beside it): ${fieldLabels(draft, names).join("; ")}.`;
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
  if (saved.kind === "conflict") return conflictAnswer(saved, typed);
  const problems = Object.keys(saved.errors).length;
  if (intent === "preview") {
    if (problems === 0) throw redirect(`/admin/trips/${id}/preview`);
    return data<EditorAnswer>(
      notice("error", "Draft saved, no preview yet", fieldsToFix(typed, saved.errors)),
      {
        status: 400,
      },
    );
  }
  return data<EditorAnswer>(
    problems === 0
      ? notice("success", "Draft saved", "It is not on the site until you publish it.")
      : notice("success", "Draft saved", fieldsToFix(typed, saved.errors)),
  );
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
      return conflictAnswer(outcome, typed);
    case "invalid":
      return data<EditorAnswer>(
        {
          ...notice("error", "Not published", fieldsToFix(typed, outcome.errors)),
          errors: outcome.errors,
        },
        { status: 400 },
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

/** The draft a button sends: the typed fields, after a structural button's change. */
function typedDraft(form: FormData, intent: string): DraftValue {
  const typed = draftFromForm(form);
  return /^(add|remove|up|down|kind):/.test(intent) ? applyEditorAction(typed, intent) : typed;
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
    if (restored.kind === "no-such-revision")
      return data<EditorAnswer>(notice("error", "Not restored", "There is no such revision."), {
        status: 404,
      });
    return data<EditorAnswer>({
      ...notice(
        "success",
        `Revision ${intent.slice(8)} is the draft now`,
        "Preview it, then publish it to put it back on the site.",
      ),
      changes: restored.changes,
    });
  }
  if (intent === "discard") {
    const discarded = await discardTripDraft(db, params.id, version, editor);
    return data<EditorAnswer>(
      discarded
        ? notice("success", "Draft discarded", "The editor shows the trip as it is on the site.")
        : notice(
            "error",
            "Not discarded",
            "The trip changed since this page was drawn: look again.",
          ),
      { status: discarded ? 200 : 409 },
    );
  }
  if (!Number.isInteger(version))
    return data<EditorAnswer>(notice("error", "Not saved", "Reload the page and try again."), {
      status: 400,
    });
  if (intent === "publish-stored") {
    // The preview's "Publish": the draft as saved, which the preview showed.
    const state = await tripForEditor(db, params.id);
    if (!state) throw data("There is no trip with this reference.", { status: 404 });
    return publishAndAnswer(context, params.id, state.draft, version);
  }
  const typed = typedDraft(form, intent);
  if (intent === "publish") return publishAndAnswer(context, params.id, typed, version);
  return saveAndAnswer(context, params.id, typed, version, intent);
}
