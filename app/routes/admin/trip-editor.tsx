import { Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/trip-editor";
import { Button } from "~/components/ui/button";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { TripChangeList, TripHistory } from "~/features/admin/trip-history";
import { TripEditorFields } from "~/features/admin/trip-editor-fields";
import { Notice } from "~/features/auth/notice";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? titleOf(loaderData.state.draft, "Trip") : "Trip";
  return [{ title: `Edit ${title} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./trip-editor.server";

/**
 * Every button saves what was typed, even when the answer is a refusal (400: fields to fix, 409:
 * someone saved first), so the page always reads the trip again: React Router would otherwise
 * skip the loader after a 4xx and keep the old version and errors.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

function titleOf(draft: unknown, fallback: string): string {
  const title = (draft as { title?: unknown } | null)?.title;
  return typeof title === "string" && title ? title : fallback;
}

const statusText = {
  published: "Published",
  draft: "Draft: not on the site yet",
  archived: "Archived: off the site",
} as const;

/** Save draft, Preview and Publish: at the top (Enter in a field saves) and again at the end. */
function EditorButtons({ hasDraft, published }: { hasDraft: boolean; published: boolean }) {
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
      {hasDraft && published ? (
        <Button type="submit" name="intent" value="discard" variant="ghost" formNoValidate>
          Discard draft
        </Button>
      ) : null}
    </div>
  );
}

export default function TripEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { state, history } = loaderData;
  const conflict = actionData?.conflict;
  // After a refused save the typed draft is shown again, unsaved, against the current version.
  const draft = conflict?.draft ?? state.draft;
  const version = conflict?.version ?? state.version;
  const title = titleOf(draft, "New trip");
  const published = state.status !== "draft";
  return (
    <AdminShell
      title={title}
      actions={
        state.status === "published" ? (
          <Link to={`/itinerary/${state.slug}`} className="font-semibold underline">
            View on the site
          </Link>
        ) : null
      }
    >
      <p className="mt-2">
        <Link to="/admin/trips" className="underline">
          All trips
        </Link>
      </p>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Status</dt>
        <dd>
          {statusText[state.status]}
          {published && state.hasDraft ? ": changes below are not published yet" : ""}
        </dd>
        <dt className="font-semibold">Last saved</dt>
        <dd>
          {formatTimestamp(state.updatedAt)} by {state.updatedBy}
        </dd>
      </dl>
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-4" /> : null}
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
      {actionData?.changes && !conflict ? (
        <details className="mt-4 rounded-xl border border-sand-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">What changed</summary>
          <TripChangeList changes={actionData.changes} beforeLabel="Before" afterLabel="After" />
        </details>
      ) : null}
      <Form method="post" key={`${state.id}-${version}`} className="mt-6 grid gap-6" noValidate>
        <input type="hidden" name="version" value={version} />
        <EditorButtons hasDraft={state.hasDraft} published={published} />
        <TripEditorFields
          views={conflict?.views ?? loaderData.views}
          errors={conflict ? {} : { ...state.errors, ...actionData?.errors }}
          photoChoices={loaderData.photoChoices}
        />
        <EditorButtons hasDraft={state.hasDraft} published={published} />
      </Form>
      <TripHistory history={history} />
    </AdminShell>
  );
}
