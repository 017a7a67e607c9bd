import { expect, test, type Browser } from "@playwright/test";
import { closeDb, emailFor, mailTo, password, verifiedAccount } from "./account-fixtures";
import { sendBookingRequest } from "./booking-helpers";
import { expectNoAxeViolations } from "./helpers";

/**
 * "Add this booking to your account" (decision 0049): a guest books with one address, the
 * booking mail's link is opened signed out in a browser without JavaScript, the traveller signs
 * in to their account (another address) and comes back to the link, confirms, and finds the
 * booking on their dashboard.
 */

test.afterAll(closeDb);

/** A booking made signed out with `email`, and the path of the claim link its mail carries. */
async function guestBookingLink(browser: Browser, email: string, daysAhead: number) {
  const guest = await browser.newContext();
  const id = await sendBookingRequest(
    await guest.newPage(),
    { name: "Wanjiru Kamau", email },
    daysAhead,
  );
  await guest.close();
  const mail = await mailTo(email, new RegExp(`${id.slice(0, 8)}`, "i"));
  const link = /https?:\/\/[^\s"<>]+\/bookings\/claim\/[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "the booking mail's claim link").toBeTruthy();
  return { id, path: new URL(link!).pathname };
}

test("a booking mail's link adds the booking to the account, without JavaScript", async ({
  browser,
}) => {
  test.slow();
  const guestEmail = emailFor("claim-guest");
  const accountEmail = emailFor("claim-account");
  const { path } = await guestBookingLink(browser, guestEmail, 90);

  const signUp = await browser.newContext();
  await verifiedAccount(await signUp.newPage(), "Wanjiru Kamau", accountEmail);
  await signUp.close();

  // Signed out: what the link does, and a sign-in that comes back here.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const page = await reader.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Add this booking to your account",
  );
  await expect(page.getByRole("list", { name: "Bookings in this link" })).toContainText(
    "Point Lenana",
  );
  await page.getByRole("link", { name: "Sign in to add this booking" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbookings%2Fclaim%2F/);
  await page.getByLabel("Email").fill(accountEmail);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.~]/g, "\\$&")}$`));

  // Signed in: the page asks, and nothing changes until the button.
  await expect(page.getByText(`Add this booking to the account ${accountEmail}?`)).toBeVisible();
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screenshots/booking-claim-${width}.png`, fullPage: true });
  }
  await page.goto("/dashboard");
  await expect(page.getByRole("main").getByText("Point Lenana")).toHaveCount(0);
  await page.goto(path);
  await page.getByRole("button", { name: "Add to my account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Added to your account");
  await expect(page.getByRole("status")).toContainText(accountEmail);
  await page.getByRole("link", { name: "See my bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("main").getByText("Point Lenana Summit").first()).toBeVisible();

  // A second visit: already there.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already in your account");
  await reader.close();
});

test("the claim pages pass axe, and a wrong link is a 404 with a sentence", async ({ browser }) => {
  test.slow();
  const guestEmail = emailFor("claim-axe-guest");
  const { path } = await guestBookingLink(browser, guestEmail, 95);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);

  const wrong = await page.goto(`${path.slice(0, -4)}abcd`);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not add this booking");
  await expect(page.getByRole("alert")).toContainText("This link is not valid.");
  await expectNoAxeViolations(page);

  // Bad input is a 4xx with a sentence, never a 500; a POST signed out goes to the sign-in.
  for (const odd of ["%ZZ", "a.b.c", "_._", `${"x".repeat(3000)}.y`, "..%2F..%2Fadmin"]) {
    const answer = await page.request.get(`/bookings/claim/${odd}`);
    expect(answer.status(), odd).toBeGreaterThanOrEqual(400);
    expect(answer.status(), odd).toBeLessThan(500);
  }
  const baseURL = test.info().project.use.baseURL ?? "";
  const signedOutPost = await page.request.post(path, {
    headers: { origin: baseURL },
    form: {},
    maxRedirects: 0,
  });
  expect(signedOutPost.status()).toBeGreaterThanOrEqual(300);
  expect(signedOutPost.status()).toBeLessThan(400);
  expect(signedOutPost.headers()["location"]).toContain("/auth?redirect=%2Fbookings%2Fclaim%2F");

  // Signed in and verified (opening the link in the sign-up browser signs in): the question page.
  await verifiedAccount(page, "Kamau Njoroge", emailFor("claim-axe-account"));
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Add to my account" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // A forged link's POST changes nothing and says why.
  const forgedPost = await page.request.post(`${path.slice(0, -4)}abcd`, {
    headers: { origin: baseURL },
    form: {},
  });
  expect(forgedPost.status()).toBe(404);
  await visitor.close();
});
