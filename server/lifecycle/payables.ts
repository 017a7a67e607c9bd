import { bookingPayableKind } from "../modules/bookings";
import { registerPayableKind } from "../modules/payments";

/**
 * Every kind of payable the payments module takes money for (decision 0062), registered in one
 * place: payments sits below the modules that own payables and imports none of them, so each owner
 * defines its kind and it is registered here. prepareServer registers them before the server
 * listens; the integration tests register them for every file (tests/support/payables-setup.ts).
 * Today a booking is the only kind; a proposal's per-person share and a voucher sale are next.
 */
let stops: Array<() => void> = [];

/** Registers every kind below, once: calling it again changes nothing. */
export function registerPayables(): void {
  if (stops.length > 0) return;
  stops = [registerPayableKind(bookingPayableKind)];
}

/** Takes back every kind registerPayables registered (at shutdown, after the last payment). */
export function unregisterPayables(): void {
  for (const stop of stops) stop();
  stops = [];
}
