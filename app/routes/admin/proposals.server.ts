import type { Route } from "./+types/proposals";
import { listProposalsForAdmin } from "../../../server/modules/proposals";
import { systemNow } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** The operator's proposals, latest change first, with where each stands (admins only: the layout's guard). */
export async function loader({ context }: Route.LoaderArgs) {
  return { proposals: await listProposalsForAdmin(context.get(dbContext), systemNow()) };
}
