import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/trip-editor";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { ContentEditor } from "~/features/admin/content-editor";
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

export default function TripEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { state, history } = loaderData;
  const conflict = actionData?.conflict;
  // After a refused save the typed draft is shown again, unsaved, against the current version.
  const draft = conflict?.draft ?? state.draft;
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
      <ContentEditor
        documentKey={state.id}
        answer={actionData}
        state={state}
        views={loaderData.views}
        photoChoices={loaderData.photoChoices}
        canDiscard={state.hasDraft && published}
        history={history}
      />
    </AdminShell>
  );
}
