import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { isPageKey, pageNames } from "../../../domain/pages/page-keys";
import { pageForm } from "../../../domain/pages/page-forms";
import { pageForEditor } from "../../../server/modules/pages";
import { dbContext } from "../../../server/platform/http/request-context";

/** The preview's frame around a page's draft: its name, and whether the draft shows. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params.key;
  const state = isPageKey(key) ? await pageForEditor(context.get(dbContext), key) : undefined;
  if (!state) throw data("There is no such page.", { status: 404 });
  return {
    key: state.key,
    version: state.version,
    title: pageForm(state.key).validate(state.draft).ok ? pageNames[state.key] : null,
  };
}
