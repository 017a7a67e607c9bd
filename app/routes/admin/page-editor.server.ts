import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Route } from "./+types/page-editor";
import type { DraftValue } from "../../../domain/content-form/form-view";
import { withTripChoices } from "../../../domain/pages/listing-rules";
import {
  isListingPageKey,
  isPageKey,
  pageNames,
  type PageKey,
} from "../../../domain/pages/page-keys";
import { pageForm } from "../../../domain/pages/page-forms";
import {
  discardPageDraft,
  listingTripChoices,
  pageForEditor,
  pageHistory,
  publishPage,
  restorePageRevision,
  savePageDraft,
  type Editor,
} from "../../../server/modules/pages";
import type { Database } from "../../../server/platform/db/schema";
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
 * A page of the site in the content studio (decision 0067), as a trip is (decision 0065): the
 * loader shows the draft (or the published page) with what stops it being published, and its
 * history; the action saves what was typed on every button, so nothing typed is lost, then
 * previews, publishes, restores or discards.
 */

/**
 * The form's fields for a draft, drawn here from the zod schema (the browser gets them, not zod);
 * a listing's trips are chosen from the catalogue (decision 0070).
 */
async function fieldsOf(db: Kysely<Database>, key: PageKey, draft: DraftValue) {
  const views = pageForm(key).view(draft);
  return isListingPageKey(key) ? withTripChoices(views, await listingTripChoices(db)) : views;
}

const dbOf = (context: Route.ActionArgs["context"]) => context.get(dbContext);

function pageKeyOf(params: { key?: string }): PageKey {
  if (!isPageKey(params.key)) throw data("There is no such page.", { status: 404 });
  return params.key;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const key = pageKeyOf(params);
  const state = await pageForEditor(db, key);
  if (!state) throw data("There is no such page.", { status: 404 });
  return {
    state,
    name: pageNames[key],
    views: await fieldsOf(db, key, state.draft),
    history: await pageHistory(db, key),
    photoChoices: await photoChoices(db),
  };
}

type Input = { key: PageKey; typed: DraftValue; version: number };

async function saveAndAnswer(context: Route.ActionArgs["context"], input: Input, intent: string) {
  const { key, typed, version } = input;
  const editor: Editor = context.get(adminUserContext);
  const form = pageForm(key);
  const saved = await savePageDraft(
    context.get(dbContext),
    { key, draft: typed, expectedVersion: version },
    editor,
  );
  if (saved.kind === "no-such-page") throw data("There is no such page.", { status: 404 });
  if (saved.kind === "conflict")
    return conflictAnswer("page", saved, typed, await fieldsOf(dbOf(context), key, typed));
  const problems = form.fieldLabels(typed, Object.keys(saved.errors));
  return savedAnswer(intent, `/admin/pages/${key}/preview`, problems);
}

async function publishAndAnswer(context: Route.ActionArgs["context"], input: Input) {
  const { key, typed, version } = input;
  const form = pageForm(key);
  const outcome = await publishPage(
    context.get(dbContext),
    { key, draft: typed, expectedVersion: version },
    context.get(adminUserContext),
  );
  switch (outcome.kind) {
    case "no-such-page":
      throw data("There is no such page.", { status: 404 });
    case "conflict":
      return conflictAnswer("page", outcome, typed, await fieldsOf(dbOf(context), key, typed));
    case "invalid":
      return refusedPublish(form.fieldLabels(typed, Object.keys(outcome.errors)), outcome.errors);
    case "published":
      return data<EditorAnswer>({
        ...notice(
          "success",
          `Published as revision ${outcome.revision}`,
          `Every visitor sees it now, at ${outcome.path}.`,
        ),
        changes: outcome.changes,
      });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const key = pageKeyOf(params);
  const db = context.get(dbContext);
  const editor: Editor = context.get(adminUserContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const version = Number(form.get("version"));
  if (intent.startsWith("restore:")) {
    const restored = await restorePageRevision(db, key, Number(intent.slice(8)), editor);
    return restoredAnswer(intent.slice(8), restored.kind === "restored" ? restored.changes : null);
  }
  if (intent === "discard")
    return discardedAnswer(await discardPageDraft(db, key, version, editor), "page");
  if (!Number.isInteger(version)) return missingVersionAnswer();
  if (intent === "publish-stored") {
    // The preview's "Publish": the draft as saved, which the preview showed.
    const state = await pageForEditor(db, key);
    if (!state) throw data("There is no such page.", { status: 404 });
    return publishAndAnswer(context, { key, typed: state.draft, version });
  }
  const { read, apply } = pageForm(key);
  const typed = typedDraft(form, intent, read, apply);
  if (intent === "publish") return publishAndAnswer(context, { key, typed, version });
  return saveAndAnswer(context, { key, typed, version }, intent);
}
