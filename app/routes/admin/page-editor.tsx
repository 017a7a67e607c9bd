import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/page-editor";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { ContentEditor } from "~/features/admin/content-editor";
import { pagePath } from "../../../domain/pages/page-keys";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Edit ${loaderData?.name ?? "page"} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./page-editor.server";

/**
 * Every button saves what was typed, even when the answer is a refusal (400: fields to fix, 409:
 * someone saved first), so the page always reads the page again: React Router would otherwise
 * skip the loader after a 4xx and keep the old version and errors.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

/**
 * A page of the site in the content studio (decision 0067): its fields, drawn on the server from
 * the page's schema, with Save draft, Preview and Publish, what an answer says, and the history.
 */
export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { state, history, name } = loaderData;
  const path = pagePath(state.key);
  return (
    <AdminShell
      title={name}
      actions={
        <Link to={path} className="font-semibold underline">
          View on the site
        </Link>
      }
    >
      <p className="mt-2">
        <Link to="/admin/pages" className="underline">
          All pages
        </Link>
      </p>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Status</dt>
        <dd>
          {state.sample
            ? "Sample: replace before going live"
            : state.hasDraft
              ? "Published: changes below are not published yet"
              : "Published"}
        </dd>
        <dt className="font-semibold">Last saved</dt>
        <dd>
          {formatTimestamp(state.updatedAt)} by {state.updatedBy}
        </dd>
        <dt className="font-semibold">Web address</dt>
        <dd>{path}</dd>
      </dl>
      <ContentEditor
        documentKey={state.key}
        answer={actionData}
        state={state}
        views={loaderData.views}
        photoChoices={loaderData.photoChoices}
        canDiscard={state.hasDraft}
        history={history}
      />
    </AdminShell>
  );
}
