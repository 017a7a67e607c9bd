import { expect, test } from "@playwright/test";
import { failOnPageErrors, waitForHydration } from "./helpers";

// Signed-out pages come from a short server cache with a fresh CSP nonce in every response,
// and browsers revalidate them with their ETag (server/platform/http/page-cache.ts). A 304 must leave
// the browser's stored page and its stored policy together, or the page's scripts are refused.

test("a page the browser revalidates with 304 still runs its scripts under its own policy", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  const scriptNonce = () =>
    page.evaluate(() => (document.querySelector("script[nonce]") as HTMLScriptElement).nonce);
  // A page no other spec's bookings, departures or reviews change (the specs run side by side),
  // so the reload finds the same content and its ETag still matches.
  await page.goto("/booking-conditions");
  await waitForHydration(page);
  const firstNonce = await scriptNonce();
  await page.reload();
  await waitForHydration(page);
  // The server answered the reload's If-None-Match with 304 (Playwright reports the stored 200),
  // so the browser shows its stored copy: the same nonce, not the fresh one a 200 would carry.
  expect(await scriptNonce()).toBe(firstNonce);
  // React is in charge of the page after the 304: the Trip Cart opens.
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Trip Cart" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("every response carries its own nonce, and the page's inline scripts carry that nonce", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let visit = 0; visit < 3; visit++) {
    const response = await request.get("/itinerary/point-lenana");
    expect(response.status()).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers()["etag"]).toMatch(/^W\/"/);
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
  }
  expect(nonces.size).toBe(3);
});
