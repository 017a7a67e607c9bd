import { data } from "react-router";
import type { Route } from "./+types/draft-site-page";
import { isPageKey, pageKindOf } from "../../domain/pages/page-keys";
import { pageForm } from "../../domain/pages/page-forms";
import type { InfoPageContent } from "../../domain/pages/page-schemas";
import { requireStaff } from "../../server/modules/accounts";
import { pageForEditor } from "../../server/modules/pages";
import { dbContext } from "../../server/platform/http/request-context";
import { NO_STORE } from "../lib/no-store.server";
import { infoPageFacts } from "./info-page.server";

/**
 * A page's draft, drawn exactly as the public page draws the published one (decision 0067), for
 * staff only (admins and editors, signed in with two factors). Never stored by any cache.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = context.get(dbContext);
  const key = params.key;
  const state = isPageKey(key) ? await pageForEditor(db, key) : undefined;
  if (!state) throw data(null, { status: 404, headers: NO_STORE });
  const verdict = pageForm(state.key).validate(state.draft);
  if (!verdict.ok) throw data(null, { status: 409, headers: NO_STORE });
  if (pageKindOf(state.key) !== "info") throw data(null, { status: 404, headers: NO_STORE });
  const page = verdict.document as InfoPageContent;
  return data(
    { kind: "info" as const, page, facts: await infoPageFacts(db, page) },
    { headers: NO_STORE },
  );
}
