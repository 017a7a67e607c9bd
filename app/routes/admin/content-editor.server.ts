import { data, redirect } from "react-router";
import type { NoticeData } from "~/features/auth/notice";
import type { DocumentChange } from "../../../domain/content-form/form-changes";
import type { DraftValue, FieldView } from "../../../domain/content-form/form-view";

/**
 * What the content studio's editors (a trip, a page of the site) answer a button with: the notice,
 * and after a refused save the typed draft again with where it differs from the stored one. One
 * wording for both editors (decisions 0065 and 0067).
 */
export type EditorAnswer = {
  notice: NoticeData;
  /** Someone else saved first: what they changed, and the typed draft shown again, unsaved. */
  conflict?: {
    by: string;
    at: string;
    changes: DocumentChange[];
    draft: DraftValue;
    views: FieldView[];
    version: number;
  };
  /** Restored or published: what the step changed. */
  changes?: DocumentChange[];
  /** Why a publish was refused, by field, beyond the schema's (a slug taken, a photo gone). */
  errors?: Record<string, string>;
};

export const notice = (tone: NoticeData["tone"], title: string, description: string) => ({
  notice: { tone, title, description },
});

/** What a refused save knows: who saved, when, at which version, and where the two differ. */
interface Conflict {
  current: { updatedBy: string; updatedAt: string; version: number };
  changes: DocumentChange[];
}

/** "Not saved: someone else saved this trip", with the typed draft's fields drawn again (409). */
export function conflictAnswer(
  noun: string,
  conflict: Conflict,
  typed: DraftValue,
  views: FieldView[],
) {
  return data<EditorAnswer>(
    {
      ...notice(
        "error",
        `Not saved: someone else saved this ${noun}`,
        `${conflict.current.updatedBy} saved it while you were editing. Your version is below, not saved; where it differs from theirs is listed. Saving again replaces theirs with yours.`,
      ),
      conflict: {
        by: conflict.current.updatedBy,
        at: conflict.current.updatedAt,
        // Yours (before) against theirs (after).
        changes: conflict.changes,
        draft: typed,
        views,
        version: conflict.current.version,
      },
    },
    { status: 409 },
  );
}

/** The refusal names every field it is about, as the form labels them; each says why beside it. */
export function fieldsToFix(labels: readonly string[]): string {
  const count = `${labels.length} ${labels.length === 1 ? "field needs" : "fields need"}`;
  return `${count} attention before it can be published (each says why beside it): ${labels.join("; ")}.`;
}

/** The answer to "Save draft" or "Preview" once the draft is saved: on to the preview, or what to fix. */
export function savedAnswer(
  intent: string,
  previewPath: string,
  problems: readonly string[],
): ReturnType<typeof data<EditorAnswer>> {
  if (intent === "preview") {
    if (problems.length === 0) throw redirect(previewPath);
    return data<EditorAnswer>(
      notice("error", "Draft saved, no preview yet", fieldsToFix(problems)),
      { status: 400 },
    );
  }
  return data<EditorAnswer>(
    problems.length === 0
      ? notice("success", "Draft saved", "It is not on the site until you publish it.")
      : notice("success", "Draft saved", fieldsToFix(problems)),
  );
}

/** A publish refused for its fields (400), each named above the form and beside itself. */
export function refusedPublish(labels: readonly string[], errors: Record<string, string>) {
  return data<EditorAnswer>(
    { ...notice("error", "Not published", fieldsToFix(labels)), errors },
    { status: 400 },
  );
}

/** A revision made the draft again ("Restore"), or not found. */
export function restoredAnswer(number: string, changes: DocumentChange[] | null) {
  if (!changes)
    return data<EditorAnswer>(notice("error", "Not restored", "There is no such revision."), {
      status: 404,
    });
  return data<EditorAnswer>({
    ...notice(
      "success",
      `Revision ${number} is the draft now`,
      "Preview it, then publish it to put it back on the site.",
    ),
    changes,
  });
}

/** "Discard draft": done, or refused because the document moved since the page was drawn. */
export function discardedAnswer(discarded: boolean, noun: string) {
  return data<EditorAnswer>(
    discarded
      ? notice("success", "Draft discarded", `The editor shows the ${noun} as it is on the site.`)
      : notice(
          "error",
          "Not discarded",
          `The ${noun} changed since this page was drawn: look again.`,
        ),
    { status: discarded ? 200 : 409 },
  );
}

/** A posted form without its version: the page was not drawn by this editor. */
export const missingVersionAnswer = () =>
  data<EditorAnswer>(notice("error", "Not saved", "Reload the page and try again."), {
    status: 400,
  });

/** The draft a button sends: the typed fields, after a structural button's change. */
export function typedDraft(
  form: FormData,
  intent: string,
  read: (form: FormData) => DraftValue,
  apply: (draft: DraftValue, action: string) => DraftValue,
): DraftValue {
  const typed = read(form);
  return /^(add|remove|up|down|kind):/.test(intent) ? apply(typed, intent) : typed;
}
