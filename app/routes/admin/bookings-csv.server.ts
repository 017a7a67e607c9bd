import type { Route } from "./+types/bookings-csv";
import { parseBookingFilters } from "../../../domain/admin/booking-filters";
import { bookingsCsvChunks } from "../../../server/modules/bookings";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** The filtered bookings list as CSV (same filters and order as the table, every page); private and no-store like every admin answer (layout.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  const chunks = bookingsCsvChunks(context.get(dbContext), filters);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  const stamp = businessToday();
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${stamp}.csv"`,
    },
  });
}
