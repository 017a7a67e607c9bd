import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatTimestamp } from "~/features/admin/admin-shell";
import { TripEditorFields } from "~/features/admin/trip-editor-fields";
import { TripChangeList, TripHistory } from "~/features/admin/trip-history";
import { Notice, type NoticeData } from "~/features/auth/notice";
import type { PhotoChoice } from "../../../domain/catalogue/photo-choices";
import type { DocumentChange } from "../../../domain/content-form/form-changes";
import type { FieldView } from "../../../domain/content-form/form-view";

/**
 * The content studio's editor pieces shared by the trip and page editors (decisions 0065, 0067):
 * the Save draft, Preview and Publish buttons, and what a button's answer says above the form.
 */

/** Save draft, Preview and Publish: at the top (Enter in a field saves) and again at the end. */
function EditorButtons({ canDiscard }: { canDiscard: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" name="intent" value="save" variant="outline">
        Save draft
      </Button>
      <Button type="submit" name="intent" value="preview" variant="outline">
        Preview
      </Button>
      <Button type="submit" name="intent" value="publish">
        Publish
      </Button>
      {canDiscard ? (
        <Button type="submit" name="intent" value="discard" variant="ghost" formNoValidate>
          Discard draft
        </Button>
      ) : null}
    </div>
  );
}

interface Answer {
  notice: NoticeData;
  conflict?: { at: string; changes: DocumentChange[]; views: FieldView[]; version: number };
  changes?: DocumentChange[];
  errors?: Record<string, string>;
}

/**
 * The answer's notice; after a refused save, where the typed version differs from the saved one;
 * after a publish or a restore, what changed.
 */
function EditorAnswerPanels({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  const { conflict } = answer;
  return (
    <>
      <Notice notice={answer.notice} className="mt-4" />
      {conflict ? (
        <section
          aria-labelledby="conflict-heading"
          className="mt-4 rounded-xl border border-red-300 bg-white p-4"
        >
          <h2 id="conflict-heading" className="text-lg font-bold">
            Where your version differs from the one saved at {formatTimestamp(conflict.at)}
          </h2>
          <TripChangeList changes={conflict.changes} beforeLabel="Yours" afterLabel="Saved" />
        </section>
      ) : null}
      {answer.changes && !conflict ? (
        <details className="mt-4 rounded-xl border border-sand-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">What changed</summary>
          <TripChangeList changes={answer.changes} beforeLabel="Before" afterLabel="After" />
        </details>
      ) : null}
    </>
  );
}

/**
 * A content studio editor below its heading and status: what the last button's answer says, the
 * form (the fields drawn on the server from the document's schema, each with its error beside
 * it, between the buttons; after a refused save, the typed draft against the current version),
 * and the history of revisions with "Restore".
 */
export function ContentEditor({
  documentKey,
  answer,
  state,
  views,
  photoChoices,
  canDiscard,
  history,
}: {
  /** The document's id or key: a new document draws a new form. */
  documentKey: string;
  answer: Answer | undefined;
  state: { version: number; errors: Record<string, string> };
  views: FieldView[];
  photoChoices: readonly PhotoChoice[];
  canDiscard: boolean;
  history: Parameters<typeof TripHistory>[0]["history"];
}) {
  const conflict = answer?.conflict;
  const version = conflict?.version ?? state.version;
  return (
    <>
      <EditorAnswerPanels answer={answer} />
      <Form method="post" key={`${documentKey}-${version}`} className="mt-6 grid gap-6" noValidate>
        <input type="hidden" name="version" value={version} />
        <EditorButtons canDiscard={canDiscard} />
        <TripEditorFields
          views={conflict?.views ?? views}
          errors={conflict ? {} : { ...state.errors, ...answer?.errors }}
          photoChoices={photoChoices}
        />
        <EditorButtons canDiscard={canDiscard} />
      </Form>
      <TripHistory history={history} />
    </>
  );
}
