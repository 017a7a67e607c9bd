// The instants at which `npm run test:any-day` and CI run the tests under a faked clock (issue 25:
// no test's outcome may depend on the day it runs). Computed from the real clock, so that they
// keep meaning the same seasons and calendar corners in every year to come.
//
//   node scripts/any-day-dates.js                 the sweep's six, one "<instant>\t<what it is>" a line
//   node scripts/any-day-dates.js --other-season  one instant in another season than today's
//
// Instants are written "yyyy-mm-dd hh:mm:ss UTC", which `faketime` reads whatever the machine's
// time zone.

/** Nairobi keeps UTC+3 all year: its month is the site's month (decision 0042). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** The first instant after `now` that is `day` `month` (1-12) at hh:mm UTC, in a year that has that date. */
function nextOccurrence(now, month, day, hours, minutes = 0) {
  for (let year = now.getUTCFullYear(); ; year++) {
    const at = new Date(Date.UTC(year, month - 1, day, hours, minutes));
    // 29 February only exists in leap years (Date.UTC would roll it over to 1 March).
    if (at.getUTCDate() === day && at > now) return at;
  }
}

/**
 * The sweep: a date in each season (the default season calendar, domain/seasons/calendar.ts: peak
 * January-March and July-September, off-season April-June, shoulder October-December), the leap
 * day, and the hours when Nairobi's calendar is already a day (and a year) ahead of UTC's.
 */
export function sweepInstants(now) {
  return [
    { at: nextOccurrence(now, 1, 15, 10), what: "mid-January, peak season" },
    { at: nextOccurrence(now, 4, 27, 10), what: "late April, off-season" },
    { at: nextOccurrence(now, 7, 5, 10), what: "early July, peak season" },
    { at: nextOccurrence(now, 10, 27, 10), what: "late October, shoulder season" },
    { at: nextOccurrence(now, 2, 29, 10), what: "29 February of the next leap year" },
    {
      at: nextOccurrence(now, 12, 31, 22, 30),
      what: "31 December 22:30 UTC, already 1 January 01:30 in Nairobi",
    },
  ];
}

/**
 * 10:00 UTC on the 15th of the month three months after today's month in Nairobi. The default
 * season calendar's seasons are whole quarters (January-March peak, April-June off, July-September peak, October-December
 * shoulder), so three months on is always the next quarter, and no two quarters in a row share a
 * season: this instant is in another season than today, whatever today is.
 */
export function otherSeasonInstant(now) {
  const nairobi = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth() + 3, 15, 10));
}

/** "2027-12-31 22:30:00 UTC", as faketime takes it. */
export function faketimeStamp(at) {
  return `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = new Date();
  const instants = process.argv.includes("--other-season")
    ? [{ at: otherSeasonInstant(now), what: "another season than today's" }]
    : sweepInstants(now);
  for (const { at, what } of instants) console.log(`${faketimeStamp(at)}\t${what}`);
}
