import type { Route } from "./+types/dashboard-account-export";
import { businessDay } from "../../domain/calendar";
import { requireUser, dataSubjectOf, exportAccountData } from "../../server/modules/accounts";
import { systemNow } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";

/** The file the traveller downloads: personal, never cached, named with the day. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = context.get(dbContext);
  const now = systemNow();
  const { subject } = await dataSubjectOf(db, user);
  const file = await exportAccountData(db, subject, now);
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${businessDay(now)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
