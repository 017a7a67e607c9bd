import { data } from "react-router";
import type { Route } from "./+types/booking-confirmation";
import { shortReference } from "../../domain/booking/reference";
import { kenyanTime } from "../../domain/calendar";
import { site } from "../../domain/site";
import {
  findBookingsByIds,
  bookedQuotesOf,
  receiptBookingIds,
} from "../../server/modules/bookings";
import { showsLines, tripPricePerPerson, type QuoteLine } from "../../domain/pricing/quote-lines";
import { NO_STORE } from "../lib/no-store.server";
import { dbContext } from "../../server/platform/http/request-context";
import { getSessionUser } from "../../server/modules/accounts";

/** What the confirmation page shows of one booking: only what the site chose or computed. */
function linesToShow(lines: QuoteLine[] | undefined): QuoteLine[] | null {
  return lines && showsLines({ lines }) ? lines : null;
}

export interface ConfirmedTrip {
  reference: string;
  adventureType: string;
  bookingDate: string;
  participants: number;
  pricePerPerson: number;
  totalPrice: number;
  /** The lines, for a party priced per traveller (issue 19); null: per person x travellers. */
  lines: QuoteLine[] | null;
}

/** "a****@example.com": enough to recognise one's address, not to read it off a shared screen. */
function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

/** When the operator's answer is due, in Kenyan time, where the team works: "Wed, Nov 25, 2026, 09:14 Kenyan time (EAT)". */
function replyDeadline(sentAt: string): string {
  return kenyanTime(
    new Date(Date.parse(sentAt) + site.responsePromiseHours * 60 * 60 * 1000).toISOString(),
  );
}

/**
 * Where "See my bookings" goes: the dashboard for a signed-in traveller; for one signed out, most
 * often a first-time booker, the sign-up form with the address they booked with (issue 28), which
 * says they can sign in instead. Only this browser sees the page (its receipt cookie), and the
 * address is the one it typed a moment ago.
 */
async function bookingsLinkFor(request: Request, email: string | undefined): Promise<string> {
  if (!email || (await getSessionUser(request))) return "/dashboard";
  return `/auth?tab=signup&redirect=%2Fdashboard&email=${encodeURIComponent(email)}`;
}

/**
 * The bookings this browser just sent, read from its signed receipt cookie (never from an id in
 * the address): any other browser, or this one after two hours, gets a page that says where the
 * references are instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = receiptBookingIds(request.headers.get("cookie"));
  const db = context.get(dbContext);
  const rows = await findBookingsByIds(db, ids);
  const booked = await bookedQuotesOf(
    db,
    rows.map((row) => row.id),
  );
  const trips: ConfirmedTrip[] = rows.map((row) => ({
    lines: linesToShow(booked.get(row.id)?.lines),
    reference: shortReference(row.id),
    adventureType: row.adventure_type,
    bookingDate: row.booking_date,
    participants: row.number_of_participants,
    // The trip price per person: park fees are lines of their own (decision 0038).
    pricePerPerson: tripPricePerPerson(
      booked.get(row.id)?.lines ?? [],
      row.number_of_participants,
      row.total_price,
    ),
    totalPrice: row.total_price,
  }));
  const first = rows[0];
  return data(
    {
      trips,
      bookingsLink: await bookingsLinkFor(request, first?.client_email),
      email: first ? maskedEmail(first.client_email) : null,
      replyBy: first ? replyDeadline(first.created_at) : null,
    },
    { status: trips.length ? 200 : 404, headers: NO_STORE },
  );
}
