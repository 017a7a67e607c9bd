import { expect, test, type Locator, type Page } from "@playwright/test";
import { isoDateInDays } from "../../domain/calendar";
import { db } from "./account-fixtures";

/** yyyy-mm-dd, `days` from today. */
export function inDays(days: number): string {
  return isoDateInDays(new Date(), days);
}

/**
 * A Point Lenana booking request for two, `daysAhead` days from today, sent from the page's own
 * session as the cart's dialog sends it (so a signed-in traveller owns it). Returns its id.
 */
export async function sendBookingRequest(
  page: Page,
  traveller: { name: string; email: string },
  daysAhead: number,
): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? "";
  const answer = await page.request.post("/api/secure-booking", {
    headers: { origin: baseURL },
    data: {
      clientName: traveller.name,
      clientEmail: traveller.email,
      clientPhone: "0712 345 678",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: inDays(daysAhead),
      numberOfParticipants: 2,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { booking: { id: string } }).booking.id;
}

/** The trip page's booking panel (there is one per page). */
export function bookingPanel(page: Page): Locator {
  return page.locator("section#book");
}

/** "$1,234" -> 1234 */
export function dollars(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

/**
 * A quote as the panel shows it: the trip price per person and the total in USD, and the park
 * fees of a trip that enters parks (issue 19: their own lines; total = trip price x people + fees).
 */
export interface PanelQuote {
  perPerson: number;
  total: number;
  /** The USD fee lines' sum for the whole party (0 for a trip that enters no park). */
  fees: number;
  /** Each fee line as shown: "Mount Kenya National Park fee, non-resident (2 people x 4 days at $40)$320". */
  feeLines: string[];
}

/**
 * Chooses an option, a group and a date in the panel and waits for the server's quote. With
 * JavaScript every change asks the server at once; without, the "Check price" button does.
 * A party of non-residents without park fees reads "per person" and "Total for N people"; one
 * with park fees reads as its lines, whose USD total must be the trip price x people + the fees.
 */
export async function quoteInPanel(
  page: Page,
  choice: { option?: RegExp | string; participants: number; date: string },
  options: { javaScript?: boolean } = {},
): Promise<PanelQuote> {
  const panel = bookingPanel(page);
  if (options.javaScript !== false) await page.waitForLoadState("networkidle");
  if (choice.option) await panel.getByRole("radio", { name: choice.option }).check();
  await panel.getByLabel(/^(Travellers|Students)/).selectOption(String(choice.participants));
  // A trip with departures offers them first; its free date is "Request a private date".
  const privateDate = panel.getByRole("radio", { name: "Request a private date" });
  if ((await privateDate.count()) > 0) await privateDate.check();
  await panel.getByLabel("Date", { exact: true }).fill(choice.date);
  if (options.javaScript === false)
    await panel.getByRole("button", { name: /Check price|Update price/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${choice.date}`));
  const people = `${choice.participants} ${choice.participants === 1 ? "person" : "people"}`;
  // The server prices each change (a busy test machine can take seconds).
  await expect(panel.getByTestId("panel-total").or(panel.getByTestId("panel-lines"))).toBeVisible({
    timeout: 20_000,
  });
  if ((await panel.getByTestId("panel-lines").count()) === 0) {
    await expect(panel.getByText(/^Total for /)).toHaveText(`Total for ${people}`);
    return {
      perPerson: dollars(await panel.getByTestId("panel-per-person").textContent()),
      total: dollars(await panel.getByTestId("panel-total").textContent()),
      fees: 0,
      feeLines: [],
    };
  }
  const lines = panel.getByTestId("panel-lines");
  const tripLine = lines.getByTestId("quote-trip-line");
  await expect(tripLine).toHaveCount(1);
  const [, unit] = /\(\S+ (?:person|people) at (\$[\d,]+)\)/.exec(
    (await tripLine.textContent()) ?? "",
  )!;
  await expect(tripLine).toContainText(`Trip price, non-resident (${people} at ${unit})`);
  const perPerson = dollars(unit!);
  const feeLines = await lines.getByTestId("quote-fee-line").allTextContents();
  const fees = feeLines.reduce((sum, line) => sum + dollars(/(\$[\d,]+)$/.exec(line)![1]!), 0);
  const total = dollars(await lines.getByTestId("quote-total-usd").textContent());
  expect(total).toBe(perPerson * choice.participants + fees);
  return { perPerson, total, fees, feeLines };
}

/**
 * The trip's first open departure after `afterDays` that nobody has booked or waits for (the e2e
 * database outlives a run, so departures used before are skipped).
 */
export function unbookedDeparture(
  tripSlug: string,
  afterDays: number,
): Promise<{ id: string; date: string }> {
  return db()
    .db.selectFrom("departures")
    .select(["id", "date"])
    .where("trip_slug", "=", tripSlug)
    .where("date", ">", inDays(afterDays))
    .where("cancelled_at", "is", null)
    .where("sales_closed", "=", 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("bookings")
            .select("bookings.id")
            .whereRef("bookings.departure_id", "=", "departures.id"),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("departure_waitlist")
            .select("departure_waitlist.id")
            .whereRef("departure_waitlist.departure_id", "=", "departures.id"),
        ),
      ),
    )
    .orderBy("date")
    .executeTakeFirstOrThrow();
}
