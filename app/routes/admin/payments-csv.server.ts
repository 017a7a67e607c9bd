import type { Route } from "./+types/payments-csv";
import { paymentsCsv } from "../../../server/modules/payments";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Private and no-store like every admin answer (layout.server.ts). A malformed date is ignored. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const csv = await paymentsCsv(context.get(dbContext), {
    ...(day.test(from) ? { from } : {}),
    ...(day.test(to) ? { to } : {}),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${businessToday()}.csv"`,
    },
  });
}
