import type { Route } from "./+types/bookings-csv";
import { csvLine, parseBookingFilters } from "../../../domain/admin/booking-filters";
import { getDb } from "../../../server/db";
import { allAdminBookings } from "../../../server/services/booking-search";
import { isoDate } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { internationalPhone } from "../../../domain/contact/phone";

const header = [
  "reference",
  "status",
  "trip",
  "trip_slug",
  "travel_date",
  "participants",
  "total_usd",
  "client_name",
  "client_email",
  "client_phone",
  "special_requirements",
  "received_at",
];

/** The filtered bookings list as CSV (same filters and order as the table, every page); private and no-store like every admin answer (layout.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  const rows = allAdminBookings(getDb().db, filters);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        // A byte-order mark first: without it Excel reads UTF-8 as the local code page ("MÃ¼ller").
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}\r\n`));
        for await (const batch of rows) {
          const text = batch
            .map((b) =>
              csvLine([
                shortReference(b.id),
                b.booking_status,
                b.adventure_type,
                b.trip_slug,
                b.booking_date,
                b.number_of_participants,
                b.total_price,
                b.client_name,
                b.client_email,
                // In international form, as the site stores numbers now (older rows may have spaces).
                b.client_phone === null ? null : internationalPhone(b.client_phone),
                b.special_requirements,
                b.created_at,
              ]),
            )
            .join("\r\n");
          controller.enqueue(encoder.encode(`${text}\r\n`));
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  const stamp = isoDate(new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${stamp}.csv"`,
    },
  });
}
