import { forgetCachedPages } from "../platform/http/page-cache";
import { subscribe, type Events } from "../platform/events";
import { forgetQuoteInputs } from "../modules/pricing";
import { confirmPaidHold, mailPaymentReceipt } from "../modules/bookings";
import { findPublishedTrip } from "../modules/catalogue";
import { scheduleDepartures } from "../modules/departures";
import { businessToday } from "../platform/clock";

/**
 * Every subscription to the event bus (server/platform/events.ts), in one place: what follows
 * each event in this process. prepareServer subscribes them before the server listens; a test
 * that expects what follows an event (a receipt mail, a cache forgetting) calls subscribeAll
 * itself (tests/support/subscriptions.ts). Nothing subscribes by being imported.
 */
let stops: Array<() => void> = [];

/** Subscribes everything below, once: calling it again changes nothing. */
export function subscribeAll(): void {
  if (stops.length > 0) return;
  stops = [
    // Seats, demand and departure prices move quotes (decision 0023) and what trip pages and
    // cards say about seats (decisions 0008, 0023); a setting moves prices and how pages print them.
    subscribe("BookingStored", forgetQuoteInputs),
    subscribe("BookingStatusChanged", forgetQuoteInputs),
    subscribe("AvailabilityChanged", forgetQuoteInputs),
    subscribe("SettingsChanged", forgetQuoteInputs),
    subscribe("BookingStored", forgetCachedPages),
    subscribe("BookingStatusChanged", forgetCachedPages),
    subscribe("AvailabilityChanged", forgetCachedPages),
    subscribe("SettingsChanged", forgetCachedPages),
    // A review, the operator's reply or a published trip shows on the pages at once; a trip's
    // prices move its quotes.
    subscribe("ContentPublished", forgetCachedPages),
    subscribe("ContentPublished", forgetQuoteInputs),
    // A trip this process published (new, changed or back from the archive) has its departure
    // schedule on sale at once, not at the scheduler's next daily turn. That trip only, and here
    // only: another process learns of the publish from the database and schedules nothing.
    subscribe("TripPublished", scheduleTripDepartures),
    // The receipt mail, for a payment by M-Pesa prompt, card or recorded by the operator alike.
    subscribe("PaymentRecorded", mailPaymentReceipt),
    // A deposit paid on a booking held at checkout confirms it (decision 0055).
    subscribe("PaymentRecorded", confirmPaidHold),
  ];
}

async function scheduleTripDepartures({ db, tripSlug }: Events["TripPublished"]): Promise<void> {
  const trip = findPublishedTrip(tripSlug);
  if (trip) await scheduleDepartures(db, [trip], businessToday());
}

/** Ends every subscription subscribeAll made (at shutdown, and after a test). */
export function unsubscribeAll(): void {
  for (const stop of stops) stop();
  stops = [];
}
