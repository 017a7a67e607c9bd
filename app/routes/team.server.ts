import { data } from "react-router";
import type { Route } from "./+types/team";
import { pageView } from "../../server/modules/pages";
import { dbContext } from "../../server/platform/http/request-context";
import { previewHeaders, previewedDraft } from "../lib/page-preview.server";

/**
 * The team and guides as published in the content studio (decision 0067), or its draft on
 * /admin-preview/pages/team (the preview's frames), with the library photos it names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const draft = await previewedDraft(request, db, "team");
  const view = await pageView(db, "team", draft ?? undefined);
  return data({ ...view, preview: draft !== null }, previewHeaders(draft));
}
