import type { Route } from "./+types/pages";
import { listPagesForAdmin } from "../../../server/modules/pages";
import { dbContext } from "../../../server/platform/http/request-context";

/** The pages of the site the content studio edits, each with its status and last change. */
export async function loader({ context }: Route.LoaderArgs) {
  return { pages: await listPagesForAdmin(context.get(dbContext)) };
}
