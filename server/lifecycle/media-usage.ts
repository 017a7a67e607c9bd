import { tripsUsingPhoto } from "../modules/catalogue";
import { registerMediaUsage } from "../modules/media";
import { pagesUsingPhoto } from "../modules/pages";
import { proposalsUsingPhoto } from "../modules/proposals";

/**
 * Every module that uses library photos answers the media module's question "where is this photo
 * used?" (decision 0066): media sits below them and imports none, so each source is registered
 * here. prepareServer registers them before the server listens; deletePhoto then refuses a photo
 * in use, naming each place: trips (hero, card, gallery, days) and the pages of the site (the
 * landing page's hero, story and gallery, the team's people; decision 0067) and proposals' days
 * (decision 0071).
 */
let stops: Array<() => void> = [];

/** Registers every source below, once: calling it again changes nothing. */
export function registerMediaUsageSources(): void {
  if (stops.length > 0) return;
  stops = [
    registerMediaUsage(tripsUsingPhoto),
    registerMediaUsage(pagesUsingPhoto),
    registerMediaUsage(proposalsUsingPhoto),
  ];
}

/** Takes back every source registerMediaUsageSources registered (at shutdown; in tests). */
export function unregisterMediaUsageSources(): void {
  for (const stop of stops) stop();
  stops = [];
}
